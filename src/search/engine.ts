import { analyzeQuery, normalize, stem, stopTerms } from './tokenize'
import { correctable, nearestWords, type Correction } from './typos'
import { thesaurusIdfFloor, type Thesaurus } from './thesaurus'
import {
  namesReference,
  FEATURE_WEIGHTS,
  LOOKUP_WEIGHTS,
  REPEATED_HEADING_FIELD_WEIGHT,
  SECTIONS_PER_PAGE,
  queryTraits,
  rerank,
  type ContextRole,
  type RecordFeatures,
} from './ranking'
import { createFieldIndex, fieldMaps, fieldOfKey, idsByField, type SlotMap } from './flexIndex'
import { switchKeyboardLayout, transliterate } from './spelling'
import { entryOf, prefixEnd, shardsOverlapping } from './shards'
import type { BuiltContextIndex } from './build/buildIndex'
import {
  BM25_K1,
  FIELD_WEIGHTS,
  lengthNorm,
  MIN_PREFIX_LENGTH,
  type ChunkFiles,
  type FlexEntries,
  type SearchHit,
  type SerializedDocs,
  type SerializedMeta,
  type SerializedRecords,
  type SerializedShard,
  type SerializedSnippets,
  type SerializedTail,
  type SerializedVocabulary,
} from './format'

/** How a thesaurus phrase's stems are joined in a look-up's term (a stem has no space). */
const PHRASE = ' '
/** The index terms a look-up needs: a phrase's every stem, else its term. */
const termsOf = (lookup: Lookup): string[] => (lookup.prefix ? [lookup.term] : lookup.term.split(PHRASE))

/** A stem up to this many letters shorter than the query word's is looked up too (LOOKUP_WEIGHTS.shorterStem). */
const SHORTER_STEM_LETTERS = 2
/** How many index terms a prefix may expand to. */
const MAX_PREFIX_TERMS = 30

/**
 * The completions of a word being typed of at most this many letters are ranked from the heads of their postings
 * only (SerializedShard): one or two letters begin hundreds of words, and the reader has not chosen one yet. From three
 * letters on, and for every finished word, a tail is read whenever its bound says it could change the results.
 */
export const HEAD_ONLY_PREFIX_LETTERS = 2

/**
 * The most records of tails a query reads. Reading a tail costs the worker time in proportion to the records it names,
 * and a common word's tail grows with the site (tens of thousands of records at 10,000 pages), so a query whose bound
 * asks for more reads the rarest of its words' tails up to this many records and ranks the commoner words from their
 * heads. On a site where no term names more than HEAD_RECORDS (src/search/build/buildIndex.ts) records there are no tails.
 */
export const TAIL_RECORDS_PER_QUERY = 2048

/**
 * A tail's bound is the largest impact of its records as the builder summed it; the engine's sum of the same numbers
 * may differ in the last bit, so a bound is raised by this share before it is compared.
 */
const BOUND_MARGIN = 1e-9

const bitCount = (bits: number): number => {
  let n = 0
  for (let rest = bits; rest !== 0; rest &= rest - 1) n += 1
  return n
}

/** One look-up of a query word: an index term, or a prefix standing for the index terms it begins. */
interface Lookup {
  /** An index term, a prefix, or a thesaurus phrase: its stems joined by spaces (PHRASE). */
  term: string
  weight: number
  prefix: boolean
  /** The whole identifier the reader typed (sendMessage, Idempotency-Key). */
  identifier?: boolean
  /** A word of the writers' thesaurus (scored no less informative than the word typed: thesaurusIdfFloor). */
  thesaurus?: boolean
  /** A completion of a word typed with at most HEAD_ONLY_PREFIX_LETTERS letters: ranked from the heads of its terms. */
  headsOnly?: boolean
}

/**
 * The writers' thesaurus (content/search/thesaurus.txt), compiled into the worker by the search plugin; the worker
 * and the tests set it once, before the first query.
 */
let thesaurus: Thesaurus = {}
export function useThesaurus(compiled: Thesaurus): void {
  thesaurus = compiled
  lastLookups = null
}

/**
 * The look-ups of the last query without corrections: the worker asks for them to find the query's shards, then the
 * ranking and the check for unmatched words ask again, and tokenising (Snowball stems) is the larger part of it.
 */
let lastLookups: { query: string; prefix: boolean; lookups: Lookup[][] } | null = null

/** Corrections of a query's misspelt words: the word as normalised -> the pages' words it stands for. */
export type Corrections = ReadonlyMap<string, Correction[]>

function lookups(query: string, prefix: boolean, corrections?: Corrections): Lookup[][] {
  if (corrections) return lookupsOf(query, prefix, corrections)
  if (lastLookups?.query !== query || lastLookups.prefix !== prefix) lastLookups = { query, prefix, lookups: lookupsOf(query, prefix) }
  return lastLookups.lookups
}

/**
 * What each word of a query looks up: its stem, synonyms and transliterations, the whole identifier, and
 * prefixes. Snowball keeps derivational suffixes (подключить -> подключ, подключение -> подключен), so every
 * stem also matches the index terms it begins; the word being typed completes from two letters.
 * The shards a query needs and its ranking are both read from this.
 */
function lookupsOf(query: string, prefix: boolean, corrections?: Corrections): Lookup[][] {
  const tokens = analyzeQuery(query)
  return tokens.map((token, i) => {
    const out: Lookup[] = [
      { term: token.term, weight: LOOKUP_WEIGHTS.typed, prefix: false },
      // An identifier's parts are its own words, not the reader's: the thesaurus does not expand them.
      ...(token.part ? [] : (thesaurus[token.term] ?? [])).map(([term, weight]) => ({ term, weight, prefix: false, thesaurus: true })),
      ...(corrections?.get(token.word) ?? []).map((c) => ({ term: stem(c.word), weight: LOOKUP_WEIGHTS.typo, prefix: false })),
    ]
    // The whole identifier weighs as typed: that a record defines it is a re-ranking feature (definesIdentifier).
    if (token.exact) out.push({ term: token.exact, weight: LOOKUP_WEIGHTS.identifier, prefix: false, identifier: true })
    // Snowball cuts some forms shorter than others (отменить -> отмен, отмена -> отм) and parts a verb's alternating
    // consonants (подтверд-ить, подтвержд-ение; отправ-ить, отправл-ение): the other stem is looked up too, weaker.
    const cyrillic = /[а-я]/.test(token.term)
    for (let length = cyrillic ? Math.max(3, token.term.length - SHORTER_STEM_LETTERS) : Infinity; length < token.term.length; length += 1) {
      const shorter = token.term.slice(0, length)
      if (!stopTerms().has(shorter)) out.push({ term: shorter, weight: LOOKUP_WEIGHTS.shorterStem, prefix: false })
    }
    const other = token.term.replace(/(?<=[а-я]{3})(?:([бвмпф])л(?:ен|ени)|(?<!ж)д)$/, (_, lip?: string) => lip ?? 'жд')
    if (other !== token.term) out.push({ term: other, weight: LOOKUP_WEIGHTS.shorterStem, prefix: other.endsWith('жд') })
    const isLast = i === tokens.length - 1 && prefix && !/\s$/.test(query)
    const minPrefix = isLast ? MIN_PREFIX_LENGTH : 4
    // A stem shorter than three letters is a prefix only as typed: «sm», the stem of sms (and «смска»), would begin smpp.
    for (const base of new Set([token.word, token.term])) {
      if (base && base.length >= minPrefix && (base === token.word || base.length >= 3))
        out.push({
          term: base,
          weight: isLast ? LOOKUP_WEIGHTS.completion : LOOKUP_WEIGHTS.stemPrefix,
          prefix: true,
          ...(token.word.length <= HEAD_ONLY_PREFIX_LETTERS ? { headsOnly: true } : {}),
        })
    }
    return out
  })
}

/**
 * The other forms of a query whose words are mostly not found: its Latin letters read as Russian (by the common
 * schemes, then the passport's), then its keys in the other layout. A part between spaces that holds a word found stays
 * as typed: the Latin words the site has (viber, sms, an identifier) and the Russian ones.
 */
export function otherForms(query: string, found: ReadonlySet<string>): string[] {
  const form = (change: (part: string) => string) =>
    query.replace(/\S+/g, (part) => (analyzeQuery(part).some((token) => found.has(token.word)) ? part : change(part)))
  const forms = [form(transliterate), form((part) => transliterate(part, true)), form(switchKeyboardLayout)]
  return [...new Set(forms)].filter((text) => normalize(text) !== normalize(query))
}

/**
 * Positions of the shards one form of a query needs: the shard of each term it looks up, and every shard a
 * prefix's run of terms overlaps. Only the shard table is needed, so the worker requests them all at once.
 */
export function shardsForQuery(shardFirsts: readonly string[], query: string, options: RankOptions = {}): number[] {
  const positions = new Set<number>()
  for (const lookup of lookups(query, options.prefix ?? true, options.corrections).flat()) {
    for (const term of termsOf(lookup))
      for (const position of shardsOverlapping(shardFirsts, term, lookup.prefix ? prefixEnd(term) : term)) positions.add(position)
  }
  return [...positions].sort((a, b) => a - b)
}

/**
 * The best `limit` of ranked records (best first), at most SECTIONS_PER_PAGE of one page: a page's other sections
 * would otherwise fill the list («каскад»: five sections of «Каскады»), and the reader finds them on the page.
 */
export function atMostPerPage<T extends [number, number]>(ranked: T[], pageOf: (doc: number) => number, limit: number): T[] {
  const shown = new Map<number, number>()
  const out: T[] = []
  for (const entry of ranked) {
    if (out.length >= limit) break
    const page = pageOf(entry[0])
    const count = shown.get(page) ?? 0
    if (count >= SECTIONS_PER_PAGE) continue
    shown.set(page, count + 1)
    out.push(entry)
  }
  return out
}

/**
 * Positions of the `count` highest of `scores`, best first, ties in position order (as a stable sort of all of them
 * would list them): a heap of `count` positions, so ordering a few of many costs little more than reading them.
 */
export function bestFirst(scores: Float64Array, count: number): number[] {
  const worse = (a: number, b: number) => scores[a] < scores[b] || (scores[a] === scores[b] && a > b)
  /** A heap whose root is the worst position kept. */
  const heap: number[] = []
  const siftDown = (from: number) => {
    for (let at = from; ;) {
      const left = 2 * at + 1
      const right = left + 1
      let worst = at
      if (left < heap.length && worse(heap[left], heap[worst])) worst = left
      if (right < heap.length && worse(heap[right], heap[worst])) worst = right
      if (worst === at) return
      ;[heap[at], heap[worst]] = [heap[worst], heap[at]]
      at = worst
    }
  }
  for (let i = 0; i < scores.length && count > 0; i += 1) {
    if (heap.length < count) {
      heap.push(i)
      for (let at = heap.length - 1; at > 0 && worse(heap[at], heap[(at - 1) >> 1]); at = (at - 1) >> 1)
        [heap[at], heap[(at - 1) >> 1]] = [heap[(at - 1) >> 1], heap[at]]
    } else if (worse(heap[0], i)) {
      heap[0] = i
      siftDown(0)
    }
  }
  return heap.sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0))
}

/** A look-up's tail not read by a ranking: what it can add to a record, alone, and the pages its head names whole. */
interface UnreadTail {
  term: string
  /** Weight × IDF × the tail's largest impact. */
  value: number
  /** Weight × IDF × the tail's largest score for the term alone (SerializedShard.tails). */
  alone: number
  pages: ReadonlySet<number>
}

/** How a query is looked up and ranked: as the word being typed (prefix, the default), typos corrected. */
export interface RankOptions {
  prefix?: boolean
  corrections?: Corrections
}

/** A ranked record of one context, before its display data is looked up. */
export interface Ranked {
  doc: number
  score: number
  matched: string[]
}

/** A ranking asked of an engine that lacks tail files it needs: a caller's mistake (the worker fetches them first). */
const tailsNotAdded = (query: string, files: number[]) => new Error(`rank("${query}"): tail files ${files.join(', ')} are needed and not added`)

/** A copy of `array` twice as long. */
function grown(array: Int32Array) {
  const out = new Int32Array(array.length * 2)
  out.set(array)
  return out
}

/**
 * The arrays a query works in, by record id: scores live in arrays rather than maps because a common word's
 * completions reach thousands of records on a large site. They are allocated once per engine and every query
 * leaves them as it found them (all zeros), clearing only the entries it wrote, so a query costs what its
 * candidates cost and nothing per record of the context.
 */
const queryWork = (size: number) => ({
  /** A term's BM25F sum per record while it is scored. */
  value: new Float64Array(size),
  /** A thesaurus phrase's score per record while it is scored. */
  phrase: new Float64Array(size),
  /** A query word's best look-up score per record, and whether the record's heading or title holds it. */
  best: new Float64Array(size),
  inHeading: new Uint8Array(size),
  inTitle: new Uint8Array(size),
  /** Retrieval: each query word's best BM25F over its look-ups, summed. */
  total: new Float64Array(size),
  /** Which query words a record matched, one bit each. */
  matchedWords: new Uint32Array(size),
  /** Records a query word's look-up matched whole (a thesaurus phrase with only some of its words does not). */
  whole: new Uint8Array(size),
  /** Records whose own heading is an identifier the query typed whole: a row or a section that defines it. */
  definesIdentifier: new Uint8Array(size),
  /** Which query words a record's heading matched. */
  headingWords: new Uint32Array(size),
  /** Which query words a record's title matched. */
  titleWords: new Uint32Array(size),
  /** The best retrieval score of each page touched, by the id of the page's first record. */
  pageBest: new Float64Array(size),
  /**
   * Which term raised which record's score, in order (the matched terms of the best records are read from it): the
   * records, and the terms as positions in the query's list of them. Grown when a query needs more, never shrunk.
   */
  raisedDocs: new Int32Array(1024),
  raisedTerms: new Int32Array(1024),
  /**
   * While the tails of some of the query's terms are not read: how much a record's retrieval score may still grow
   * through the query words it matched below their bound, and the largest score any record of a page may reach.
   */
  gap: new Float64Array(size),
  pageUpper: new Float64Array(size),
})

/**
 * BM25F over the partitioned index of one context (docs/requirements.md §9: b 0.75, k1 1.2; title weighted most). The engine
 * starts from the metadata and the shard table; the worker adds the term shards a query needs (imported into
 * one FlexSearch Document, with the numbers of the records they name), then the display chunks of its hits. A query
 * only sees the shards added so far.
 */
export class SearchEngine {
  private readonly fields = createFieldIndex()
  /** title, heading and body index of the FlexSearch Document */
  private maps: SlotMap[]
  /** sorted terms of each added shard */
  private readonly shardTerms: Array<string[] | undefined> = []
  /** The terms whose postings have a tail (SerializedShard.tails): its bounds, its record count and its file. */
  private readonly tailOf = new Map<string, { bound: number; alone: number; records: number; file: number }>()
  /** The most records of tails one query reads (TAIL_RECORDS_PER_QUERY; Infinity ranks every query exactly). */
  tailRecordBudget = TAIL_RECORDS_PER_QUERY
  /** The tails added so far, per field (FIELDS order): term -> slots, as FlexSearch's maps hold the heads. */
  private readonly tailMaps: Array<Map<string, Array<number[] | null>>> = [new Map(), new Map(), new Map()]
  private readonly tails = new Set<number>()
  private readonly df = new Map<string, number>()
  // The numbers of the records the added shards name, by record id (a record is only ever scored through a shard
  // that names it): typed arrays of the context's record count, a few bytes a record, allocated once, never walked.
  /** BM25's length normalisation of each field of each record: k1 (1 - b + b length / average length). */
  private readonly norms: Float64Array
  /**
   * Token counts of each record's title and heading (the re-ranking's title precision and exact heading), known for
   * a record once a shard names it in that field: the only records whose query words it matched there.
   */
  private readonly titleLength: Uint32Array
  private readonly headingLength: Uint32Array
  /** 1 for a record whose title has no token. */
  private readonly untitled: Uint8Array
  /** 1 for a record whose heading has no token. */
  private readonly headless: Uint8Array
  /** The page of each record, as the id of the page's first record. */
  private readonly pageOf: Uint32Array
  /** Publication day of each record's page, in a context of dated pages. */
  private readonly days: Int32Array | undefined
  /** 1 for a record of a section's hub (SerializedRecords.hub). */
  private readonly hub: Uint8Array
  /** 1 for a record whose prose heading repeats over many pages. */
  private readonly repeated: Uint8Array
  /** 1 for a record whose heading is a name found on many pages. */
  private readonly shared: Uint8Array
  /** Per-query work arrays by record id, zero between queries: each query clears the entries it wrote. */
  private readonly work: ReturnType<typeof queryWork>
  private readonly docs: Array<[string, string, string, string] | undefined> = []
  /** The record of each URL whose display data has been added. */
  private readonly recordOfUrl = new Map<string, number>()
  private readonly docChunks = new Set<number>()
  private readonly snippets: Array<string | undefined> = []
  private readonly snippetChunks = new Set<number>()
  private vocabulary: SerializedVocabulary | undefined
  /** The records the last scoreTerm reached. */
  private lastReached: number[] = []
  /** Whether prepare() has run. */
  private prepared = false

  constructor(
    readonly meta: SerializedMeta,
    /** The first term of each of the context's term shards (SearchIndexFiles.shards). */
    private readonly shardFirsts: readonly string[],
  ) {
    if (meta.docs) this.fillDocs(0, meta.docs)
    this.maps = fieldMaps(this.fields)
    const n = meta.count
    this.norms = new Float64Array(n * 3)
    this.titleLength = new Uint32Array(n)
    this.headingLength = new Uint32Array(n)
    this.untitled = new Uint8Array(n)
    this.headless = new Uint8Array(n)
    this.pageOf = new Uint32Array(n)
    this.days = meta.newestDay > 0 ? new Int32Array(n) : undefined
    this.repeated = new Uint8Array(n)
    this.shared = new Uint8Array(n)
    this.hub = new Uint8Array(n)
    this.work = queryWork(n)
  }

  /** An engine holding every file of a built index, as the worker's would after fetching them all (tests, tools). */
  static loaded(built: BuiltContextIndex): SearchEngine {
    const engine = SearchEngine.unloaded(built)
    built.shards.forEach(({ data }, position) => engine.addShard(position, data))
    built.tails.forEach((tail, file) => engine.addTail(file, tail))
    built.docs.forEach((data, position) => engine.addDocs(position, data))
    built.snippets.forEach((data, position) => engine.addSnippets(position, data))
    engine.addVocabulary(built.vocabulary)
    return engine
  }

  /** An engine of a built index with its metadata only, as the worker's before a query's shards arrive (tests, tools). */
  static unloaded(built: BuiltContextIndex): SearchEngine {
    return new SearchEngine(
      built.meta,
      built.shards.map(({ first }) => first),
    )
  }

  /**
   * Writes the per-query arrays once (their zeros stay): the memory behind a typed array is mapped page by page as it
   * is first written, and on a context of 100,000 records a query that reaches records across it would pay for that
   * on its first run. The worker calls it while the reader has not typed yet (worker.ts, fetchIndexes).
   */
  prepare(): void {
    if (this.prepared) return
    for (const array of Object.values(this.work)) array.fill(0)
    this.prepared = true
  }

  hasShard(position: number): boolean {
    return this.shardTerms[position] !== undefined
  }

  addShard(position: number, shard: SerializedShard): void {
    if (this.hasShard(position)) return
    for (const [key, data] of Object.entries(shard.flex)) this.fields.import(key, data as unknown as string)
    this.maps = fieldMaps(this.fields)
    const terms = [...new Set(Object.values(shard.flex).flatMap((entries) => entries.map(([term]) => term)))].sort()
    terms.forEach((term, i) => this.df.set(term, shard.df[i]))
    for (const [term, bound, alone, records, file] of shard.tails ?? []) this.tailOf.set(term, { bound, alone, records, file })
    this.addRecords(shard)
    this.shardTerms[position] = terms
  }

  /** A term's tail, from tail file `file` (SearchIndexFiles.tails). */
  addTail(file: number, tail: SerializedTail): void {
    if (this.tails.has(file)) return
    for (const [key, entries] of Object.entries(tail.flex)) {
      const field = fieldOfKey(key)
      if (field >= 0) for (const [term, slots] of entries) this.tailMaps[field].set(term, slots)
    }
    this.addRecords(tail)
    this.tails.add(file)
  }

  /** The numbers of the records a shard or a tail names (SerializedRecords), each field's for the records named in that field. */
  private addRecords({ flex, records }: { flex: FlexEntries; records: SerializedRecords }): void {
    const { ids, sections, days, untitled, headless, repeated, shared, hub } = records
    const docs = new Uint32Array(ids.length)
    let doc = 0
    for (let i = 0; i < ids.length; i += 1) {
      doc += ids[i]
      docs[i] = doc
      this.pageOf[doc] = doc - sections[i]
      if (this.days && days) this.days[doc] = days[i]
    }
    const average = this.meta.averageLengths
    idsByField(flex).forEach((named, field) => {
      const lengths = [records.title, records.heading, records.body][field]
      named.forEach((id, i) => (this.norms[id * 3 + field] = lengthNorm(lengths[i], average[field])))
      if (field === 0) named.forEach((id, i) => (this.titleLength[id] = lengths[i]))
      if (field === 1) named.forEach((id, i) => (this.headingLength[id] = lengths[i]))
    })
    for (const position of untitled ?? []) this.untitled[docs[position]] = 1
    for (const position of headless ?? []) this.headless[docs[position]] = 1
    for (const position of repeated ?? []) this.repeated[docs[position]] = 1
    for (const position of shared ?? []) this.shared[docs[position]] = 1
    for (const position of hub ?? []) this.hub[docs[position]] = 1
  }

  /** Positions of the chunks of `files` that hold these records and are not added yet, in chunk order. */
  private static missingChunks(files: ChunkFiles | undefined, added: ReadonlySet<number>, docs: number[]): number[] {
    if (!files) return []
    return [...new Set(docs.map((doc) => Math.floor(doc / files.per)))].filter((position) => !added.has(position)).sort((a, b) => a - b)
  }

  /** Display chunks (meta.docChunks) still needed for these records; none when the metadata holds the display data. */
  docChunksFor(docs: number[]): number[] {
    return SearchEngine.missingChunks(this.meta.docChunks, this.docChunks, docs)
  }

  addDocs(position: number, chunk: SerializedDocs): void {
    if (!this.meta.docChunks) return
    this.docChunks.add(position)
    this.fillDocs(position * this.meta.docChunks.per, chunk)
  }

  private fillDocs(first: number, chunk: SerializedDocs): void {
    chunk.records.forEach(([page, anchor, heading], i) => {
      const [path, title, breadcrumbs] = chunk.pages[page]
      const url = anchor ? `${path}#${anchor}` : path
      this.docs[first + i] = [url, title, heading, breadcrumbs]
      if (!this.recordOfUrl.has(url)) this.recordOfUrl.set(url, first + i)
    })
  }

  /** The record of a URL among the display data added so far (a hit's), or -1. */
  recordOf(url: string): number {
    return this.recordOfUrl.get(url) ?? -1
  }

  snippetChunksFor(docs: number[]): number[] {
    return SearchEngine.missingChunks(this.meta.snippets, this.snippetChunks, docs)
  }

  addSnippets(position: number, chunk: SerializedSnippets): void {
    this.snippetChunks.add(position)
    const first = position * this.meta.snippets.per
    chunk.forEach((snippet, i) => (this.snippets[first + i] = snippet))
  }

  get hasVocabulary(): boolean {
    return this.vocabulary !== undefined
  }

  addVocabulary(vocabulary: SerializedVocabulary): void {
    this.vocabulary = vocabulary
  }

  /**
   * The query's words that find nothing in this context (no stem, synonym or completion is an index term). Reads the
   * shards added so far, so the query's own shards must be there. A word that is found, identifiers typed exactly
   * among them, is never corrected.
   */
  unmatchedWords(query: string, options: { prefix?: boolean } = {}): string[] {
    const tokens = analyzeQuery(query)
    return lookups(query, options.prefix ?? true).flatMap((word, i) => {
      const found = word.some((lookup) =>
        lookup.prefix ? this.completions(lookup.term, false).length > 0 : termsOf(lookup).every((term) => this.df.has(term)),
      )
      return found ? [] : [tokens[i].word]
    })
  }

  /** Corrections of these (unmatched) words from this context's vocabulary (it must have been added). */
  corrections(words: readonly string[]): Map<string, Correction[]> {
    const out = new Map<string, Correction[]>()
    if (!this.vocabulary) return out
    for (const word of words) {
      const nearest = nearestWords(word, this.vocabulary)
      if (nearest.length > 0) out.set(word, nearest)
    }
    return out
  }

  /** The first index term that starts with `prefix` among the shards added so far, if any. */
  firstTerm(prefix: string): string | undefined {
    return this.completions(prefix, false)[0]
  }

  /** Index terms that start with `prefix`, from the shards added so far. */
  private completions(prefix: string, withStopTerms: boolean): string[] {
    const out: string[] = []
    for (const position of shardsOverlapping(this.shardFirsts, prefix, prefixEnd(prefix))) {
      const terms = this.shardTerms[position] ?? []
      // From the first term not below the prefix: the last one up to it (entryOf), or the next when that one is below.
      const last = entryOf(terms, prefix)
      for (let i = terms[last] < prefix ? last + 1 : last; i < terms.length && out.length < MAX_PREFIX_TERMS; i += 1) {
        if (!terms[i].startsWith(prefix)) break
        // Stop words are title terms for queries of stop words only; a word being typed does not complete to one.
        if (withStopTerms || !stopTerms().has(terms[i])) out.push(terms[i])
      }
    }
    return out
  }

  /**
   * Scores the documents of `term` into `best` (by record id; a document keeps its best term of the query word)
   * and tells which documents it raised, and whether it reached them first. The term's documents are read
   * per field from FlexSearch's slots, where a document's slot is its term frequency - 1.
   */
  private scoreTerm(
    term: string,
    weight: number,
    best: Float64Array,
    raised: (doc: number, first: boolean, term: string) => void,
    inHeading?: Uint8Array,
    inTitle?: Uint8Array,
    /** Add the term's score to `best` (a phrase's stems) rather than keep the better of the two. */
    add = false,
    /** The least IDF the term is scored with (a thesaurus word: thesaurusIdfFloor). */
    idfFloor = 0,
    /** Read the term's tail too (it must have been added). */
    withTail = false,
  ): number {
    const { norms, repeated } = this
    const { value, whole } = this.work
    const reached: number[] = []
    const none: number[] = []
    // Indexed loops and no call per record: a new worker runs its first queries before the engine's code is
    // optimised, and there an array's iterator or a closure per record costs several times the loop's own work.
    for (let field = 0; field < this.maps.length; field += 1) {
      const head = this.maps[field].get(term)
      const tail = withTail ? this.tailMaps[field].get(term) : undefined
      if (!head && !tail) continue
      const marks = field === 1 ? inHeading : field === 0 ? inTitle : undefined
      const fieldWeight = FIELD_WEIGHTS[field]
      // BM25 per field (own length normalisation), fields summed with their weights; a repeated heading weighs less.
      const repeatedWeight = field === 1 ? FIELD_WEIGHTS[1] * REPEATED_HEADING_FIELD_WEIGHT : fieldWeight
      const slots = Math.max(head?.length ?? 0, tail?.length ?? 0)
      for (let slot = 0; slot < slots; slot += 1) {
        const tf = slot + 1
        const saturated = tf * (BM25_K1 + 1)
        // Head and tail merged in id order, the order of the whole postings: records reached first rank first among
        // equals. Without a tail this walks the head alone.
        const a = head?.[slot] ?? none
        const b = tail?.[slot] ?? none
        for (let i = 0, j = 0; i < a.length || j < b.length;) {
          const doc = j >= b.length || (i < a.length && a[i] < b[j]) ? a[i++] : b[j++]
          if (value[doc] === 0) reached.push(doc)
          if (marks) marks[doc] = 1
          value[doc] += (repeated[doc] ? repeatedWeight : fieldWeight) * (saturated / (tf + norms[doc * 3 + field]))
        }
      }
    }
    this.lastReached = reached
    if (reached.length === 0) return 0
    // Every term of an added shard has its document frequency (SerializedShard.df).
    const idf = this.idfOf(term, idfFloor)
    for (let i = 0; i < reached.length; i += 1) {
      const doc = reached[i]
      const score = weight * idf * value[doc]
      value[doc] = 0
      // A record one term of a query word reaches covers the word, whether or not this raised its best (rankFrom).
      if (!add) whole[doc] = 1
      const before = best[doc]
      if (add || score > before) {
        best[doc] = add ? before + score : score
        raised(doc, before === 0, term)
      }
    }
    return idf
  }

  /**
   * Scores a thesaurus phrase («уровни доступа», «время отправки») into `best`: the mean of its stems' scores, so a
   * record with every word of the phrase counts fully and one with a common word of it («время») only in part.
   */
  private scorePhrase(
    stems: string[],
    weight: number,
    best: Float64Array,
    raised: (doc: number, first: boolean, term: string | null) => void,
    inHeading: Uint8Array,
    inTitle: Uint8Array,
    idfFloor: number,
    withTail: (term: string) => boolean,
  ): number {
    const sum = this.work.phrase
    /** How many of the phrase's stems each record has. */
    const found = new Map<number, number>()
    const has = (doc: number) => found.set(doc, (found.get(doc) ?? 0) + 1)
    let idf = 0
    for (const stem of stems) idf += this.scoreTerm(stem, weight / stems.length, sum, has, inHeading, inTitle, true, idfFloor, withTail(stem))
    for (const [doc, count] of found) {
      // Part of a phrase scores, but neither covers the word typed nor is marked («24 часов» for «ночью»); all is one mark.
      const whole = count === stems.length
      if (whole) this.work.whole[doc] = 1
      if (sum[doc] > best[doc]) {
        const first = best[doc] === 0
        best[doc] = sum[doc]
        raised(doc, first, whole ? stems.join(' ') : null)
      }
      sum[doc] = 0
    }
    return idf / stems.length
  }

  /** The IDF of an index term (site-wide document frequency), 0 for a term no record has; at least `floor`. */
  private idfOf(term: string, floor = 0): number {
    const df = this.df.get(term)
    return Math.max(floor, df ? Math.log(1 + (this.meta.total - df + 0.5) / (df + 0.5)) : 0)
  }

  /** Marks the records whose heading holds `term`, and lists them (to be cleared after the query). */
  private markHeadings(term: string, out: Uint8Array, marked: number[], withTail: boolean): void {
    this.maps[1].get(term)?.forEach((ids) => ids?.forEach((doc) => ((out[doc] = 1), marked.push(doc))))
    if (withTail) this.tailMaps[1].get(term)?.forEach((ids) => ids?.forEach((doc) => ((out[doc] = 1), marked.push(doc))))
  }

  /**
   * Every query word must match (its stem, a synonym, or, for the word being typed, a completion);
   * documents missing a word are kept but ranked down. Reads only the shards added so far, and the tails it needs
   * (rankOrNeed), which an engine that holds every file has. Works in the engine's query arrays (queryWork) and
   * clears what it wrote there before it returns.
   */
  rank(query: string, limit: number, options: RankOptions = {}): Ranked[] {
    const ranked = this.rankOrNeed(query, limit, options)
    if ('tails' in ranked) throw tailsNotAdded(query, ranked.tails)
    return ranked
  }

  /**
   * The ranking of a query, or the tails it still needs. It ranks from the heads of the postings first
   * (SerializedShard); when a record of a tail not read could still enter the results or change the score of one of
   * them (rankFrom tells), it ranks again reading the tails of the query's terms that fit the engine's
   * `tailRecordBudget`, rarest first, or answers which of them are not added yet. The answer is exact when every tail
   * the bound asks for fits, which is always the case on a site where no tail names more than the budget together;
   * past it the query's most common words are ranked from their heads, their best pages. Completions of a word of
   * HEAD_ONLY_PREFIX_LETTERS letters are ranked from their heads.
   */
  rankOrNeed(query: string, limit: number, options: RankOptions = {}): Ranked[] | { tails: number[]; read: string[] } {
    const heads = this.rankFrom(query, limit, options, null)
    if (heads.exact) return heads.ranked
    const read = this.tailsWithin(heads.pending, this.tailRecordBudget)
    if (read.length === 0) return heads.ranked
    const missing = this.missingTails(read)
    return missing.length > 0 ? { tails: missing, read } : this.rankReading(query, limit, options, read)
  }

  /**
   * The final ranking of a query from the heads and the tails of `read` (rankOrNeed's choice, once they are added),
   * without ranking from the heads again to choose them.
   */
  rankReading(query: string, limit: number, options: RankOptions, read: readonly string[]): Ranked[] {
    const missing = this.missingTails(read)
    if (missing.length > 0) throw tailsNotAdded(query, missing)
    return this.rankFrom(query, limit, options, new Set(read)).ranked
  }

  /** The tail files of these terms that are not added yet, in order. */
  private missingTails(terms: readonly string[]): number[] {
    return [...new Set(terms.map((term) => this.tailOf.get(term)?.file ?? -1))]
      .filter((file) => file >= 0 && !this.tails.has(file))
      .sort((a, b) => a - b)
  }

  /**
   * Of the terms whose tails the bound asks for, those read within `budget` records: the rarest first (the most
   * informative words of the query, and the cheapest), until the next one would pass the budget.
   */
  tailsWithin(terms: readonly string[], budget: number): string[] {
    const records = (term: string) => this.tailOf.get(term)?.records ?? 0
    const read: string[] = []
    let used = 0
    for (const term of [...terms].sort((a, b) => records(a) - records(b) || (a < b ? -1 : 1))) {
      if (used + records(term) > budget) break
      read.push(term)
      used += records(term)
    }
    return read
  }

  /**
   * The ranking from the heads of the postings and the tails of `withTails`. Where a term's tail is not read, each
   * record's score is known from below (every feature only grows with what a tail adds) and bounded from above: a
   * query word's look-ups can add at most their bound × weight × IDF to any record (its «reach»), through the
   * re-ranking's features at most as much as their largest factors allow. The answer is exact when every listed
   * record's score cannot change and no other record can reach the last one's.
   */
  private rankFrom(
    query: string,
    limit: number,
    options: RankOptions,
    withTails: ReadonlySet<string> | null,
  ): { ranked: Ranked[]; exact: boolean; pending: string[] } {
    const words = lookups(query, options.prefix ?? true, options.corrections).slice(0, 31)
    if (words.length === 0) return { ranked: [], exact: true, pending: [] }
    const stopWordsOnly = words.every(([own]) => stopTerms().has(own.term))
    const traits = queryTraits(query)
    const long = words.length >= FEATURE_WEIGHTS.hubQueryWords
    const { total, matchedWords, whole, definesIdentifier, headingWords, titleWords, best, inHeading, inTitle, gap, pageBest, pageUpper } = this.work
    const marked: number[] = []
    /** How informative each query word is: the IDF of its own stem, else of its least informative look-up found. */
    const wordIdf = new Float64Array(words.length)
    const touched: number[] = []
    // Which term raised which record's score, in order: the matched terms of the best records are read from it.
    const raisedTermIds = new Map<string, number>()
    const raisedTermList: string[] = []
    let raises = 0
    /** Terms whose tail is not read although it counts; per query word, the most its look-ups' tails can add. */
    const pending = new Set<string>()
    const unread: UnreadTail[][] = words.map(() => [])
    /** The most the unread tails of a word's look-ups can add to a record of this page (none that a head names whole). */
    const reachAt = (word: number, page: number): number => {
      // Largest first (sorted once the word is scored): the first tail whose head does not name the page.
      for (const tail of unread[word]) if (!tail.pages.has(page)) return tail.value
      return 0
    }
    /** A tail that no bound covers (a thesaurus phrase's, an identifier's headings): the answer is not exact. */
    let unbounded = false
    const read = (term: string) => withTails?.has(term) ?? false
    const tailUnread = (term: string) => this.tailOf.has(term) && !read(term)
    words.forEach(([own, ...others], word) => {
      const reached: number[] = []
      // A thesaurus word stands for the word typed: it is scored as informative as that word, at least (thesaurusIdfFloor).
      const floor = thesaurusIdfFloor(this.idfOf(own.term))
      /** Term, weight, least IDF, and whether its tail counts (not for a completion of one or two letters). */
      const candidates: Array<[string, number, number, boolean]> = [[own.term, own.weight, 0, true]]
      // The prefixes come last (lookupsOf), so their completions follow the word's other terms.
      for (const lookup of others) {
        if (lookup.identifier) {
          this.markHeadings(lookup.term, definesIdentifier, marked, read(lookup.term))
          if (tailUnread(lookup.term)) {
            unbounded = true
            pending.add(lookup.term)
          }
        }
        if (!lookup.prefix) candidates.push([lookup.term, lookup.weight, lookup.thesaurus ? floor : 0, true])
        else
          for (const term of this.completions(lookup.term, stopWordsOnly))
            if (term !== own.term) candidates.push([term, lookup.weight, 0, !lookup.headsOnly])
      }
      let ownIdf = 0
      let leastIdf = Infinity
      // The term of the previous call, whose id is reused: a look-up raises its records one after another.
      let lastTerm = ''
      let id = -1
      const raised = (doc: number, first: boolean, term: string | null) => {
        if (first) reached.push(doc)
        if (term === null) return
        if (term !== lastTerm) {
          lastTerm = term
          id = raisedTermIds.get(term) ?? raisedTermList.push(term) - 1
          raisedTermIds.set(term, id)
        }
        if (raises === this.work.raisedDocs.length) {
          this.work.raisedDocs = grown(this.work.raisedDocs)
          this.work.raisedTerms = grown(this.work.raisedTerms)
        }
        this.work.raisedDocs[raises] = doc
        this.work.raisedTerms[raises] = id
        raises += 1
      }
      for (const [term, weight, idfFloor, counts] of candidates) {
        const stems = term.split(PHRASE)
        const idf =
          stems.length > 1
            ? this.scorePhrase(stems, weight, best, raised, inHeading, inTitle, idfFloor, read)
            : this.scoreTerm(term, weight, best, raised, inHeading, inTitle, false, idfFloor, read(term))
        if (idf > 0 && term === own.term) ownIdf = idf
        if (idf > 0) leastIdf = Math.min(leastIdf, idf)
        if (!counts) continue
        // A ranking that reads tails is final (rankOrNeed reads no more after it): it needs no bound.
        if (withTails) continue
        for (const stem of stems) {
          const tail = this.tailOf.get(stem)
          if (!tail || !tailUnread(stem)) continue
          pending.add(stem)
          if (stems.length > 1) {
            unbounded = true
            continue
          }
          const scale = weight * this.idfOf(stem, idfFloor) * (1 + BOUND_MARGIN)
          // A term two look-ups of the word reach (a completion of the word and of its stem): its larger weight.
          const same = unread[word].find((other) => other.term === stem)
          if (same) {
            same.value = Math.max(same.value, scale * tail.bound)
            same.alone = Math.max(same.alone, scale * tail.alone)
            continue
          }
          // The pages its head reached are whole in the head (cutPostings): its tail adds nothing to their records.
          const pages = new Set(this.lastReached.map((doc) => this.pageOf[doc]))
          unread[word].push({ term: stem, value: scale * tail.bound, alone: scale * tail.alone, pages })
        }
      }
      wordIdf[word] = ownIdf > 0 ? ownIdf : Number.isFinite(leastIdf) ? leastIdf : 0
      unread[word].sort((a, b) => b.value - a.value)
      const reaching = unread[word].length > 0
      for (let i = 0; i < reached.length; i += 1) {
        const doc = reached[i]
        if (total[doc] === 0) touched.push(doc)
        total[doc] += best[doc]
        // A record this word reached below its reach may still get up to the reach through a tail.
        const most = reaching ? reachAt(word, this.pageOf[doc]) : 0
        if (best[doc] < most) gap[doc] += most - best[doc]
        if (whole[doc]) matchedWords[doc] |= 1 << word
        whole[doc] = 0
        if (inHeading[doc]) headingWords[doc] |= 1 << word
        if (inTitle[doc]) titleWords[doc] |= 1 << word
        // A word's record that is reached is the only kind it marks in these three (scoreTerm, scorePhrase).
        best[doc] = 0
        inHeading[doc] = 0
        inTitle[doc] = 0
      }
    })
    const { pageOf } = this
    for (let i = 0; i < touched.length; i += 1) {
      const page = pageOf[touched[i]]
      pageBest[page] = Math.max(pageBest[page], total[touched[i]])
    }
    const role: ContextRole = this.meta.role ?? 'guide'
    const all = (1 << words.length) - 1
    const informative = wordIdf.reduce((sum, idf) => sum + idf, 0)
    // «через api», «по api»: every record of the API reference answers the word that names the reference itself.
    const answered = role === 'reference' ? words.reduce((bits, [own], word) => (namesReference(own.term) ? bits | (1 << word) : bits), 0) : 0
    const idfOf = (bits: number): number => {
      let sum = 0
      for (let word = 0; word < words.length; word += 1) if (bits & (1 << word)) sum += wordIdf[word]
      return sum
    }
    // One features object, refilled per record: a common word reaches thousands of records on a large site.
    const features: RecordFeatures = { coverage: 1, pageBest: 0, definesIdentifier: false, exactHeading: false, titleShare: 1, role, ageDays: null }
    const fill = (doc: number) => {
      const titleLength = this.titleLength[doc]
      features.coverage = informative > 0 ? idfOf(matchedWords[doc] | answered) / informative : 1
      features.pageBest = pageBest[this.pageOf[doc]]
      features.definesIdentifier = definesIdentifier[doc] === 1 && !this.shared[doc]
      features.exactHeading = headingWords[doc] === all && this.headingLength[doc] === words.length && !this.repeated[doc]
      // A title that matched no query word counts 0 (its length is known only where a shard names the record in its
      // title), unless it has no token at all.
      features.titleShare = titleWords[doc] !== 0 ? Math.min(1, bitCount(titleWords[doc]) / titleLength) : this.untitled[doc] ? 1 : 0
      features.hubForLongQuery = long && this.hub[doc] === 1 && bitCount(headingWords[doc]) < 2
      features.ageDays = this.ageDays(doc)
    }
    // In record order, so that records of equal score are listed in record order whichever postings were read first.
    const candidates = Int32Array.from(touched).sort()
    const scores = new Float64Array(candidates.length)
    for (let i = 0; i < candidates.length; i += 1) {
      fill(candidates[i])
      scores[i] = rerank(total[candidates[i]], features, traits)
    }
    // Only the best few are ordered (a common word reaches thousands of records on a large site): enough that the
    // list holds `limit` hits at most SECTIONS_PER_PAGE a page, in the order a full sort would give.
    let top: Array<[number, number]> = []
    for (let count = limit * SECTIONS_PER_PAGE; ; count *= 4) {
      const best = bestFirst(scores, count)
      top = atMostPerPage(
        best.map((i): [number, number] => [candidates[i], scores[i]]),
        (doc) => this.pageOf[doc],
        limit,
      )
      if (top.length >= limit || best.length === candidates.length) break
    }
    const exact =
      withTails !== null || (!unbounded && (pending.size === 0 || this.cannotChange(top, touched, unread, reachAt, limit, traits, fill, features)))
    for (let i = 0; i < touched.length; i += 1) {
      const doc = touched[i]
      pageBest[pageOf[doc]] = 0
      pageUpper[pageOf[doc]] = 0
      total[doc] = 0
      gap[doc] = 0
      matchedWords[doc] = 0
      headingWords[doc] = 0
      titleWords[doc] = 0
    }
    for (const doc of marked) definesIdentifier[doc] = 0
    const matched = new Map(top.map(([doc]) => [doc, new Set<string>()]))
    const { raisedDocs, raisedTerms } = this.work
    for (let i = 0; i < raises; i += 1) matched.get(raisedDocs[i])?.add(raisedTermList[raisedTerms[i]])
    const ranked = top.map(([doc, score]) => ({ doc, score, matched: [...(matched.get(doc) ?? [])].filter((t) => t.length >= 3) }))
    return { ranked, exact, pending: [...pending] }
  }

  /**
   * Whether the records of tails not read can change the best `limit` of a ranking from the heads (rankFrom): each
   * listed record's score must be final, and no other record may reach the last listed score. A tail adds nothing to
   * a page its head names (pages are cut whole), so what a word's unread tails can add to a record of a page is the
   * largest bound of those whose head does not name the page (reachAt). A record's retrieval score can grow by its gap
   * and the reach of the words it has not matched; the re-ranking multiplies retrieval by factors that only grow with
   * what a record matches, each at most its largest value: coverage 1, the title's share 1, the exact heading, the
   * page's best section, no hub factor, recency at its newest (a tail never names a record in the heading of an identifier: such a
   * query is not bounded, rankFrom). A record no head names lies on a page some head names, bounded by that page, or
   * on a page none does, whose records the tails alone score: for one word with one unread tail, at most that tail's
   * bound for the word alone (SerializedShard.tails). Reads the query arrays as rankFrom left them, before they are
   * cleared; fills pageUpper.
   */
  private cannotChange(
    top: Array<[number, number]>,
    touched: readonly number[],
    unread: UnreadTail[][],
    reachAt: (word: number, page: number) => number,
    limit: number,
    traits: ReturnType<typeof queryTraits>,
    fill: (doc: number) => void,
    features: RecordFeatures,
  ): boolean {
    if (top.length < limit) return false
    const { total, gap, matchedWords, titleWords, headingWords, pageBest, pageUpper } = this.work
    const wordCount = unread.length
    const all = (1 << wordCount) - 1
    /** What the unread tails can add to a record of a page no head names: every word's largest bound (its first: rankFrom). */
    const reaching = unread.reduce((sum, tails) => sum + (tails[0]?.value ?? 0), 0)
    const pageReaches = new Map<number, number>()
    const pageReach = (page: number) => {
      let sum = pageReaches.get(page)
      if (sum === undefined) {
        sum = 0
        for (let word = 0; word < wordCount; word += 1) sum += unread[word].length > 0 ? reachAt(word, page) : 0
        pageReaches.set(page, sum)
      }
      return sum
    }
    const upperTotal = (doc: number) => {
      let up = total[doc] + gap[doc]
      for (let word = 0; word < wordCount; word += 1)
        if (!(matchedWords[doc] & (1 << word)) && unread[word].length > 0) up += reachAt(word, this.pageOf[doc])
      return up
    }
    const pages = new Set<number>()
    for (let i = 0; i < touched.length; i += 1) {
      const doc = touched[i]
      const page = this.pageOf[doc]
      pages.add(page)
      pageUpper[page] = Math.max(pageUpper[page], upperTotal(doc))
    }
    /** The best of a page: its records' upper scores, and what a record no head names could reach there. */
    const pageMost = (page: number) => Math.max(pageBest[page], pageUpper[page], pageReach(page))
    const upper = (doc: number): number => {
      fill(doc)
      const page = this.pageOf[doc]
      features.pageBest = pageMost(page)
      let reachable = 0
      for (let word = 0; word < wordCount; word += 1) if (unread[word].length > 0 && reachAt(word, page) > 0) reachable |= 1 << word
      if (reachable !== 0) {
        features.coverage = 1
        features.hubForLongQuery = false
        // A word a tail may still add to the title or the heading: the title's share and the exact heading may grow.
        if ((titleWords[doc] & reachable) !== reachable && !this.untitled[doc]) features.titleShare = 1
        const headingLength = this.headingLength[doc]
        if ((headingWords[doc] | reachable) === all && !this.headless[doc] && (headingLength === 0 || headingLength === wordCount))
          features.exactHeading = true
      }
      return rerank(upperTotal(doc), features, traits)
    }
    const [lastDoc, last] = top[top.length - 1]
    const listed = new Set(top.map(([doc]) => doc))
    /** Records of equal score are listed in record order (rankFrom). */
    const below = (doc: number, score: number, threshold: number, thresholdDoc: number) =>
      score < threshold || (score === threshold && doc > thresholdDoc)
    for (const [doc, score] of top) if (upper(doc) !== score) return false
    // The records of each page listed SECTIONS_PER_PAGE times: another of its records must stay below both.
    const shown = new Map<number, number>()
    /** The last listed record of each page (the list is best first). */
    const lowestShown = new Map<number, [number, number]>()
    for (const [doc, score] of top) {
      const page = this.pageOf[doc]
      shown.set(page, (shown.get(page) ?? 0) + 1)
      lowestShown.set(page, [doc, score])
    }
    for (let i = 0; i < touched.length; i += 1) {
      const doc = touched[i]
      if (listed.has(doc)) continue
      const page = this.pageOf[doc]
      const full = (shown.get(page) ?? 0) >= SECTIONS_PER_PAGE
      const [pageDoc, pageScore] = lowestShown.get(page) ?? [lastDoc, last]
      // A page listed twice already: another of its records has to pass its second to be listed.
      const [thresholdDoc, threshold] = full && pageScore > last ? [pageDoc, pageScore] : [lastDoc, last]
      if (!below(doc, upper(doc), threshold, thresholdDoc)) return false
    }
    const unnamed: RecordFeatures = {
      coverage: 1,
      pageBest: 0,
      definesIdentifier: false,
      exactHeading: true,
      titleShare: 1,
      role: features.role,
      ageDays: this.days ? 0 : null,
    }
    /** The factors of the query that are the same for every record of the context, at their largest. */
    const common = rerank(1, { ...unnamed, exactHeading: false }, traits)
    // One word and one unread tail: a record no head names has only that tail's postings (the other look-ups are whole
    // in their heads), and its page's best is that tail's too on a page no head names.
    const single = wordCount === 1 && unread[0].length === 1 ? unread[0][0] : null
    // A record no head names, on a page some head names: what the tails may add there, the page's best as it may become.
    for (const page of pages) {
      const reach = pageReach(page)
      if (reach === 0) continue
      const most = Math.max(pageBest[page], pageUpper[page], reach)
      let bound = rerank(reach, { ...unnamed, pageBest: most }, traits)
      if (single) bound = Math.min(bound, (single.alone + FEATURE_WEIGHTS.pageSupport * FEATURE_WEIGHTS.exactHeading * most) * common)
      if (bound >= last) return false
    }
    // A record on a page no head names: the tails' bounds, its page's best no higher.
    const elsewhere = single ? single.alone * common : rerank(reaching, { ...unnamed, pageBest: reaching }, traits)
    return elsewhere < last
  }

  /** Days from a record's dated page to the context's newest page; null for an undated page. */
  private ageDays(doc: number): number | null {
    const day = this.days?.[doc] ?? 0
    return day === 0 ? null : this.meta.newestDay - day
  }

  /** A ranked record with its display data (its display chunk must have been added; the snippet is optional). */
  hit({ doc, score, matched }: Ranked): SearchHit {
    const [url, title, heading, breadcrumbs] = this.docs[doc] ?? ['', '', '', '']
    return { url, title, heading, breadcrumbs: breadcrumbs ? breadcrumbs.split(' › ') : [], snippet: this.snippets[doc] ?? '', score, matched }
  }

  /** The hits of the whole search over an engine that holds every file (tests, tools); the worker runs the same steps. */
  search(query: string, limit: number, options: { prefix?: boolean } = {}): SearchHit[] {
    return searchEngines([this], query, limit, options).ranked.map((r) => this.hit(r))
  }
}

/** The query with its corrected words in place of the typed ones, as the reader is shown it. */
export function correctedQuery(query: string, corrections: Corrections): string {
  return query.replace(/[\p{L}\p{N}_'’-]+/gu, (raw) => {
    const whole = corrections.get(normalize(raw))
    if (whole) return whole[0].word
    // A misspelt part of an identifier (sendMesage): the part is replaced inside it.
    let out = normalize(raw)
    for (const [word, [best]] of corrections) out = out.replace(word, best.word)
    return out === normalize(raw) ? raw : out
  })
}

/** The words that find nothing in any of the contexts searched: only those are corrected. */
export const unmatchedEverywhere = (lists: string[][]): string[] =>
  lists.length === 0 ? [] : lists[0].filter((word) => lists.every((list) => list.includes(word)))

export type EngineRanked = Ranked & { engine: SearchEngine }

/** The answer of a search: the merged hits, and the query as corrected when a word of it was misspelt. */
export interface SearchResult {
  ranked: EngineRanked[]
  corrected?: string
}

/**
 * What a step of a search needs before it goes on: the shards `text` looks up in each context searched (with the
 * corrections of each context, by context) — answered with the engines that have something to look up — or the
 * vocabularies of these engines (typo correction), answered with the same engines.
 */
export type SearchNeed =
  | { shards: string; corrections?: ReadonlyMap<string, Corrections> }
  | { vocabularies: SearchEngine[] }
  | { tails: Array<{ engine: SearchEngine; files: number[] }> }

/**
 * The ranking of a query in each engine (SearchEngine.rankOrNeed), yielding first the tails of postings that the
 * ranking of an engine still needs (answered once they are added).
 */
function* rankEach(
  engines: SearchEngine[],
  query: string,
  limit: number,
  options: RankOptions,
  /** Each engine's corrections of the query's misspelt words, when they differ by engine. */
  corrections?: Corrections[],
): Generator<SearchNeed, Ranked[][], SearchEngine[]> {
  const own = (i: number): RankOptions => (corrections ? { ...options, corrections: corrections[i] } : options)
  const lists = engines.map((engine, i) => engine.rankOrNeed(query, limit, own(i)))
  const needs = engines.flatMap((engine, i) => {
    const list = lists[i]
    return 'tails' in list ? [{ engine, files: list.tails }] : []
  })
  if (needs.length > 0) yield { tails: needs }
  return engines.map((engine, i) => {
    const list = lists[i]
    return 'tails' in list ? engine.rankReading(query, limit, own(i), list.read) : list
  })
}

/**
 * The one implementation of the steps of a search over the contexts searched: the query as typed; when its words are
 * mostly not found in any of them, the other form (otherForms) in which the fewest are not found; then its words that
 * still find nothing corrected from each context's vocabulary. A word found in one context is not corrected in
 * another, which would only add noise. The answer names the form searched when it is not the query as typed. Before
 * each step it yields what that step needs: `searchEngines` answers it at once from engines that hold every file
 * (tests, tools), the worker (worker.ts) after fetching the files.
 */
export function* searchSteps(query: string, limit: number, options: { prefix?: boolean } = {}): Generator<SearchNeed, SearchResult, SearchEngine[]> {
  /** The hits of every context searched, best first. */
  const merge = (engines: SearchEngine[], lists: Ranked[][]): EngineRanked[] =>
    lists
      .flatMap((list, i) => list.map((r) => ({ ...r, engine: engines[i] })))
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
  let engines = yield { shards: query }
  if (engines.length === 0) return { ranked: [] }
  let text = query
  let unmatched = unmatchedEverywhere(engines.map((engine) => engine.unmatchedWords(query, options)))
  const words = analyzeQuery(query).map((token) => token.word)
  if (unmatched.length > 0 && unmatched.length * 2 >= words.length) {
    for (const form of otherForms(query, new Set(words.filter((word) => !unmatched.includes(word))))) {
      const formEngines = yield { shards: form }
      const formUnmatched = unmatchedEverywhere(formEngines.map((engine) => engine.unmatchedWords(form, options)))
      if (formEngines.length > 0 && formUnmatched.length < unmatched.length) [text, engines, unmatched] = [form, formEngines, formUnmatched]
    }
  }
  const asTyped = yield* rankEach(engines, text, limit, { prefix: options.prefix })
  const searched = text === query ? {} : { corrected: text }
  const misspelt = unmatched.filter(correctable)
  if (misspelt.length === 0) return { ranked: merge(engines, asTyped), ...searched }
  yield { vocabularies: engines }
  const corrections = engines.map((engine) => engine.corrections(misspelt))
  yield { shards: text, corrections: new Map(engines.map((engine, i) => [engine.meta.context, corrections[i]])) }
  const correctedLists = yield* rankEach(
    engines.filter((_, i) => corrections[i].size > 0),
    text,
    limit,
    { prefix: options.prefix },
    engines.flatMap((_, i) => (corrections[i].size > 0 ? [corrections[i]] : [])),
  )
  const lists = engines.map((_, i) => (corrections[i].size > 0 ? (correctedLists.shift() as Ranked[]) : asTyped[i]))
  const ranked = merge(engines, lists)
  const own = ranked.length > 0 ? corrections[engines.indexOf(ranked[0].engine)] : undefined
  return own && own.size > 0 ? { ranked, corrected: correctedQuery(text, own) } : { ranked, ...searched }
}

/** A search over engines that hold every file (tests, tools): each step's need is already met. */
export function searchEngines(engines: SearchEngine[], query: string, limit: number, options: { prefix?: boolean } = {}): SearchResult {
  const steps = searchSteps(query, limit, options)
  let step = steps.next(engines)
  while (!step.done) step = steps.next(engines)
  return step.value
}
