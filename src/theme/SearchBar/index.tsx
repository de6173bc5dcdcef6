import React, { useCallback, useEffect, useId, useRef, useState } from 'react'
import { navigate } from 'gatsby'
import { t } from '../../i18n/ru'
import { siteConfig } from '../../config/client'
import { withPrefix } from '../../config/sitePath'
import { Icon } from '../Icon'
import { contextOfPath, DEFAULT_CONTEXT, MIN_PREFIX_LENGTH, type SearchHit } from '../../search/format'
import { hitHref, searchPageHref } from '../../search/links'
import { fetchIndexes, prefetch, search, snippets } from '../../search/client'
import { useSearchEvents } from '../../browser/searchEvents'
import { Highlighted } from './Highlighted'
import { keepBox, takeKeptBox } from './keptBox'
import * as styles from './styles.module.css'

/*
 * The search code runs in a worker that starts when the pointer reaches the box or it gets focus, never on
 * a plain page load. The client that talks to it is a few hundred bytes of the main bundle: a chunk of its
 * own would add a round trip before the worker could even start.
 */

/** How long the input stays as it is before the suggestions' snippets are fetched. */
export const SNIPPET_DELAY_MS = 150

/**
 * The navbar search box: an ARIA 1.2 combobox with a listbox of at most 8 suggestions. On a page inside a
 * search context it searches that context and offers the within/outside links; elsewhere it searches all.
 */
export function SearchBar({ pathname }: { pathname: string }) {
  const id = useId()
  const listId = `${id}-list`
  const inputRef = useRef<HTMLInputElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const [query, setQuery] = useState('')
  const [hits, setHits] = useState<SearchHit[] | null>(null)
  /** The query as the search corrected a misspelt word of it, shown above the suggestions. */
  const [corrected, setCorrected] = useState<string | undefined>(undefined)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  // The worker or its index could not load or did not answer (src/search/client.ts): the box says so.
  const [failed, setFailed] = useState(false)
  const context = contextOfPath(pathname, siteConfig.search.contexts)
  const scoped = context !== DEFAULT_CONTEXT
  const max = siteConfig.search.maxSuggestions
  const searchEvents = useSearchEvents('navbar')

  // Ctrl/Cmd+K focuses the box (docs/requirements.md §9).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        inputRef.current?.focus()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  // Dropdowns close on an outside click (docs/requirements.md §4).
  useEffect(() => {
    const onDown = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', onDown)
    return () => document.removeEventListener('mousedown', onDown)
  }, [])

  useEffect(() => {
    searchEvents.left()
    setOpen(false)
    setQuery('')
    setHits(null)
  }, [pathname, searchEvents])

  // One query in the worker at a time: keystrokes typed meanwhile collapse into the latest one, so the
  // first suggestions never wait behind answers to prefixes the reader has already typed past.
  const inFlight = useRef(false)
  const queued = useRef<string | null>(null)
  /**
   * The dropdown's answer comes without snippets, so the suggestions never wait for them; they follow for the hits
   * shown once the reader has paused (SNIPPET_DELAY_MS), so that answers typed past fetch none.
   */
  const snippetTimer = useRef<number | undefined>(undefined)
  const fillSnippets = useCallback(
    (found: SearchHit[]) => {
      window.clearTimeout(snippetTimer.current)
      if (found.length === 0 || found.every((hit) => hit.snippet)) return
      snippetTimer.current = window.setTimeout(() => {
        snippets(
          scoped ? context : 'all',
          found.map((hit) => hit.url),
        )
          .then((texts) => setHits((shown) => (shown === found ? found.map((hit, i) => ({ ...hit, snippet: texts[i] || hit.snippet })) : shown)))
          .catch((error: unknown) => console.warn('Search snippets could not be loaded.', error))
      }, SNIPPET_DELAY_MS)
    },
    [context, scoped],
  )
  useEffect(() => () => window.clearTimeout(snippetTimer.current), [])

  const runSearch = useCallback(
    (value: string) => {
      // A single letter finds nothing worth showing; not sending it also keeps the worker free for the next keystroke.
      // The worker fetches the index shard of the words the letter begins, so the query that follows does not wait for it.
      if (value.trim().length < MIN_PREFIX_LENGTH) {
        setHits(null)
        if (value.trim()) prefetch(scoped ? context : 'all', value).catch(() => undefined)
        return
      }
      if (inFlight.current) {
        queued.current = value
        return
      }
      inFlight.current = true
      search(scoped ? context : 'all', value, max)
        .then(({ hits: found, corrected: correction }) => {
          // The answer to the input as it is, or, while the reader types on, to the part typed so far: its
          // suggestions stand until the answer to the longer input replaces them. An answer to text the reader
          // has since changed, or a typed-past one with nothing to show, is dropped.
          const current = inputRef.current?.value ?? ''
          setFailed(false)
          if (current === value || (current.startsWith(value) && found.length > 0)) {
            // Only the answer to the input as it stands is a query the reader may settle on.
            if (current === value) searchEvents.shown(value, found.length)
            setHits(found)
            setCorrected(correction)
            setActive(-1)
            setOpen(true)
            fillSnippets(found)
          }
        })
        .catch((error: unknown) => {
          console.warn('Search failed.', error)
          setHits(null)
          setFailed(true)
          setOpen(true)
        })
        .finally(() => {
          inFlight.current = false
          const next = queued.current
          queued.current = null
          if (next !== null && next === inputRef.current?.value) runSearch(next)
        })
    },
    [context, scoped, max, fillSnippets, searchEvents],
  )

  // A reload of the page while the reader was in the box gives it back as they left it (keptBox.ts). After the
  // effect above, which empties the box for a new page.
  const restored = useRef(false)
  useEffect(() => {
    if (!restored.current) {
      restored.current = true
      const kept = takeKeptBox()
      if (kept !== null) {
        setQuery(kept)
        inputRef.current?.focus()
        runSearch(kept)
      }
    }
    const keep = () => keepBox(inputRef.current)
    window.addEventListener('pagehide', keep)
    return () => window.removeEventListener('pagehide', keep)
  }, [runSearch])

  /** The worker and the context's index start loading when the pointer reaches the box or it gets focus. */
  const prepare = () => {
    fetchIndexes(scoped ? context : 'all').catch((error: unknown) => console.warn('Search index could not be loaded.', error))
  }

  // Routes go to Gatsby's navigate, which adds the path prefix; an href is written with it (withPrefix).
  const go = (href: string) => {
    setOpen(false)
    navigate(href)
  }
  const choose = (hit: SearchHit, rank: number) => {
    searchEvents.chose(rank)
    go(hitHref(hit.url, hit.matched))
  }
  // The /search page reports the query it is opened with.
  const goToSearchPage = (href: string) => {
    searchEvents.handOff()
    go(href)
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = hits?.length ?? 0
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen(true)
      setActive((a) => (count === 0 ? -1 : (a + 1) % count))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((a) => (count === 0 ? -1 : (a - 1 + count) % count))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const hit = active >= 0 ? hits?.[active] : undefined
      if (hit) choose(hit, active + 1)
      else if (query.trim()) goToSearchPage(searchPageHref(query.trim(), scoped ? context : undefined))
    } else if (event.key === 'Escape') {
      setOpen(false)
    }
  }

  const expanded = open && (hits !== null || failed) && query.trim() !== ''
  return (
    <div
      className={styles.search}
      ref={rootRef}
      role="search"
      onBlur={(event) => {
        // Focus moving within the box (to a suggestion) or away from the window (another tab) does not leave it.
        if (rootRef.current?.contains(event.relatedTarget as Node | null) || !document.hasFocus()) return
        searchEvents.left()
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('theme.search.label')}
      </label>
      <div className={styles.field}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name="search" size={18} />
        </span>
        <input
          ref={inputRef}
          id={`${id}-input`}
          className={styles.input}
          // A combobox is a text input in ARIA in HTML (a search-type input takes no role); the keyboard of a
          // phone still shows its search key.
          type="text"
          inputMode="search"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('theme.search.placeholder')}
          value={query}
          data-testid="search-input"
          onPointerEnter={prepare}
          onFocus={() => {
            prepare()
            if (hits) setOpen(true)
          }}
          onChange={(event) => {
            window.clearTimeout(snippetTimer.current)
            setQuery(event.target.value)
            searchEvents.typed(event.target.value)
            runSearch(event.target.value)
          }}
          onKeyDown={onKeyDown}
        />
        <kbd className={styles.shortcut} aria-hidden="true">
          Ctrl K
        </kbd>
      </div>
      <div className={styles.dropdown} hidden={!expanded}>
        {corrected && hits && hits.length > 0 ? (
          <p className={styles.corrected} data-testid="search-corrected">
            {t('theme.search.corrected', { query: corrected })}
          </p>
        ) : null}
        <ul id={listId} role="listbox" aria-label={t('theme.search.label')} className={styles.list} hidden={!hits || hits.length === 0}>
          {(hits ?? []).map((hit, index) => (
            <li key={hit.url} id={`${id}-option-${index}`} role="option" aria-selected={index === active} className={styles.option}>
              <a
                href={withPrefix(hitHref(hit.url, hit.matched))}
                data-testid="search-suggestion"
                onClick={(event) => {
                  event.preventDefault()
                  choose(hit, index + 1)
                }}
              >
                <span className={styles.title}>
                  <Highlighted text={hit.title} terms={hit.matched} />
                </span>
                {hit.heading ? (
                  <span className={styles.heading}>
                    <Highlighted text={hit.heading} terms={hit.matched} />
                  </span>
                ) : null}
                {/* Its two lines are kept while the snippet is on its way, so the list does not move when it comes. */}
                <span className={styles.snippet} data-testid="search-suggestion-snippet">
                  <Highlighted text={hit.snippet} terms={hit.matched} />
                </span>
                {hit.breadcrumbs.length > 0 ? <span className={styles.crumbs}>{hit.breadcrumbs.join(' › ')}</span> : null}
              </a>
            </li>
          ))}
        </ul>
        {failed ? (
          <p className={styles.empty} role="alert" data-testid="search-error">
            {t('theme.search.failed')}
          </p>
        ) : null}
        {hits !== null && hits.length === 0 ? (
          <p className={styles.empty} data-testid="search-no-results">
            {t('theme.search.noResults')}
          </p>
        ) : null}
        <div className={styles.footer}>
          {scoped ? (
            <>
              <a
                href={withPrefix(searchPageHref(query, context))}
                onClick={(e) => (e.preventDefault(), goToSearchPage(searchPageHref(query, context)))}
              >
                {t('theme.search.seeAllWithin', { context })}
              </a>
              <a
                href={withPrefix(searchPageHref(query, context, true))}
                onClick={(e) => (e.preventDefault(), goToSearchPage(searchPageHref(query, context, true)))}
              >
                {t('theme.search.seeAllOutside', { context })}
              </a>
            </>
          ) : (
            <a href={withPrefix(searchPageHref(query))} onClick={(e) => (e.preventDefault(), goToSearchPage(searchPageHref(query)))}>
              {t('theme.search.seeAll')}
            </a>
          )}
        </div>
      </div>
    </div>
  )
}
