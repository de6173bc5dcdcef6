import React from 'react'
import { Link, type PageProps, type HeadFC } from 'gatsby'
import { Layout, Main } from '../theme/Layout'
import { Seo } from '../theme/Seo'
import { t } from '../i18n/ru'

/** SPEC §2/§8: any other path shows 'Страница не найдена' and asks to report the broken link. */
export default function NotFoundPage({ location }: PageProps) {
  return (
    <Layout pathname={location.pathname}>
      <Main>
        <h1>{t('theme.notFound.title')}</h1>
        <p>{t('theme.notFound.body')}</p>
        <p>
          <Link to="/">{t('theme.notFound.home')}</Link>
        </p>
      </Main>
    </Layout>
  )
}

export const Head: HeadFC = () => <Seo title={t('theme.notFound.title')} pathname="/404" noindex />
