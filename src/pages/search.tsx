import type { HeadFC } from 'gatsby'
import React, { useEffect, useState } from 'react'
import type { PageProps } from 'gatsby'
import { Layout, Main } from '../theme/Layout'
import { Seo } from '../theme/Seo'
import { t } from '../i18n/ru'

/** /search?q=&ctx=&version=: the query is read from the URL and always rendered as text. */
export default function SearchPage({ location }: PageProps) {
  const [query, setQuery] = useState('')
  useEffect(() => {
    setQuery(new URLSearchParams(location.search).get('q') ?? '')
  }, [location.search])
  return (
    <Layout pathname={location.pathname}>
      <Main>
        <h1>{query ? t('theme.search.resultsFor', { query }) : t('theme.search.pageTitle')}</h1>
        <form role="search" action="" method="get">
          <label htmlFor="search-page-input" className="visually-hidden">
            {t('theme.search.label')}
          </label>
          <input id="search-page-input" name="q" type="search" defaultValue={query} key={query} placeholder={t('theme.search.placeholder')} />
        </form>
      </Main>
    </Layout>
  )
}

export const Head: HeadFC = () => <Seo title={t('theme.search.pageTitle')} pathname="/search" noindex />
