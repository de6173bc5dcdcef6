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
 * The serialised index of one context: plain arrays, quick to parse. `terms` is sorted (completions are a
 * binary search); `postings[i]` and `df[i]` belong to `terms[i]`. Postings are flat pairs of
 * (document index delta, packed frequencies), packed = body + 64 * heading + 4096 * title (each < 64).
 */
export interface SerializedIndex {
  v: 2
  context: SearchContext
  /** url, title, heading, breadcrumbs joined with ' › ' */
  docs: Array<[string, string, string, string]>
  /** token counts per field: title, heading, body */
  lengths: Array<[number, number, number]>
  terms: string[]
  postings: number[][]
  /** Site-wide statistics, so that scores of different contexts compare: record count and each term's document frequency. */
  total: number
  df: number[]
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

export const packFrequencies = (title: number, heading: number, body: number): number =>
  Math.min(body, 63) + 64 * Math.min(heading, 63) + 4096 * Math.min(title, 63)

export const unpackFrequencies = (packed: number): [number, number, number] => [Math.floor(packed / 4096), Math.floor(packed / 64) % 64, packed % 64]
