import { analyze, analyzeTitle, STOPWORDS, words } from './tokenize'
import { buildVocabulary } from './typos'
import { createFieldIndex, fieldMaps, indexTerms } from './flexIndex'
import type { SearchRecord, SerializedDocs, SerializedMeta, SerializedShard, SerializedSnippets, SerializedVocabulary } from './format'

/** Length of the text kept per record for result snippets. */
export const SNIPPET_SOURCE_LENGTH = 280

/**
 * Bounds of the files of a context, in characters of JSON (Cyrillic takes two bytes of UTF-8; gzip sends about a
 * quarter of the bytes). A query fetches a shard per term and every shard a prefix's terms overlap, and a chunk
 * per hit, so small files keep a query's download small on a large site; much smaller ones would only add
 * requests. A context whose display data is at most `inlineDocs` keeps it in its metadata: one request instead
 * of a few, and no second round trip for the hits (a browser sends at most six requests to a host at a time,
 * so the first query's shards would otherwise queue behind display chunks). Snippet chunks are the smallest: the
 * dropdown shows a snippet for each of its hits, which lie on several pages, and fetches a chunk per hit (about 2 KB
 * gzip each, some 10 KB a dropdown, where chunks of 24K characters cost some 30 KB).
 */
export const FILE_LIMITS = { shard: 24 * 1024, docsChunk: 32 * 1024, inlineDocs: 96 * 1024, snippetsChunk: 4 * 1024 }

/** The tokenizer as the builder calls it; the arrays it returns are read, never changed. */
export type Analyzer = (text: string) => string[]

/**
 * analyze() of each distinct text once: the document frequencies, the field lengths and FlexSearch's encoder
 * all ask for the same texts (and headings such as «Ошибки» repeat over many pages).
 */
export function cachedAnalyzer(base: Analyzer = analyze): Analyzer {
  const cache = new Map<string, string[]>()
  return (text) => {
    let tokens = cache.get(text)
    if (!tokens) {
      tokens = base(text)
      cache.set(text, tokens)
    }
    return tokens
  }
}

/** Document frequencies over all records of the site (every context), for comparable IDF. */
export function documentFrequencies(records: SearchRecord[], analyzeText: Analyzer = analyze): Map<string, number> {
  const df = new Map<string, number>()
  // A page's sections share its title: its stems (stop words included, as the title field keeps them) once per page.
  const titleTerms = cachedAnalyzer(analyzeTitle)
  for (const record of records) {
    for (const term of new Set([...titleTerms(record.title), ...analyzeText(record.heading), ...analyzeText(record.text)]))
      df.set(term, (df.get(term) ?? 0) + 1)
  }
  return df
}

/** Consecutive runs of `items` whose sizes add up to at most `max` (an item larger than that is a run of its own). */
export function cutBySize<T>(items: readonly T[], sizeOf: (item: T) => number, max: number): T[][] {
  const runs: T[][] = []
  let run: T[] = []
  let size = 0
  for (const item of items) {
    const itemSize = sizeOf(item)
    if (run.length > 0 && size + itemSize > max) {
      runs.push(run)
      run = []
      size = 0
    }
    run.push(item)
    size += itemSize
  }
  if (run.length > 0) runs.push(run)
  return runs
}

/** Runs of consecutive records with the id of each run's first record. */
function recordChunks<T>(items: T[], sizeOf: (item: T) => number, max: number): Array<{ first: number; items: T[] }> {
  let first = 0
  return cutBySize(items, sizeOf, max).map((run) => {
    const chunk = { first, items: run }
    first += run.length
    return chunk
  })
}

/** One context's index before it is written: the metadata without its chunk tables, and the files' data. */
export interface BuiltContextIndex {
  meta: Omit<SerializedMeta, 'snippets'>
  shards: Array<{ first: string; data: SerializedShard }>
  docs: Array<{ first: number; data: SerializedDocs }>
  snippets: Array<{ first: number; data: SerializedSnippets }>
  vocabulary: SerializedVocabulary
}

/**
 * The FlexSearch Document of the context is built once and exported; its map entries are then cut by term into
 * shards, so each shard is the export FlexSearch would give for a Document of those terms alone, and the worker
 * imports the shards a query needs into one Document per context.
 */
function termShards(records: SearchRecord[], df: Map<string, number>, maxBytes: number, analyzeText: Analyzer): BuiltContextIndex['shards'] {
  const index = createFieldIndex(analyzeText, cachedAnalyzer(analyzeTitle))
  records.forEach((record, id) => index.add({ id, title: record.title, heading: record.heading, body: record.text }))
  const entries = new Map<string, Map<string, Array<number[] | null>>>()
  // The registry of ids ('reg') is left out: nothing reads it, and it would repeat every id in every shard.
  index.export((key: string, data: string) => {
    if (!key.endsWith('.map')) return
    const byTerm = entries.get(key) ?? new Map<string, Array<number[] | null>>()
    for (const [term, slots] of JSON.parse(data) as Array<[string, Array<number[] | null>]>) byTerm.set(term, slots)
    entries.set(key, byTerm)
  })
  const keys = [...entries.keys()].sort()
  const sizeOf = (term: string) =>
    keys.reduce((sum, key) => sum + (entries.get(key)?.has(term) ? JSON.stringify(entries.get(key)?.get(term)).length + term.length * 2 + 6 : 0), 4)
  return cutBySize(indexTerms(fieldMaps(index)), sizeOf, maxBytes).map((terms, position) => {
    const flex: SerializedShard['flex'] = {}
    for (const key of keys) {
      const byTerm = entries.get(key) ?? new Map()
      const own = terms.filter((term) => byTerm.has(term)).map((term): [string, Array<number[] | null>] => [term, byTerm.get(term)])
      if (own.length > 0) flex[key] = own
    }
    return { first: position === 0 ? '' : terms[0], data: { flex, df: terms.map((term) => df.get(term) ?? 1) } }
  })
}

/** Display data of consecutive records, each page's path, title and breadcrumbs stored once. */
function docsChunk(records: SearchRecord[]): SerializedDocs {
  const chunk: SerializedDocs = { pages: [], records: [] }
  let last = ''
  for (const record of records) {
    const [path, anchor = ''] = record.url.split('#', 2)
    const page: [string, string, string] = [path, record.title, record.breadcrumbs.join(' › ')]
    const key = JSON.stringify(page)
    if (key !== last) chunk.pages.push(page)
    last = key
    chunk.records.push([chunk.pages.length - 1, anchor, record.heading])
  }
  return chunk
}

/** A heading on at least this many pages of a context is a repeated one (SerializedMeta.repeated). */
export const REPEATED_HEADING_PAGES = 4

/** The page structure of a context's records: first record of each page, their days, the repeated headings. */
export function pageStructure(records: SearchRecord[]): Pick<SerializedMeta, 'pages' | 'days' | 'repeated' | 'shared'> {
  const pages: number[] = []
  const days: number[] = []
  const pagesOfHeading = new Map<string, Set<string>>()
  records.forEach((record, id) => {
    const path = record.url.split('#')[0]
    if (id === 0 || path !== records[id - 1].url.split('#')[0]) {
      pages.push(id)
      days.push(record.date ? Math.round(Date.parse(`${record.date}T00:00:00Z`) / 86_400_000) : 0)
    }
    const heading = record.heading.trim().toLowerCase()
    if (heading) pagesOfHeading.set(heading, (pagesOfHeading.get(heading) ?? new Set()).add(path))
  })
  // A field's or a header's name (to.phone, Idempotency-Key) is what its rows define: its heading keeps its weight,
  // but a name on many pages is a shared parameter, not the place that defines it.
  const isName = (heading: string) => /^[A-Za-z0-9_.[\]-]+$/.test(heading.trim())
  const onManyPages = (record: SearchRecord) => (pagesOfHeading.get(record.heading.trim().toLowerCase())?.size ?? 0) >= REPEATED_HEADING_PAGES
  const repeated = records.flatMap((record, id) => (onManyPages(record) && !isName(record.heading) ? [id] : []))
  const shared = records.flatMap((record, id) => (onManyPages(record) && isName(record.heading) ? [id] : []))
  return {
    pages,
    ...(days.some((day) => day > 0) ? { days } : {}),
    ...(repeated.length > 0 ? { repeated } : {}),
    ...(shared.length > 0 ? { shared } : {}),
  }
}

/** Builds the partitioned index of one context. IDF uses the site's record count and document frequencies. */
export function buildContextIndex(
  context: string,
  records: SearchRecord[],
  site: { total: number; df: Map<string, number> } = { total: records.length, df: documentFrequencies(records) },
  limits: typeof FILE_LIMITS = FILE_LIMITS,
  analyzeText: Analyzer = analyze,
): BuiltContextIndex {
  // Sized by each record's display data (pages shared by neighbours are counted per record: a bound).
  const displaySize = (r: SearchRecord) => r.url.length + r.title.length + r.heading.length + r.breadcrumbs.join(' › ').length + 16
  const inline = records.reduce((sum, r) => sum + displaySize(r), 0) <= limits.inlineDocs
  return {
    meta: {
      v: 5,
      context,
      total: site.total,
      lengths: records.flatMap((r) => [analyzeText(r.title).length, analyzeText(r.heading).length, analyzeText(r.text).length]),
      ...pageStructure(records),
      ...(inline ? { docs: docsChunk(records) } : {}),
    },
    shards: termShards(records, site.df, limits.shard, analyzeText),
    docs: inline ? [] : recordChunks(records, displaySize, limits.docsChunk).map(({ first, items }) => ({ first, data: docsChunk(items) })),
    vocabulary: buildVocabulary(records.map((r) => words(`${r.title} ${r.heading} ${r.text}`).filter((word) => !STOPWORDS.has(word)))),
    snippets: recordChunks(
      records.map((r) => r.text.slice(0, SNIPPET_SOURCE_LENGTH)),
      (snippet) => snippet.length + 3,
      limits.snippetsChunk,
    ).map(({ first, items }) => ({ first, data: items })),
  }
}
