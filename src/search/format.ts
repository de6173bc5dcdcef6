/** docs/requirements.md §9: BM25 ranking parameters. */
export const BM25_K1 = 1.2
export const BM25_B = 0.75

/** Field weights of BM25F: the title counts most, then headings, then the text. */
export const FIELD_WEIGHTS = { title: 3, heading: 2, body: 1 } as const

/** docs/requirements.md §9: at most 8 suggestions in the dropdown. */
export const MAX_SUGGESTIONS = 8

/** The word being typed completes from this many letters; the search box sends nothing shorter. */
export const MIN_PREFIX_LENGTH = 2

/** The index of the pages outside every configured context (docs/requirements.md §C6: 'the rest'). */
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
  /** Publication date (YYYY-MM-DD) of a dated page (a blog post): what-changed queries prefer the newest. */
  date?: string
}

/**
 * The index of one context is cut into files (plugins/gatsby-plugin-site-search writes them, the worker fetches
 * only what a query needs):
 *   - term shards: the context's sorted terms cut into runs of bounded size, each with its postings as the
 *     export of the FlexSearch Document of src/search/flexIndex.ts (keys and data as FlexSearch names them,
 *     only the entries of the shard's terms) and the site-wide document frequency of each term;
 *   - the metadata: what BM25 needs for any candidate (record count of the site, field lengths), the
 *     table of the snippet chunks and, for a small context, all the display data;
 *   - display chunks and snippet chunks: consecutive records, fetched for the hits.
 * The metadata file, the shard table (first term and file of each shard) and the table of display chunks of every
 * context are listed in one file of a fixed name (INDEX_MANIFEST), which the worker reads with the first metadata,
 * so that it then requests all a query needs at once.
 */
export interface SearchIndexFiles {
  /** The metadata file of each context. */
  meta: string
  /** Term shards in term order: [first term, file]; the first one starts at ''. */
  shards: Array<[string, string]>
  /** Display chunks: [id of the first record, file]. */
  docs: ChunkTable
  /** The context's words as its pages write them, fetched only when a query word finds nothing (typo correction). */
  vocabulary?: string
}

/**
 * The words of a context's pages (normalised, no stop words, at least TYPO.minLength letters), most frequent
 * first, with the number of times each occurs: a misspelt query word is corrected to one of them.
 */
export interface SerializedVocabulary {
  words: string[]
  counts: number[]
}

/** A run of consecutive records: [id of its first record, file]. */
export type ChunkTable = Array<[number, string]>

export interface SerializedMeta {
  v: 5
  context: SearchContext
  /** What the context's pages are (src/search/ranking.ts), from the site configuration; guides when absent. */
  role?: 'reference' | 'notes' | 'guide'
  /** Record count of the whole site (IDF uses site-wide statistics, so scores of contexts compare). */
  total: number
  /** Token counts of each record, three numbers per record: title, heading, body. */
  lengths: number[]
  /** The first record of each page, ascending (a page's sections are consecutive records). */
  pages: number[]
  /** Publication day of each page (days since 1970-01-01), for a context of dated pages; 0 for an undated page. */
  days?: number[]
  /**
   * Records whose heading repeats over many pages of the context («Ошибки», «Пример запроса», a shared request
   * header): their heading says little about what a page is about, so it counts less.
   */
  repeated?: number[]
  /** Records whose heading is a field's or a header's name found on many pages (a request header every method takes). */
  shared?: number[]
  /** The display data of every record, when the context is small enough (then it has no display chunks). */
  docs?: SerializedDocs
  snippets: ChunkTable
}

export interface SerializedShard {
  /** FlexSearch Document export entries of this shard's terms, per export key ('body.1.map': [[term, slots], ...]). */
  flex: Record<string, Array<[string, Array<number[] | null>]>>
  /** Site-wide document frequency of each term of the shard, in sorted term order. */
  df: number[]
}

/**
 * Display data of consecutive records. A page's sections share its path, title and breadcrumbs, which are
 * stored once per chunk: pages are [path, title, breadcrumbs joined with ' › '], records [page, anchor, heading].
 */
export interface SerializedDocs {
  pages: Array<[string, string, string]>
  records: Array<[number, string, string]>
}

/** Snippet sources of consecutive records; only the results page loads them. */
export type SerializedSnippets = string[]

/** Above this many hits a search is for the results page, which shows snippets. */
export const SNIPPET_LIMIT_THRESHOLD = 8

/** What a search answers: the hits, the worker's time, and the query as corrected when a word of it was misspelt. */
export interface SearchAnswer {
  hits: SearchHit[]
  ms: number
  corrected?: string
}

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
