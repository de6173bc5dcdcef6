/** SPEC §9: BM25 ranking parameters. */
export const BM25_K1 = 1.2
export const BM25_B = 0.75

/** Field weights of BM25F: the title counts most, then headings, then the text. */
export const FIELD_WEIGHTS = { title: 3, heading: 2, body: 1 } as const

/** SPEC §9: at most 8 suggestions in the dropdown. */
export const MAX_SUGGESTIONS = 8

/** The index of the pages outside every configured context (CONTRACT.md §6: 'the rest'). */
export const DEFAULT_CONTEXT = 'default'

/**
 * A search context is a route prefix without slashes at the ends ('docs/api', 'blog'; the site's
 * gatsby-config lists them for the search plugin) or DEFAULT_CONTEXT.
 */
export type SearchContext = string

/** How a configured context is written. */
export const SEARCH_CONTEXT_PATTERN = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/

/** The context of a route: the longest configured prefix it lies under, else DEFAULT_CONTEXT. */
export function contextOfPath(pathname: string, contexts: readonly string[]): SearchContext {
  const clean = pathname.replace(/\/+$/, '')
  const inside = contexts.filter((context) => clean === `/${context}` || clean.startsWith(`/${context}/`))
  return inside.sort((a, b) => b.length - a.length)[0] ?? DEFAULT_CONTEXT
}

/** A searchable unit: one page section (the page top or one heading). */
export interface SearchRecord {
  url: string
  title: string
  heading: string
  breadcrumbs: string[]
  text: string
}

/**
 * The serialised index of one context. `flex` is the export of the FlexSearch Document of src/search/flexIndex.ts
 * (keys and data as FlexSearch names them, the data parsed); `df[i]` belongs to the i-th of the index's
 * terms in sorted order.
 */
export interface SerializedIndex {
  v: 3
  context: SearchContext
  /** url, title, heading, breadcrumbs joined with ' › ' */
  docs: Array<[string, string, string, string]>
  /** token counts per field: title, heading, body */
  lengths: Array<[number, number, number]>
  /** Site-wide statistics, so that scores of different contexts compare: record count and each term's document frequency. */
  total: number
  df: number[]
  flex: Record<string, unknown>
}

/** Snippet sources of one context, in the order of `docs`; only the results page loads them. */
export type SerializedSnippets = string[]

/** Above this many hits a search is for the results page, which shows snippets. */
export const SNIPPET_LIMIT_THRESHOLD = 8

export interface SearchHit {
  url: string
  title: string
  heading: string
  breadcrumbs: string[]
  snippet: string
  score: number
  /** Words of the page that matched, for highlighting and `_highlight`. */
  matched: string[]
}
