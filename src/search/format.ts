/** docs/requirements.md §9: BM25 ranking parameters. */
export const BM25_K1 = 1.2
export const BM25_B = 0.75

/** Field weights of BM25F in FIELDS order (src/search/flexIndex.ts): the title counts most, then headings, then the text. */
export const FIELD_WEIGHTS = [3, 2, 1] as const

/** BM25's length normalisation of a field of a record, k1 (1 - b + b length / average length): the builder's and the engine's. */
export const lengthNorm = (length: number, average: number): number => BM25_K1 * (1 - BM25_B + (BM25_B * length) / average)

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
  /** The reader's words for the page (a doc's front matter `keywords`, joined by commas): indexed as its heading is (indexedHeading), never shown. */
  keywords?: string
  /** Publication date (YYYY-MM-DD) of a dated page (a blog post): what-changed queries prefer the newest. */
  date?: string
}

/** A section as the site hands it to the search plugin: a record and its doc id (excludedDocsFolders matches it; null for a post or a page). */
export type SectionInput = SearchRecord & { docId: string | null }

/**
 * The index of one context is cut into files (plugins/gatsby-plugin-site-search writes them, the worker fetches
 * only what a query needs), and nothing a first search fetches grows with the number of records:
 *   - term shards: the context's sorted terms cut into runs of bounded size, each with its postings as the
 *     export of the FlexSearch Document of src/search/flexIndex.ts (keys and data as FlexSearch names them,
 *     only the entries of the shard's terms), the site-wide document frequency of each term, and what BM25 and
 *     the re-ranking need of every record the shard names (its field lengths, its page, its flags);
 *   - the metadata: numbers of the whole context (record counts, average field lengths, the newest day), how the
 *     display and snippet chunks are named and, for a small context, all the display data;
 *   - display chunks and snippet chunks: a fixed number of consecutive records each, fetched for the hits.
 * Every run of files of one kind is named by one hash of the whole run (NumberedFiles), so no table lists a name
 * per file. The metadata and the shard table (the first term of each shard) of every context are in one file of a
 * fixed name (INDEX_MANIFEST), the first and only file the worker reads before it requests all a query needs at once:
 * a metadata file of its own would put one more round trip before the first suggestion.
 */
export interface SearchIndexFiles {
  meta: SerializedMeta
  /** Term shards in term order, file n holding the terms from firsts[n] (the first one starts at ''). */
  shards: ShardTable
  /** The context's words as its pages write them, fetched only when a query word finds nothing (typo correction). */
  vocabulary?: string
  /**
   * The tails of the postings of the terms that have one (SerializedTail), a file per term in term order; the shard
   * of a term names its file (SerializedShard.tails).
   */
  tails?: NumberedFiles
}

/** Each context's metadata and the URL paths of its files: the index folder's manifest (INDEX_MANIFEST), which the worker reads first. */
export type SearchFiles = Record<SearchContext, SearchIndexFiles>

/**
 * Files of one kind numbered from 0 and named `<prefix><n>.<hash>.json`, the hash taken over all of them: a table
 * of them is one name, whatever their number (a content edit renames the run, as it would renumber most of it).
 */
export interface NumberedFiles {
  prefix: string
  hash: string
}

export const numberedFile = (files: NumberedFiles, n: number): string => `${files.prefix}${n}.${files.hash}.json`

/** The term shards of a context: the first term of each, and their names. */
export interface ShardTable extends NumberedFiles {
  firsts: string[]
}

/** Runs of `per` consecutive records, the last one shorter: chunk n holds records n × per to n × per + per − 1. */
export interface ChunkFiles extends NumberedFiles {
  per: number
  count: number
}

/**
 * The words of a context's pages (normalised, no stop words, at least TYPO.minLength letters), most frequent
 * first, with the number of times each occurs: a misspelt query word is corrected to one of them.
 */
export interface SerializedVocabulary {
  words: string[]
  counts: number[]
}

export interface SerializedMeta {
  v: 7
  context: SearchContext
  /** What the context's pages are (src/search/ranking.ts), from the site configuration; guides when absent. */
  role?: 'reference' | 'notes' | 'guide'
  /** Record count of the whole site (IDF uses site-wide statistics, so scores of contexts compare). */
  total: number
  /** Record count of the context. */
  count: number
  /** Average token count of each field over the context's records (BM25's length normalisation): title, heading, body. */
  averageLengths: [number, number, number]
  /** Publication day (days since 1970-01-01) of the context's newest dated page, 0 when none is dated. */
  newestDay: number
  /** The display data of every record, when the context is small enough (then it has no display chunks). */
  docs?: SerializedDocs
  /** Display chunks, when the display data is not in the metadata. */
  docChunks?: ChunkFiles
  snippets: ChunkFiles
}

/**
 * What the ranking needs of the records a shard names: a record is scored only when a posting of a shard names it, so its numbers come with that
 * shard and no file holds them for every record. A field's length is needed only where the record is scored in that field, so each shard carries it
 * only for the records its postings name in that field (in id order, as idsByField of src/search/flexIndex.ts lists them): on a large site most
 * records a shard names are named in their text only, and the shard carries their text's length alone.
 */
export interface SerializedRecords {
  /** Every record the shard names, ascending, each as its difference from the previous one (the first from 0). */
  ids: number[]
  /** Each record's place among its page's sections (a page's sections are consecutive records): the page's first record is id − section. */
  sections: number[]
  /** Token counts of the title, heading and body of the records named in that field. */
  title: number[]
  heading: number[]
  body: number[]
  /** Publication day of each record's page (days since 1970-01-01), for a context of dated pages; 0 for an undated page. */
  days?: number[]
  /** Positions (in `ids`) of records whose title has no token (the re-ranking's title precision counts it as matched). */
  untitled?: number[]
  /** Positions (in `ids`) of records whose heading has no token (a page's top): no posting can name them in a heading. */
  headless?: number[]
  /**
   * Positions (in `ids`) of records named in a heading whose heading repeats over many pages of the context («Ошибки», «Пример запроса», a header's
   * name such as Idempotency-Key): their heading says little about what a page is about, so it counts less.
   */
  repeated?: number[]
  /**
   * Positions (in `ids`) of records named in a heading that is a field's or a header's name found on many pages (they
   * are in `repeated` too): such a record does not define the name.
   */
  shared?: number[]
  /** Positions (in `ids`) of the records of a page with pages under its address (a section's hub: /docs/clients). */
  hub?: number[]
}

/** FlexSearch Document export entries, per export key ('body.1.map': [[term, slots], ...]). */
export type FlexEntries = Record<string, Array<[string, Array<number[] | null>]>>

/**
 * The postings of a term that names many records are cut in two by page: the head, the pages whose records score best for the term alone
 * (src/search/build/buildIndex.ts, cutPostings), in the term's shard, and the tail, every other page, in a file of its own (SearchIndexFiles.tails).
 * The shard gives the tail's bounds: the engine ranks from the heads and reads a tail only when a record of it could still change the results
 * (src/search/engine.ts, rankOrNeed), so a common word does not cost all of its postings.
 */
export interface SerializedShard {
  /** The export entries of this shard's terms, each term's head only when it has a tail. */
  flex: FlexEntries
  /** Site-wide document frequency of each term of the shard, in sorted term order. */
  df: number[]
  records: SerializedRecords
  /**
   * The terms of the shard that have a tail, sorted, each with two bounds of the records in it: the largest impact,
   * and the largest score a record can reach for a query of the term alone (its impact with its page's support, its
   * exact heading and its title's precision; src/search/build/buildIndex.ts, cutPostings), and how many records the tail
   * names (what reading it costs: src/search/engine.ts, TAIL_RECORDS_PER_QUERY), and the number of its tail's file
   * (SearchIndexFiles.tails). A page is wholly in the head or wholly in the tail.
   */
  tails?: Array<[string, number, number, number, number]>
}

/** The tail of the postings of one term, and the numbers of the records it names. */
export interface SerializedTail {
  flex: FlexEntries
  records: SerializedRecords
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

export interface SearchHit extends Pick<SearchRecord, 'url' | 'title' | 'heading' | 'breadcrumbs'> {
  snippet: string
  score: number
  /** Words of the page that matched, for highlighting and `_highlight`. */
  matched: string[]
}
