import { SearchEngine, searchEngines } from './engine'
import { idsByField } from './flexIndex'
import type { FlexEntries, SerializedDocs, SerializedMeta, SerializedShard, SerializedTail } from './format'
import { analyzeQuery } from './tokenize'

/**
 * A new worker's first query runs the ranking's code before V8 has compiled it, and that first run costs several
 * times a later one: on a site of 10,000 pages a query's first run takes 5 to 10 ms where its later runs take under 1.
 * While the reader has not typed yet, the worker ranks a few queries of the kinds readers type (a word, words
 * together, an identifier, a common word whose postings have a tail) over a small index made up here, so that the
 * reader's first query finds the code compiled. Nothing is fetched for it, and the index it ranks is dropped after.
 */

/** The queries of the warm-up: each takes a path of the ranking that the others do not. */
export const WARM_UP_QUERIES = ['отправка сообщений', 'статус доставки сообщения', 'sendMessage', 'шаблон рассылки клиентам', 'сообщ']

/** Records of each made-up context: enough that the ranking's loops run long enough to be compiled. */
const RECORDS = 800
const SECTIONS_PER_PAGE = 5

/** A fixed sequence of numbers (a linear congruential generator): the same index on every run. */
function sequence(seed: number): () => number {
  let state = seed
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/** The stems the warm-up's queries look up, and a longer form of each, so that a query's last word has completions. */
function warmUpTerms(): string[] {
  const terms = new Set<string>()
  for (const query of WARM_UP_QUERIES)
    for (const token of analyzeQuery(query)) {
      terms.add(token.term)
      terms.add(`${token.term}ов`)
      if (token.exact) terms.add(token.exact)
    }
  return [...terms].sort()
}

/** The word whose postings have a tail: the most common of the warm-up's words, in three of its queries. */
const TAIL_WORD = 'сообщений'

/** A field's postings of a term as FlexSearch exports them (a slot per term frequency, null when empty), or none. */
const exported = (slots: number[][]): Array<number[] | null> | null =>
  slots.some((ids) => ids.length > 0) ? slots.map((ids) => (ids.length > 0 ? ids : null)) : null

/**
 * One context's index, as the build writes it: every term's postings in one shard, the common word's cut into a head
 * (the first third of the pages) and a tail whose bound the head cannot rule out, so that the ranking reads it.
 */
export function warmUpIndex(context: string, role: SerializedMeta['role'], seed: number) {
  const next = sequence(seed)
  const terms = warmUpTerms()
  const tailTerm = analyzeQuery(TAIL_WORD)[0].term
  const fields: FlexEntries = { 'title.1.map': [], 'heading.1.map': [], 'body.1.map': [] }
  const tailFields: FlexEntries = { 'title.1.map': [], 'heading.1.map': [], 'body.1.map': [] }
  const headRecords = Math.floor(RECORDS / SECTIONS_PER_PAGE / 3) * SECTIONS_PER_PAGE
  const df: number[] = []
  terms.forEach((term, k) => {
    // From a word on one section in twenty to one on almost every other.
    const share = term === tailTerm ? 0.45 : 0.05 + (0.35 * k) / terms.length
    const slots = { title: [[], [], []] as number[][], heading: [[], [], []] as number[][], body: [[], [], []] as number[][] }
    let named = 0
    for (let record = 0; record < RECORDS; record += 1) {
      const section = record % SECTIONS_PER_PAGE
      const page = (record - section) / SECTIONS_PER_PAGE
      if (next() < share) {
        slots.body[Math.floor(next() * 3)].push(record)
        named += 1
      }
      if (section > 0 && next() < share / 8) slots.heading[0].push(record)
      if ((page * 7 + k) % 23 === 0) slots.title[0].push(record)
    }
    df.push(named)
    for (const field of ['title', 'heading', 'body'] as const) {
      const key = `${field}.1.map`
      const all = slots[field]
      const cut = term === tailTerm
      const head = exported(cut ? all.map((ids) => ids.filter((id) => id < headRecords)) : all)
      const tail = cut ? exported(all.map((ids) => ids.filter((id) => id >= headRecords))) : null
      if (head) fields[key].push([term, head])
      if (tail) tailFields[key].push([term, tail])
    }
  })
  const shard: SerializedShard = { flex: fields, df, records: recordsOf(fields, next), tails: [[tailTerm, 100, 100, RECORDS - headRecords, 0]] }
  const tail: SerializedTail = { flex: tailFields, records: recordsOf(tailFields, next) }
  const docs: SerializedDocs = {
    pages: Array.from({ length: RECORDS / SECTIONS_PER_PAGE }, (_, page) => [`/warm-up/${page}`, `Страница ${page}`, 'Раздел']),
    records: Array.from({ length: RECORDS }, (_, record) => {
      const section = record % SECTIONS_PER_PAGE
      return [(record - section) / SECTIONS_PER_PAGE, section > 0 ? `s${section}` : '', section > 0 ? `Раздел ${section}` : '']
    }),
  }
  const meta: SerializedMeta = {
    v: 7,
    context,
    role,
    total: RECORDS * 2,
    count: RECORDS,
    averageLengths: [3, 2, 80],
    newestDay: 0,
    docs,
    snippets: { prefix: '', hash: '', per: RECORDS, count: 0 },
  }
  return { meta, shard, tail, firsts: [terms[0]] }
}

/** The numbers of the records postings name (SerializedRecords): ids as differences, lengths per field in id order. */
function recordsOf(flex: FlexEntries, next: () => number): SerializedShard['records'] {
  const [title, heading, body] = idsByField(flex)
  const ids = [...new Set([...title, ...heading, ...body])].sort((a, b) => a - b)
  return {
    ids: ids.map((id, i) => id - (i > 0 ? ids[i - 1] : 0)),
    sections: ids.map((id) => id % SECTIONS_PER_PAGE),
    title: title.map(() => 2 + Math.floor(next() * 4)),
    heading: heading.map(() => 1 + Math.floor(next() * 4)),
    body: body.map(() => 20 + Math.floor(next() * 160)),
    headless: ids.flatMap((id, i) => (id % SECTIONS_PER_PAGE === 0 ? [i] : [])),
  }
}

/** The made-up engines: a guide and a reference, as the site's contexts are. */
const WARM_UP_CONTEXTS: Array<[string, SerializedMeta['role'], number]> = [
  ['warm-up-guide', 'guide', 1],
  ['warm-up-reference', 'reference', 2],
]

function warmUpEngine([context, role, seed]: [string, SerializedMeta['role'], number]): SearchEngine {
  const { meta, shard, tail, firsts } = warmUpIndex(context, role, seed)
  const engine = new SearchEngine(meta, firsts)
  engine.addShard(0, shard)
  engine.addTail(0, tail)
  return engine
}

export const warmUpEngines = (): SearchEngine[] => WARM_UP_CONTEXTS.map(warmUpEngine)

/**
 * Runs each task after awaiting `pause` (the worker lets a message in there), until `stop` says the reader has begun to
 * type: from then on a task of the worker's idle time would only delay the reader's queries. Resolves to how many ran.
 */
export async function whileIdle(tasks: Array<() => void>, pause: () => Promise<void>, stop: () => boolean): Promise<number> {
  let ran = 0
  for (const task of tasks) {
    await pause()
    if (stop()) break
    task()
    ran += 1
  }
  return ran
}

/**
 * Makes the engines and ranks the warm-up queries over them `rounds` times, a task per engine and per query
 * (whileIdle). Resolves to the number of queries ranked.
 */
export async function warmUp(rounds: number, pause: () => Promise<void>, stop: () => boolean): Promise<number> {
  const engines: SearchEngine[] = []
  const made = await whileIdle(
    WARM_UP_CONTEXTS.map((context) => () => engines.push(warmUpEngine(context))),
    pause,
    stop,
  )
  if (made < WARM_UP_CONTEXTS.length) return 0
  const queries = Array.from({ length: rounds }, () => WARM_UP_QUERIES).flat()
  return whileIdle(
    queries.map((query) => () => {
      for (const ranked of searchEngines(engines, query, 8).ranked) ranked.engine.hit(ranked)
    }),
    pause,
    stop,
  )
}
