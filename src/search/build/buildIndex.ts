import { analyze, analyzeTitle, STOPWORDS, words } from '../tokenize'
import { buildVocabulary } from '../typos'
import { createFieldIndex, fieldMaps, fieldOfKey, idsByField, indexTerms } from '../flexIndex'
import { exactHeadingFactor, REPEATED_HEADING_FIELD_WEIGHT, titlePrecisionFactor, withPageSupport } from '../ranking'
import { BM25_K1, FIELD_WEIGHTS, lengthNorm } from '../format'
import type {
  FlexEntries,
  SearchRecord,
  SerializedDocs,
  SerializedMeta,
  SerializedRecords,
  SerializedShard,
  SerializedSnippets,
  SerializedTail,
  SerializedVocabulary,
} from '../format'

/**
 * A term that names more records than this keeps this many, those of its highest impact, in its shard (the head) and
 * the others in a tail file (SerializedShard): the engine reads a tail only when its bound says a record of it could
 * still enter the results. Measured with scripts/bench/search-scale.cjs (docs/search.md).
 */
export const HEAD_RECORDS = 256

/** Length of the text kept per record for result snippets. */
export const SNIPPET_SOURCE_LENGTH = 280

/**
 * Bounds of the files of a context, in characters of JSON (Cyrillic takes two bytes of UTF-8; gzip sends about a
 * quarter of the bytes). A query fetches a shard per term and every shard a prefix's terms overlap, and a chunk
 * per hit, so small files keep a query's download small on a large site; much smaller ones would only add
 * requests. A shard's bound counts its postings; the numbers of the records they name come on top (SerializedRecords:
 * a quarter more on this site, up to as much again on a large one), which is why it is 12K: the first use of the
 * box on this site fetches three shards at 12K or 24K, 11 KB gzip of them at 12K against 17 at 24K, and five at 8K. A context whose display data is at most `inlineDocs` keeps it in its metadata: one request instead
 * of a few, and no second round trip for the hits (a browser sends at most six requests to a host at a time,
 * so the first query's shards would otherwise queue behind display chunks). Snippet chunks are the smallest: the
 * dropdown shows a snippet for each of its hits, which lie on several pages, and fetches a chunk per hit (about 2 KB
 * gzip each, some 10 KB a dropdown, where chunks of 24K characters cost some 30 KB).
 */
export const FILE_LIMITS = { shard: 12 * 1024, docsChunk: 32 * 1024, inlineDocs: 96 * 1024, snippetsChunk: 4 * 1024, head: HEAD_RECORDS }

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

/** The heading field as indexed: the heading the reader sees, and the page's keywords, which weigh as a heading and are not shown. */
export const indexedHeading = (record: SearchRecord): string => (record.keywords ? `${record.heading} ${record.keywords}` : record.heading)

/**
 * The heading field's length for BM25F: each keyword of a page names it as its heading does, so the field is as long
 * as the longest of those names, not as all of them together (a keyword weighed the less, the more the page has).
 */
export const headingLength = (record: SearchRecord, analyzeText: Analyzer): number =>
  Math.max(...[record.heading, ...(record.keywords?.split(',') ?? [])].map((name) => analyzeText(name).length))

/** Document frequencies over all records of the site (every context), for comparable IDF. */
export function documentFrequencies(records: SearchRecord[], analyzeText: Analyzer = analyze): Map<string, number> {
  const df = new Map<string, number>()
  // A page's sections share its title: its stems (stop words included, as the title field keeps them) once per page.
  const titleTerms = cachedAnalyzer(analyzeTitle)
  for (const record of records) {
    for (const term of new Set([...titleTerms(record.title), ...analyzeText(indexedHeading(record)), ...analyzeText(record.text)]))
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
 * Runs of the same number of consecutive records (the last one shorter), that number chosen so that a run holds about `max` of `sizeOf` on average:
 * chunk n then holds records n × per onwards, and no table is needed to find a record's chunk.
 */
export function fixedChunks<T>(items: readonly T[], sizeOf: (item: T) => number, max: number): { per: number; chunks: T[][] } {
  const total = items.reduce((sum, item) => sum + sizeOf(item), 0)
  const per = Math.max(1, Math.floor((max * items.length) / Math.max(1, total)))
  const chunks: T[][] = []
  for (let first = 0; first < items.length; first += per) chunks.push(items.slice(first, first + per))
  return { per, chunks }
}

/** One context's index before it is written: the metadata, its chunk tables not named yet (prefix and hash ''), and the files' data. */
export interface BuiltContextIndex {
  meta: SerializedMeta
  /** Term shards in term order. */
  shards: Array<{ first: string; data: SerializedShard }>
  /** The tail of each term that has one, a file each, in term order (the shard's `tails` entry names its file). */
  tails: SerializedTail[]
  /** Display chunks (meta.docChunks; none when the metadata holds the display data) and snippet chunks (meta.snippets). */
  docs: SerializedDocs[]
  snippets: SerializedSnippets[]
  vocabulary: SerializedVocabulary
}

/** One term's postings: per export key, its slots (a record's slot is its term frequency − 1). */
type Postings = Map<string, Array<number[] | null>>

/**
 * What a term adds to each record's BM25F sum before its IDF and a look-up's weight (its impact): the engine's sum
 * (src/search/engine.ts, scoreTerm), field by field in FIELDS order, from the same numbers.
 */
export function termImpacts(postings: Postings, facts: RecordFacts, averages: readonly number[]): Map<number, number> {
  const perField: Array<Map<number, number>> = [new Map(), new Map(), new Map()]
  for (const [key, slots] of postings) {
    const field = fieldOfKey(key)
    if (field < 0) continue
    slots.forEach((ids, slot) => {
      const tf = slot + 1
      for (const id of ids ?? []) {
        const norm = lengthNorm(facts.lengths[id * 3 + field], averages[field])
        const weight = field === 1 && facts.repeated[id] ? FIELD_WEIGHTS[1] * REPEATED_HEADING_FIELD_WEIGHT : FIELD_WEIGHTS[field]
        perField[field].set(id, weight * ((tf * (BM25_K1 + 1)) / (tf + norm)))
      }
    })
  }
  const out = new Map<number, number>()
  for (const field of perField) for (const [id, impact] of field) out.set(id, (out.get(id) ?? 0) + impact)
  return out
}

/** The postings of `ids` only, each slot keeping its order (ascending ids, as FlexSearch adds them); empty slots null. */
function keepOnly(postings: Postings, ids: ReadonlySet<number>): Postings {
  const out: Postings = new Map()
  for (const [key, slots] of postings) {
    const kept = slots.map((slot) => {
      const own = (slot ?? []).filter((id) => ids.has(id))
      return own.length > 0 ? own : null
    })
    while (kept.length > 0 && kept[kept.length - 1] === null) kept.pop()
    if (kept.length > 0) out.set(key, kept)
  }
  return out
}

/**
 * What a record can score for a query of this term alone, before the term's IDF and the look-up's weight: its impact
 * with its page's support (its page's best impact), times its exact heading and its title's precision for this word
 * (src/search/ranking.ts rerank; the query's other factors are the same for every record of a context).
 */
export function aloneScores(
  postings: Postings,
  impacts: Map<number, number>,
  facts: RecordFacts,
  pageOf: (id: number) => number,
): Map<number, number> {
  const inField = [new Set<number>(), new Set<number>(), new Set<number>()]
  for (const [key, slots] of postings) {
    const field = fieldOfKey(key)
    if (field >= 0) for (const ids of slots) for (const id of ids ?? []) inField[field].add(id)
  }
  const pageBest = new Map<number, number>()
  for (const [id, impact] of impacts) pageBest.set(pageOf(id), Math.max(pageBest.get(pageOf(id)) ?? 0, impact))
  const out = new Map<number, number>()
  for (const [id, impact] of impacts) {
    const titleLength = facts.lengths[id * 3]
    const exact = inField[1].has(id) && facts.lengths[id * 3 + 1] === 1 && facts.repeated[id] !== 1
    const share = inField[0].has(id) ? Math.min(1, 1 / titleLength) : titleLength === 0 ? 1 : 0
    out.set(id, withPageSupport(impact, pageBest.get(pageOf(id)) ?? 0) * exactHeadingFactor(exact) * titlePrecisionFactor(share))
  }
  return out
}

/**
 * A term's postings cut into the head and the tail by page: a page's records of the term are all in the head or all
 * in the tail, so that a page the head names is known whole (its support, its title). Pages are taken by the best
 * score a record of theirs can reach for this term alone (aloneScores), until the head holds `head` records; no tail
 * when the term names at most `head` records. The bounds are the tail's largest impact and largest such score.
 */
export function cutPostings(
  postings: Postings,
  facts: RecordFacts,
  averages: readonly number[],
  head: number,
): { head: Postings; tail?: Postings; bound: number; aloneBound: number; tailRecords: number } {
  const impacts = termImpacts(postings, facts, averages)
  if (impacts.size <= head) return { head: postings, bound: 0, aloneBound: 0, tailRecords: 0 }
  const pageOf = (id: number) => id - facts.sections[id]
  const alone = aloneScores(postings, impacts, facts, pageOf)
  const pages = new Map<number, { best: number; ids: number[] }>()
  for (const [id, score] of alone) {
    const page = pages.get(pageOf(id)) ?? { best: 0, ids: [] }
    page.best = Math.max(page.best, score)
    page.ids.push(id)
    pages.set(pageOf(id), page)
  }
  const order = [...pages].sort(([a, pa], [b, pb]) => pb.best - pa.best || a - b)
  const headIds = new Set<number>()
  const tailIds = new Set<number>()
  for (const [, page] of order) {
    const part = headIds.size < head ? headIds : tailIds
    for (const id of page.ids) part.add(id)
  }
  if (tailIds.size === 0) return { head: postings, bound: 0, aloneBound: 0, tailRecords: 0 }
  let bound = 0
  let aloneBound = 0
  for (const id of tailIds) {
    bound = Math.max(bound, impacts.get(id) ?? 0)
    aloneBound = Math.max(aloneBound, alone.get(id) ?? 0)
  }
  return { head: keepOnly(postings, headIds), tail: keepOnly(postings, tailIds), bound, aloneBound, tailRecords: tailIds.size }
}

/**
 * The FlexSearch Document of the context is built once and exported; its map entries are then cut by term into shards, so each shard is the export
 * FlexSearch would give for a Document of those terms alone (a common term's head only, its tail going to a file of its own), and the worker imports
 * the shards a query needs into one Document per context. A tail file holds one term's tail: a query reads the tails it chose and no other term's.
 */
function termShards(
  records: SearchRecord[],
  df: Map<string, number>,
  limits: typeof FILE_LIMITS,
  analyzeText: Analyzer,
  facts: RecordFacts,
  averages: readonly number[],
): Pick<BuiltContextIndex, 'shards' | 'tails'> {
  const index = createFieldIndex(analyzeText, cachedAnalyzer(analyzeTitle))
  records.forEach((record, id) => index.add({ id, title: record.title, heading: indexedHeading(record), body: record.text }))
  const byTerm = new Map<string, Postings>()
  // The registry of ids ('reg') is left out: nothing reads it, and it would repeat every id in every shard.
  index.export((key: string, data: string) => {
    if (!key.endsWith('.map')) return
    for (const [term, slots] of JSON.parse(data) as Array<[string, Array<number[] | null>]>) {
      const postings = byTerm.get(term) ?? new Map()
      byTerm.set(term, postings.set(key, slots))
    }
  })
  const cut = new Map([...byTerm].map(([term, postings]) => [term, cutPostings(postings, facts, averages, limits.head)]))
  const anyTail = [...cut.values()].some(({ tail }) => tail !== undefined)
  const keys = [...new Set([...byTerm.values()].flatMap((postings) => [...postings.keys()]))].sort()
  const entriesOf = (terms: string[], part: 'head' | 'tail'): FlexEntries => {
    const flex: FlexEntries = {}
    for (const key of keys) {
      const own = terms.flatMap((term): Array<[string, Array<number[] | null>]> => {
        const slots = cut.get(term)?.[part]?.get(key)
        return slots ? [[term, slots]] : []
      })
      if (own.length > 0) flex[key] = own
    }
    return flex
  }
  const sizeOf = (term: string) =>
    [...(cut.get(term)?.head ?? new Map()).values()].reduce((sum, slots) => sum + JSON.stringify(slots).length + term.length * 2 + 6, 4)
  const tails: SerializedTail[] = []
  // A context without terms (no records yet) still has its first shard, empty: the shard table starts at ''.
  const runs = cutBySize(indexTerms(fieldMaps(index)), sizeOf, limits.shard)
  const shards = (runs.length > 0 ? runs : [[]]).map((terms, position) => {
    const flex = entriesOf(terms, 'head')
    const data: SerializedShard = { flex, df: terms.map((term) => df.get(term) ?? 1), records: namedRecords(flex, facts, anyTail) }
    const tailed = terms.filter((term) => cut.get(term)?.tail)
    if (tailed.length > 0)
      data.tails = tailed.map((term) => {
        const { bound, aloneBound, tailRecords } = cut.get(term) ?? { bound: 0, aloneBound: 0, tailRecords: 0 }
        const tailFlex = entriesOf([term], 'tail')
        return [term, bound, aloneBound, tailRecords, tails.push({ flex: tailFlex, records: namedRecords(tailFlex, facts, anyTail) }) - 1]
      })
    return { first: position === 0 ? '' : terms[0], data }
  })
  return { shards, tails }
}

/** What the ranking needs of each record of a context (SerializedRecords), before it is cut by shard. */
export interface RecordFacts {
  lengths: number[]
  sections: number[]
  days?: number[]
  repeated: Uint8Array
  shared: Uint8Array
  hub: Uint8Array
}

/** The numbers of the records a shard's postings name, in record order (SerializedRecords). */
function namedRecords(flex: FlexEntries, facts: RecordFacts, withHeadless: boolean): SerializedRecords {
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
  // Only the bound of an unread tail reads it (src/search/engine.ts, cannotChange): a context without tails goes without.
  const headless = withHeadless ? positions((id) => facts.lengths[id * 3 + 1] === 0) : []
  const repeated = positions((id) => inHeading.has(id) && facts.repeated[id] === 1)
  const shared = positions((id) => inHeading.has(id) && facts.shared[id] === 1)
  const hub = positions((id) => facts.hub[id] === 1)
  if (untitled.length > 0) out.untitled = untitled
  if (headless.length > 0) out.headless = headless
  if (repeated.length > 0) out.repeated = repeated
  if (shared.length > 0) out.shared = shared
  if (hub.length > 0) out.hub = hub
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

/** A heading on at least this many pages of a context is a repeated one (SerializedRecords.repeated). */
export const REPEATED_HEADING_PAGES = 4

/**
 * The page structure of a context's records: each record's place in its page, its page's day, whether its heading
 * repeats over many pages (SerializedRecords.repeated) or is a name found on many pages (SerializedRecords.shared), whether
 * its page is a section's hub (SerializedRecords.hub).
 */
export function pageStructure(records: SearchRecord[]): Omit<RecordFacts, 'lengths'> & { newestDay: number } {
  const sections: number[] = []
  const days: number[] = []
  const paths: string[] = []
  const pagesOfHeading = new Map<string, Set<string>>()
  let section = 0
  let day = 0
  records.forEach((record, id) => {
    const path = record.url.split('#')[0]
    paths.push(path)
    if (id === 0 || path !== paths[id - 1]) {
      section = 0
      day = record.date ? Math.round(Date.parse(`${record.date}T00:00:00Z`) / 86_400_000) : 0
    } else section += 1
    sections.push(section)
    days.push(day)
    const heading = record.heading.trim().toLowerCase()
    if (heading) pagesOfHeading.set(heading, (pagesOfHeading.get(heading) ?? new Set()).add(path))
  })
  // A heading on many pages says little about any of them, a phrase («Ошибки») or a name alike: a header documented
  // on every method (Idempotency-Key) is that method's use of it, and the page that explains it should win. A name
  // on many pages is, besides, a shared parameter, not the place that defines it.
  const isName = (heading: string) => /^[A-Za-z0-9_.[\]-]+$/.test(heading.trim())
  const onManyPages = (record: SearchRecord) => (pagesOfHeading.get(record.heading.trim().toLowerCase())?.size ?? 0) >= REPEATED_HEADING_PAGES
  const newestDay = days.reduce((newest, day) => Math.max(newest, day), 0)
  // A page with pages under its address is its section's hub (SerializedRecords.hub).
  const above = new Set<string>()
  for (let path of paths) while (path.includes('/')) above.add((path = path.slice(0, path.lastIndexOf('/'))))
  return {
    sections,
    ...(newestDay > 0 ? { days } : {}),
    newestDay,
    repeated: Uint8Array.from(records, (record) => (onManyPages(record) ? 1 : 0)),
    shared: Uint8Array.from(records, (record) => (onManyPages(record) && isName(record.heading) ? 1 : 0)),
    hub: Uint8Array.from(paths, (path) => (above.has(path) ? 1 : 0)),
  }
}

/** BM25's average length of each field, summed in record order (an order that does not change, so neither do the doubles). */
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
  const lengths = records.flatMap((r) => [analyzeText(r.title).length, headingLength(r, analyzeText), analyzeText(r.text).length])
  const { newestDay, ...structure } = pageStructure(records)
  const averages = averageLengths(lengths)
  const docs = inline ? { per: records.length, chunks: [] } : fixedChunks(records, displaySize, limits.docsChunk)
  const snippets = fixedChunks(
    records.map((r) => r.text.slice(0, SNIPPET_SOURCE_LENGTH)),
    (snippet) => snippet.length + 3,
    limits.snippetsChunk,
  )
  const unnamed = { prefix: '', hash: '' }
  return {
    meta: {
      v: 7,
      context,
      total: site.total,
      count: records.length,
      averageLengths: averages,
      newestDay,
      ...(inline ? { docs: docsChunk(records) } : { docChunks: { ...unnamed, per: docs.per, count: docs.chunks.length } }),
      snippets: { ...unnamed, per: snippets.per, count: snippets.chunks.length },
    },
    ...termShards(records, site.df, limits, analyzeText, { lengths, ...structure }, averages),
    docs: docs.chunks.map(docsChunk),
    vocabulary: buildVocabulary(records.map((r) => words(`${r.title} ${indexedHeading(r)} ${r.text}`).filter((word) => !STOPWORDS.has(word)))),
    snippets: snippets.chunks,
  }
}
