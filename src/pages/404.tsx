import React, { useEffect } from 'react'
import { Link, navigate, type PageProps, type HeadFC } from 'gatsby'
import { withPrefix } from '../config/sitePath'
import { cleanPath } from '../browser/cleanPath'
import { Layout, Main } from '../theme/Layout'
import { Seo } from '../theme/Seo'
import { tc } from '../i18n/content'

/** docs/requirements.md §2/§8: any other path shows 'Страница не найдена' and asks to report the broken link. */
export default function NotFoundPage({ location }: PageProps) {
  // `/x.html` and `/x/index.html` on a host without nginx's 301: go on to `/x`, query and hash kept.
  useEffect(() => {
    const target = cleanPath(location.pathname, withPrefix('/').replace(/\/$/, ''))
    if (target) void navigate(`${target}${location.search}${location.hash}`, { replace: true })
  }, [location.pathname, location.search, location.hash])
  return (
    <Layout pathname={location.pathname}>
      <Main>
        <h1>{tc('theme.notFound.title')}</h1>
        <p>{tc('theme.notFound.body')}</p>
        <p>
          <Link to="/">{tc('theme.notFound.home')}</Link>
        </p>
      </Main>
    </Layout>
  )
}

export const Head: HeadFC = () => <Seo title={tc('theme.notFound.title')} pathname="/404" noindex />
