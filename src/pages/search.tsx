import React, { useEffect, useState } from 'react'
import { Link, navigate, type HeadFC, type PageProps } from 'gatsby'
import { Layout, Main } from '../theme/Layout'
import { Seo } from '../theme/Seo'
import { t } from '../i18n/ru'
import { tc } from '../i18n/content'
import type { SearchHit } from '../search/format'
import { hitHref, searchPageHref } from '../search/links'
import { search } from '../search/client'
import { useSearchEvents } from '../browser/searchEvents'
import { Highlighted } from '../theme/SearchBar/Highlighted'
import { Loading } from '../theme/Loading'
import * as styles from '../theme/SearchBar/page.module.css'

/** How many hits the results page asks for. */
const PAGE_LIMIT = 50

interface Params {
  query: string
  context: string
  outside: boolean
}

const readParams = (search: string): Params => {
  const params = new URLSearchParams(search)
  return { query: params.get('q') ?? '', context: params.get('ctx') ?? '', outside: params.get('outside') === '1' }
}

/** Hits grouped per page, in the order of each page's best hit. */
function groupByPage(hits: SearchHit[]): Array<{ url: string; title: string; breadcrumbs: string[]; hits: SearchHit[] }> {
  const groups = new Map<string, { url: string; title: string; breadcrumbs: string[]; hits: SearchHit[] }>()
  for (const hit of hits) {
    const url = hit.url.split('#')[0]
    const group = groups.get(url) ?? { url, title: hit.title, breadcrumbs: hit.breadcrumbs, hits: [] }
    group.hits.push(hit)
    groups.set(url, group)
  }
  return [...groups.values()]
}

/** /search?q=&ctx=&version=: the query stays in the URL; everything from the URL is rendered as text. */
export default function SearchPage({ location }: PageProps) {
  const [params, setParams] = useState<Params>({ query: '', context: '', outside: false })
  const [hits, setHits] = useState<SearchHit[] | null>(null)
  const [corrected, setCorrected] = useState<string | undefined>(undefined)
  const [draft, setDraft] = useState('')
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<Error | null>(null)
  const [attempt, setAttempt] = useState(0)
  const searchEvents = useSearchEvents('page')

  useEffect(() => {
    const next = readParams(location.search)
    setParams(next)
    setDraft(next.query)
    if (!next.query.trim()) {
      searchEvents.changed()
      setHits(null)
      return
    }
    const scope = next.context ? (next.outside ? `!${next.context}` : next.context) : 'all'
    let current = true
    setLoading(true)
    setError(null)
    search(scope, next.query, PAGE_LIMIT)
      .then(({ hits: found, corrected: correction }) => {
        if (!current) return
        // A query on this page was submitted (or opened from a link): it has settled as soon as it is shown.
        searchEvents.shown(next.query, found.length, true)
        setHits(found)
        setCorrected(correction)
      })
      .catch((failure: unknown) => {
        console.warn('Search failed.', failure)
        if (current) setError(failure instanceof Error ? failure : new Error(String(failure)))
      })
      .finally(() => current && setLoading(false))
    return () => {
      current = false
    }
  }, [location.search, attempt, searchEvents])

  // A result's rank is its place in reading order, which groups the hits by page.
  const groups = hits ? groupByPage(hits) : []
  const ranks = new Map(groups.flatMap((group) => group.hits).map((hit, index) => [hit, index + 1]))
  const heading = params.query ? tc('theme.search.resultsFor', { query: params.query }) : tc('theme.search.pageTitle')
  return (
    <Layout pathname={location.pathname}>
      <Main>
        <h1>{heading}</h1>
        <form
          role="search"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault()
            navigate(searchPageHref(draft.trim(), params.context || undefined, params.outside))
          }}
        >
          <label htmlFor="search-page-input" className="visually-hidden">
            {t('theme.search.label')}
          </label>
          <input
            id="search-page-input"
            name="q"
            type="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t('theme.search.placeholder')}
          />
          <button type="submit" className="button-primary">
            {tc('theme.search.pageTitle')}
          </button>
        </form>
        {params.context ? (
          <p className={styles.scope}>
            {params.outside
              ? t('theme.search.seeAllOutside', { context: params.context })
              : t('theme.search.seeAllWithin', { context: params.context })}
            {' · '}
            <Link to={searchPageHref(params.query)}>{t('theme.search.seeAll')}</Link>
          </p>
        ) : null}
        {loading || error ? <Loading error={error} retry={() => setAttempt((n) => n + 1)} /> : null}
        {!loading && hits !== null && hits.length === 0 ? <p data-testid="search-no-results">{t('theme.search.noResults')}</p> : null}
        {!loading && corrected && hits !== null && hits.length > 0 ? (
          <p className={styles.scope} data-testid="search-corrected">
            {t('theme.search.corrected', { query: corrected })}
          </p>
        ) : null}
        {hits !== null && hits.length > 0 ? (
          <ol className={styles.results}>
            {groups.map((group) => (
              <li key={group.url} className={styles.group}>
                <h2 className={styles.pageTitle}>{group.title}</h2>
                {group.breadcrumbs.length > 0 ? <p className={styles.crumbs}>{group.breadcrumbs.join(' › ')}</p> : null}
                <ul>
                  {group.hits.map((hit) => (
                    <li key={hit.url} data-testid="search-result" className={styles.hit}>
                      <Link to={hitHref(hit.url, hit.matched)} onClick={() => searchEvents.chose(ranks.get(hit) ?? 0)}>
                        <Highlighted text={hit.heading || hit.title} terms={hit.matched} />
                      </Link>
                      <p>
                        <Highlighted text={hit.snippet} terms={hit.matched} />…
                      </p>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        ) : null}
      </Main>
    </Layout>
  )
}

export const Head: HeadFC = () => <Seo title={tc('theme.search.pageTitle')} pathname="/search" noindex />
