import React, { useEffect, useState } from 'react'
import { Link, navigate, type PageProps, type HeadFC } from 'gatsby'
import { withPrefix } from '../config/sitePath'
import { cleanPath } from '../browser/cleanPath'
import { Layout, Main } from '../theme/Layout'
import { Seo } from '../theme/Seo'
import { tc } from '../i18n/content'

/**
 * The page is rendered once, for /404, and served for every unknown path: the first render in the browser must be the
 * built one (React's hydration compares them), so the navbar and the search box start from /404 and learn the
 * reader's path after hydration (the support link then names the broken address).
 */
const BUILT_PATH = '/404'

/** docs/requirements.md §2/§8: any other path shows 'Страница не найдена' and asks to report the broken link. */
export default function NotFoundPage({ location }: PageProps) {
  const [pathname, setPathname] = useState(BUILT_PATH)
  useEffect(() => setPathname(location.pathname), [location.pathname])
  // `/x.html` and `/x/index.html` on a host without nginx's 301: go on to `/x`, query and hash kept.
  useEffect(() => {
    const target = cleanPath(location.pathname, withPrefix('/').replace(/\/$/, ''))
    if (target) void navigate(`${target}${location.search}${location.hash}`, { replace: true })
  }, [location.pathname, location.search, location.hash])
  return (
    <Layout pathname={pathname}>
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
