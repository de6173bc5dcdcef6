/** SPEC §9: BM25 ranking parameters. */
export const BM25_K1 = 1.2
export const BM25_B = 0.75

/** Field weights of BM25F: the title counts most, then headings, then the text. */
export const FIELD_WEIGHTS = { title: 3, heading: 2, body: 1 } as const

/** SPEC §9: at most 8 suggestions in the dropdown. */
export const MAX_SUGGESTIONS = 8

/** CONTRACT.md §6 search contexts; pages in neither belong to the default one. */
export const SEARCH_CONTEXTS = ['docs/api', 'blog', 'default'] as const
export type SearchContext = (typeof SEARCH_CONTEXTS)[number]

export function contextOfPath(pathname: string): SearchContext {
  const clean = pathname.replace(/\/+$/, '')
  if (clean === '/docs/api' || clean.startsWith('/docs/api/')) return 'docs/api'
  if (clean === '/blog' || clean.startsWith('/blog/')) return 'blog'
  return 'default'
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
 * The serialised index of one context. Postings are flat: for each term, pairs of
 * (document index delta, packed frequencies), packed = body + 64 * heading + 4096 * title (each < 64).
 */
export interface SerializedIndex {
  v: 1
  context: SearchContext
  /** url, title, heading, breadcrumbs joined with ' › ' */
  docs: Array<[string, string, string, string]>
  /** token counts per field: title, heading, body */
  lengths: Array<[number, number, number]>
  terms: Record<string, number[]>
  /** Site-wide statistics, so that scores of different contexts compare: record count and each term's document frequency. */
  total: number
  df: Record<string, number>
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
