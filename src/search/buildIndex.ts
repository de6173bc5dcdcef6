import { analyze, analyzeTitle, STOPWORDS, words } from './tokenize'
import { buildVocabulary } from './typos'
import { createFieldIndex, fieldMaps, idsByField, indexTerms } from './flexIndex'
import type {
  SearchRecord,
  SerializedDocs,
  SerializedMeta,
  SerializedRecords,
  SerializedShard,
  SerializedSnippets,
  SerializedVocabulary,
} from './format'

/** Length of the text kept per record for result snippets. */
export const SNIPPET_SOURCE_LENGTH = 280

/**
 * Bounds of the files of a context, in characters of JSON (Cyrillic takes two bytes of UTF-8; gzip sends about a
 * quarter of the bytes). A query fetches a shard per term and every shard a prefix's terms overlap, and a chunk
 * per hit, so small files keep a query's download small on a large site; much smaller ones would only add
 * requests. A shard's bound counts its postings; the numbers of the records they name come on top (SerializedRecords:
 * a quarter more on this site, up to as much again on a large one), which is why it is 12K and no longer 24K: the
 * first use of the box on this site fetches three shards either way, 11 KB gzip of them instead of 17 (at 8K it
 * fetches five). A context whose display data is at most `inlineDocs` keeps it in its metadata: one request instead
 * of a few, and no second round trip for the hits (a browser sends at most six requests to a host at a time,
 * so the first query's shards would otherwise queue behind display chunks). Snippet chunks are the smallest: the
 * dropdown shows a snippet for each of its hits, which lie on several pages, and fetches a chunk per hit (about 2 KB
 * gzip each, some 10 KB a dropdown, where chunks of 24K characters cost some 30 KB).
 */
export const FILE_LIMITS = { shard: 12 * 1024, docsChunk: 32 * 1024, inlineDocs: 96 * 1024, snippetsChunk: 4 * 1024 }

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

/**
 * Runs of the same number of consecutive records (the last one shorter), that number chosen so that a run holds
 * about `max` of `sizeOf` on average: chunk n then holds records n × per onwards, and no table is needed to find a
 * record's chunk.
 */
export function fixedChunks<T>(items: readonly T[], sizeOf: (item: T) => number, max: number): { per: number; chunks: T[][] } {
  const total = items.reduce((sum, item) => sum + sizeOf(item), 0)
  const per = Math.max(1, Math.floor((max * items.length) / Math.max(1, total)))
  const chunks: T[][] = []
  for (let first = 0; first < items.length; first += per) chunks.push(items.slice(first, first + per))
  return { per, chunks }
}

/** One context's index before it is written: the metadata without its chunk tables, and the files' data. */
export interface BuiltContextIndex {
  meta: Omit<SerializedMeta, 'snippets' | 'docChunks'>
  shards: Array<{ first: string; data: SerializedShard }>
  /** Display chunks of `docsPer` records each (none when the metadata holds the display data). */
  docs: SerializedDocs[]
  docsPer: number
  /** Snippet chunks of `snippetsPer` records each. */
  snippets: SerializedSnippets[]
  snippetsPer: number
  vocabulary: SerializedVocabulary
}

/**
 * The FlexSearch Document of the context is built once and exported; its map entries are then cut by term into
 * shards, so each shard is the export FlexSearch would give for a Document of those terms alone, and the worker
 * imports the shards a query needs into one Document per context.
 */
function termShards(
  records: SearchRecord[],
  df: Map<string, number>,
  maxBytes: number,
  analyzeText: Analyzer,
  facts: RecordFacts,
): BuiltContextIndex['shards'] {
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
    return { first: position === 0 ? '' : terms[0], data: { flex, df: terms.map((term) => df.get(term) ?? 1), records: namedRecords(flex, facts) } }
  })
}

/** What the ranking needs of each record of a context (SerializedRecords), before it is cut by shard. */
export interface RecordFacts {
  lengths: number[]
  sections: number[]
  days?: number[]
  repeated: Uint8Array
  shared: Uint8Array
}

/** The numbers of the records a shard's postings name, in record order (SerializedRecords). */
function namedRecords(flex: SerializedShard['flex'], facts: RecordFacts): SerializedRecords {
  const [title, heading, body] = idsByField(flex)
  const ids = [...new Set([...title, ...heading, ...body])].sort((a, b) => a - b)
  const lengthsOf = (named: number[], field: number) => named.map((id) => facts.lengths[id * 3 + field])
  const inHeading = new Set(heading)
  const positions = (test: (id: number) => boolean) => ids.flatMap((id, i) => (test(id) ? [i] : []))
  const out: SerializedRecords = {
    ids: ids.map((id, i) => id - (i === 0 ? 0 : ids[i - 1])),
    sections: ids.map((id) => facts.sections[id]),
    title: lengthsOf(title, 0),
    heading: lengthsOf(heading, 1),
    body: lengthsOf(body, 2),
  }
  const { days } = facts
  if (days) out.days = ids.map((id) => days[id])
  const untitled = positions((id) => facts.lengths[id * 3] === 0)
  const repeated = positions((id) => inHeading.has(id) && facts.repeated[id] === 1)
  const shared = positions((id) => inHeading.has(id) && facts.shared[id] === 1)
  if (untitled.length > 0) out.untitled = untitled
  if (repeated.length > 0) out.repeated = repeated
  if (shared.length > 0) out.shared = shared
  return out
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

/**
 * The page structure of a context's records: each record's place in its page, its page's day, whether its heading
 * repeats over many pages (SerializedRecords.repeated) or is a name found on many pages (SerializedRecords.shared).
 */
export function pageStructure(records: SearchRecord[]): Omit<RecordFacts, 'lengths'> & { newestDay: number } {
  const sections: number[] = []
  const days: number[] = []
  const pagesOfHeading = new Map<string, Set<string>>()
  let section = 0
  let day = 0
  records.forEach((record, id) => {
    const path = record.url.split('#')[0]
    if (id === 0 || path !== records[id - 1].url.split('#')[0]) {
      section = 0
      day = record.date ? Math.round(Date.parse(`${record.date}T00:00:00Z`) / 86_400_000) : 0
    } else section += 1
    sections.push(section)
    days.push(day)
    const heading = record.heading.trim().toLowerCase()
    if (heading) pagesOfHeading.set(heading, (pagesOfHeading.get(heading) ?? new Set()).add(path))
  })
  // A field's or a header's name (to.phone, Idempotency-Key) is what its rows define: its heading keeps its weight,
  // but a name on many pages is a shared parameter, not the place that defines it.
  const isName = (heading: string) => /^[A-Za-z0-9_.[\]-]+$/.test(heading.trim())
  const onManyPages = (record: SearchRecord) => (pagesOfHeading.get(record.heading.trim().toLowerCase())?.size ?? 0) >= REPEATED_HEADING_PAGES
  const newestDay = days.reduce((newest, day) => Math.max(newest, day), 0)
  return {
    sections,
    ...(newestDay > 0 ? { days } : {}),
    newestDay,
    repeated: Uint8Array.from(records, (record) => (onManyPages(record) && !isName(record.heading) ? 1 : 0)),
    shared: Uint8Array.from(records, (record) => (onManyPages(record) && isName(record.heading) ? 1 : 0)),
  }
}

/** BM25's average length of each field, summed in record order as the engine once did (the same doubles). */
export function averageLengths(lengths: readonly number[]): [number, number, number] {
  const sum: [number, number, number] = [0, 0, 0]
  for (let i = 0; i < lengths.length; i += 1) sum[i % 3] += lengths[i]
  const n = Math.max(1, lengths.length / 3)
  return [Math.max(1, sum[0] / n), Math.max(1, sum[1] / n), Math.max(1, sum[2] / n)]
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
  const lengths = records.flatMap((r) => [analyzeText(r.title).length, analyzeText(r.heading).length, analyzeText(r.text).length])
  const { newestDay, ...structure } = pageStructure(records)
  const docs = inline ? { per: records.length, chunks: [] } : fixedChunks(records, displaySize, limits.docsChunk)
  const snippets = fixedChunks(
    records.map((r) => r.text.slice(0, SNIPPET_SOURCE_LENGTH)),
    (snippet) => snippet.length + 3,
    limits.snippetsChunk,
  )
  return {
    meta: {
      v: 6,
      context,
      total: site.total,
      count: records.length,
      averageLengths: averageLengths(lengths),
      newestDay,
      ...(inline ? { docs: docsChunk(records) } : {}),
    },
    shards: termShards(records, site.df, limits.shard, analyzeText, { lengths, ...structure }),
    docs: docs.chunks.map(docsChunk),
    docsPer: docs.per,
    vocabulary: buildVocabulary(records.map((r) => words(`${r.title} ${r.heading} ${r.text}`).filter((word) => !STOPWORDS.has(word)))),
    snippets: snippets.chunks,
    snippetsPer: snippets.per,
  }
}
