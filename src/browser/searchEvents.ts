import { useEffect, useState } from 'react'
import type { ClientConfig } from '../config'
import { siteConfig } from '../config/client'
import { maskTerm } from './searchTerm'

/**
 * Search analytics: one event per settled query of the navbar box or the /search page, so that writers learn what
 * readers looked for and did not find (docs/search.md, «Search analytics»). The gtag.js and Metrica snippets that
 * define `window.gtag` and `window.ym` are written into the head by src/head/integrations.tsx; nothing is sent for a
 * service the configuration leaves off.
 */

/** Where the query was typed: the navbar box or the /search page. */
export type SearchSource = 'navbar' | 'page'

export interface SearchEvent {
  /** The term as typed, before masking. */
  term: string
  /** How many results the reader was shown for it. */
  results: number
  /** The 1-based rank of the result the reader chose, or null when none was chosen. */
  rank: number | null
  source: SearchSource
}

/** What the export of an event reads as "no result chosen" (scripts/tools/search-report.mjs reads it back). */
export const NO_RANK = 'none'

/** A query that stayed as it was for this long before it changed was read, not typed past. */
export const SETTLE_MS = 2000

type Gtag = (command: 'event', name: 'search', params: Record<string, string | number>) => void
type Ym = (counter: number, method: 'reachGoal', goal: 'search', params: Record<string, string | number>) => void
export interface AnalyticsWindow {
  gtag?: Gtag
  ym?: Ym
}

/**
 * Sends one search event to each configured service: the GA4 recommended `search` event with `search_term`, and the
 * Metrica goal `search` with the same parameters. Returns whether anything was sent.
 */
export function sendSearchEvent(event: SearchEvent, analytics: ClientConfig['analytics'], win: AnalyticsWindow): boolean {
  const params = {
    search_term: maskTerm(event.term),
    search_results: event.results,
    chosen_rank: event.rank ?? NO_RANK,
    search_source: event.source,
  }
  let sent = false
  if (analytics.gaMeasurementId && typeof win.gtag === 'function') {
    win.gtag('event', 'search', params)
    sent = true
  }
  if (analytics.ymCounterId && typeof win.ym === 'function') {
    win.ym(Number(analytics.ymCounterId), 'reachGoal', 'search', params)
    sent = true
  }
  return sent
}

interface Pending {
  term: string
  results: number
  shownAt: number
  settled: boolean
}

/**
 * Decides when a query is settled, so that each is reported once and typing is not reported at all. A query is shown
 * with its results; it is sent
 * - with the rank of the result the reader chooses (click or Enter on a suggestion);
 * - without a rank when the reader leaves (the box loses focus, the page is hidden or left), or when the query changes
 *   after it stood for SETTLE_MS or was submitted;
 * and dropped when it changes sooner (a prefix typed past) or when another search UI takes it over (the navbar's
 * Enter or «See all results» opens /search, which reports the query itself).
 */
export class SearchSettler {
  private pending: Pending | null = null

  constructor(
    private readonly source: SearchSource,
    private readonly send: (event: SearchEvent) => void,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The reader is shown `results` results for `term`; `submitted` when the query was submitted, not typed. */
  shown(term: string, results: number, submitted = false): void {
    const trimmed = term.trim()
    if (this.pending && this.pending.term === trimmed) {
      this.pending.results = results
      this.pending.settled ||= submitted
      return
    }
    this.changed()
    if (trimmed) this.pending = { term: trimmed, results, shownAt: this.now(), settled: submitted }
  }

  /** The reader edited the query to `term`: the one shown before, if it differs, has changed. */
  typed(term: string): void {
    if (this.pending && this.pending.term !== term.trim()) this.changed()
  }

  /** The query was changed or cleared: the one shown before is sent when it had settled, else dropped. */
  changed(): void {
    const pending = this.pending
    this.pending = null
    if (pending && (pending.settled || this.now() - pending.shownAt >= SETTLE_MS)) this.emit(pending, null)
  }

  /** The reader chose the result at `rank` (1-based) of the query shown. */
  chose(rank: number): void {
    const pending = this.pending
    this.pending = null
    if (pending) this.emit(pending, rank)
  }

  /** The reader left the query without choosing a result. */
  left(): void {
    const pending = this.pending
    this.pending = null
    if (pending) this.emit(pending, null)
  }

  /** Another search UI reports the query from here on. */
  handOff(): void {
    this.pending = null
  }

  private emit(pending: Pending, rank: number | null): void {
    this.send({ term: pending.term, results: pending.results, rank, source: this.source })
  }
}

/** What a search UI tells the analytics about its queries: a SearchSettler, or nothing in a build without analytics. */
export type SearchEvents = Pick<SearchSettler, 'shown' | 'typed' | 'changed' | 'chose' | 'left' | 'handOff'>

const nothing = () => undefined
const NO_SEARCH_EVENTS: SearchEvents = { shown: nothing, typed: nothing, changed: nothing, chose: nothing, left: nothing, handOff: nothing }

/**
 * Set by gatsby-node from the configuration (src/config, analyticsConfigured). A build without analytics would send
 * nothing anyway (sendSearchEvent), and with the constant false the bundle leaves out the settler, the sending and
 * the masking of terms.
 */
declare const __ANALYTICS_CONFIGURED__: boolean

/**
 * The settler of one search UI, sending to the configured services; a query still shown when the page is left or the
 * UI unmounts is sent without a rank.
 */
export function useSearchEvents(source: SearchSource): SearchEvents {
  const [settler] = useState<SearchEvents>(() =>
    __ANALYTICS_CONFIGURED__
      ? new SearchSettler(source, (event) => sendSearchEvent(event, siteConfig.analytics, window as AnalyticsWindow))
      : NO_SEARCH_EVENTS,
  )
  useEffect(() => {
    if (!__ANALYTICS_CONFIGURED__) return
    const leave = () => settler.left()
    window.addEventListener('pagehide', leave)
    return () => {
      window.removeEventListener('pagehide', leave)
      settler.left()
    }
  }, [settler])
  return settler
}
