import { aloneScores, buildContextIndex, cutPostings, documentFrequencies, FILE_LIMITS, pageStructure, termImpacts } from './build/buildIndex'
import { SearchEngine, searchSteps, shardsForQuery, type EngineRanked } from './engine'
import { analyze } from './tokenize'
import type { SearchRecord } from './format'

/** A seeded generator (the same records and queries every run). */
function random(seed: number) {
  let state = seed
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] }
}

/** Words of the synthetic pages, the first ones far more frequent (as a site's common words are). */
const WORDS = ['шаблон', 'шаблоны', 'рассылка', 'канал', 'клиент', 'отчет', 'баланс', 'сценарий', 'каскад', 'вебхук', 'подпись', 'тариф']
const FILLER = ['настройка', 'раздел', 'пример', 'кабинет', 'параметр', 'сообщение', 'отправка', 'статус']

/** Pages of a few sections, titles, headings and texts drawn with a skew, some headings repeated over many pages. */
function syntheticSite(pages: number, seed: number): SearchRecord[] {
  const r = random(seed)
  const skewed = () => WORDS[Math.floor(r.next() ** 2.5 * WORDS.length)]
  const records: SearchRecord[] = []
  for (let page = 0; page < pages; page += 1) {
    const title = `${skewed()} ${r.next() < 0.5 ? r.pick(FILLER) : ''} ${r.next() < 0.3 ? skewed() : ''}`.trim()
    const sections = 1 + Math.floor(r.next() * 5)
    for (let section = 0; section < sections; section += 1) {
      const heading = section === 0 ? '' : r.next() < 0.2 ? 'Ошибки' : r.next() < 0.3 ? skewed() : `${r.pick(FILLER)} ${skewed()}`
      const text = Array.from({ length: 3 + Math.floor(r.next() * 40) }, () => (r.next() < 0.4 ? skewed() : r.pick(FILLER))).join(' ')
      records.push({ url: section === 0 ? `/p${page}` : `/p${page}#s${section}`, title, heading, breadcrumbs: [], text })
    }
  }
  return records
}

/** A search as the worker runs it: each step's shards and tails added to the engine only when a step asks for them. */
function searchLazily(engine: SearchEngine, built: ReturnType<typeof buildContextIndex>, query: string): { ranked: EngineRanked[]; tails: number } {
  const firsts = built.shards.map(({ first }) => first)
  const steps = searchSteps(query, 8)
  let tails = 0
  let step = steps.next()
  while (!step.done) {
    const need = step.value
    if ('shards' in need) for (const position of shardsForQuery(firsts, need.shards)) engine.addShard(position, built.shards[position].data)
    if ('tails' in need)
      for (const file of need.tails.flatMap((t) => t.files)) {
        engine.addTail(file, built.tails[file])
        tails += 1
      }
    if ('vocabularies' in need) engine.addVocabulary(built.vocabulary)
    step = steps.next([engine])
  }
  return { ranked: step.value.ranked, tails }
}

describe('postings cut into a head and a tail', () => {
  const records = syntheticSite(400, 11)
  const site = { total: records.length, df: documentFrequencies(records) }
  const full = buildContextIndex('docs', records, site, { ...FILE_LIMITS, head: Infinity })
  const cut = buildContextIndex('docs', records, site, { ...FILE_LIMITS, head: 24 })

  test('a common term keeps its best pages in its shard, whole, and the others in the tail, with the tail’s bounds', () => {
    expect(full.tails).toEqual([])
    const tailed = cut.shards.flatMap(({ data }) => data.tails ?? [])
    expect(tailed.length).toBeGreaterThan(5)
    // A file per tail, in term order, holding that term's postings and no other's: a query reads only what it chose.
    expect(tailed.map(([, , , , file]) => file)).toEqual(cut.tails.map((_, file) => file))
    for (const [term, , , records, file] of tailed) {
      const entries = Object.values(cut.tails[file].flex).flat()
      expect(new Set(entries.map(([t]) => t))).toEqual(new Set([term]))
      expect(new Set(entries.flatMap(([, slots]) => slots.flat()).filter((id) => id !== null)).size).toBe(records)
    }
    const { newestDay, ...structure } = pageStructure(records)
    expect(newestDay).toBe(0)
    const lengths = records.flatMap((r) => [analyze(r.title).length, analyze(r.heading).length, analyze(r.text).length])
    const facts = { lengths, ...structure }
    const pageOf = (id: number) => id - facts.sections[id]
    const fullPostings = (term: string) => {
      const out = new Map<string, Array<number[] | null>>()
      for (const { data } of full.shards)
        for (const [key, entries] of Object.entries(data.flex)) for (const [t, slots] of entries) if (t === term) out.set(key, slots)
      return out
    }
    const idsOf = (postings: Map<string, Array<number[] | null>> | undefined) =>
      [...new Set([...(postings ?? new Map()).values()].flat(2).filter((id): id is number => id !== null))].sort((a, b) => a - b)
    for (const [term, bound, aloneBound] of tailed) {
      const postings = fullPostings(term)
      const { head, tail } = cutPostings(postings, facts, full.meta.averageLengths, 24)
      const impacts = termImpacts(postings, facts, full.meta.averageLengths)
      const alone = aloneScores(postings, impacts, facts, pageOf)
      const headIds = idsOf(head)
      const tailIds = idsOf(tail)
      // The head holds at least the head's count, and whole pages: no page has records on both sides.
      expect(headIds.length).toBeGreaterThanOrEqual(24)
      expect([...headIds, ...tailIds].sort((a, b) => a - b)).toEqual(idsOf(postings))
      const tailPages = new Set(tailIds.map(pageOf))
      expect(headIds.filter((id) => tailPages.has(pageOf(id)))).toEqual([])
      expect(Math.max(...tailIds.map((id) => impacts.get(id) ?? 0))).toBe(bound)
      expect(Math.max(...tailIds.map((id) => alone.get(id) ?? 0))).toBe(aloneBound)
      // Pages are taken best first: the best record of every head page scores at least the tail's bound for the term alone.
      const pageBest = new Map<number, number>()
      for (const id of headIds) pageBest.set(pageOf(id), Math.max(pageBest.get(pageOf(id)) ?? 0, alone.get(id) ?? 0))
      expect(Math.min(...pageBest.values())).toBeGreaterThanOrEqual(aloneBound)
    }
  })

  test('the ranking from heads, reading a tail only when its bound says so, is the ranking from every posting', () => {
    const r = random(5)
    const reference = SearchEngine.loaded(full)
    // Every tail the bound asks for is read: no budget of tail records per query (the next test has one).
    const unbudgeted = () => Object.assign(SearchEngine.unloaded(cut), { tailRecordBudget: Infinity })
    const engine = unbudgeted()
    let exactFromHeads = 0
    let withTails = 0
    for (let i = 0; i < 400; i += 1) {
      const words = Array.from({ length: 1 + Math.floor(r.next() * 3) }, () => r.pick(r.next() < 0.8 ? WORDS : FILLER))
      // The word being typed: from three letters, or whole, or finished (a space after it).
      const last = words[words.length - 1]
      const ending = r.next()
      words[words.length - 1] = ending < 0.4 ? last.slice(0, 3 + Math.floor(r.next() * (last.length - 2))) : last
      const query = `${words.join(' ')}${ending > 0.8 ? ' ' : ''}`
      // A fresh engine now and then, so that queries start from heads only as a first use does.
      const own = i % 2 === 0 ? unbudgeted() : engine
      const { ranked, tails } = searchLazily(own, cut, query)
      if (tails === 0 && own !== engine) exactFromHeads += 1
      if (tails > 0) withTails += 1
      const expected = searchLazily(reference, full, query).ranked
      expect([query, ranked.map(({ doc, score }) => [doc, score])]).toEqual([query, expected.map(({ doc, score }) => [doc, score])])
    }
    // Both ways were taken: tails were read where they could change the list, and not where they could not.
    expect(withTails).toBeGreaterThan(0)
    expect(exactFromHeads).toBeGreaterThan(0)
  })

  test('a query reads the tails its bound asks for within the budget of tail records, the rarest first', () => {
    const sizes = new Map(cut.shards.flatMap(({ data }) => (data.tails ?? []).map(([term, , , records]): [string, number] => [term, records])))
    const terms = [...sizes.keys()]
    expect(terms.length).toBeGreaterThan(5)
    const engine = SearchEngine.unloaded(cut)
    cut.shards.forEach(({ data }, position) => engine.addShard(position, data))
    const ascending = [...sizes.values()].sort((a, b) => a - b)
    for (const budget of [0, ascending[0], ascending[0] + ascending[1], ascending[2] + 1, Infinity]) {
      const read = engine.tailsWithin(terms, budget)
      const used = read.reduce((sum, term) => sum + (sizes.get(term) ?? 0), 0)
      expect(used).toBeLessThanOrEqual(budget)
      // The rarest first, and the next one would not have fitted.
      expect(read.map((term) => sizes.get(term))).toEqual(ascending.slice(0, read.length))
      if (read.length < terms.length) expect(used + ascending[read.length]).toBeGreaterThan(budget)
    }
    expect(engine.tailsWithin(terms, Infinity)).toHaveLength(terms.length)

    // With no budget a query answers from the heads, fetching no tail; with room for every tail, as from every posting.
    const reference = SearchEngine.loaded(full)
    const r = random(11)
    let differs = 0
    for (let i = 0; i < 100; i += 1) {
      const query = Array.from({ length: 1 + Math.floor(r.next() * 3) }, () => r.pick(WORDS)).join(' ')
      const headsOnly = searchLazily(Object.assign(SearchEngine.unloaded(cut), { tailRecordBudget: 0 }), cut, query)
      expect(headsOnly.tails).toBe(0)
      const roomy = searchLazily(Object.assign(SearchEngine.unloaded(cut), { tailRecordBudget: ascending.reduce((a, b) => a + b) }), cut, query)
      const expected = searchLazily(reference, full, query).ranked.map(({ doc, score }) => [doc, score])
      expect([query, roomy.ranked.map(({ doc, score }) => [doc, score])]).toEqual([query, expected])
      if (JSON.stringify(headsOnly.ranked.map(({ doc, score }) => [doc, score])) !== JSON.stringify(expected)) differs += 1
    }
    // The budget is what decides: without it some answers are not the exact ones.
    expect(differs).toBeGreaterThan(0)
  })

  test('a completion of two letters is ranked from the heads of its terms: it reads no tail', () => {
    const engine = SearchEngine.unloaded(cut)
    for (const prefix of ['ша', 'ра', 'ка', 'кл']) {
      const { ranked, tails } = searchLazily(engine, cut, prefix)
      expect(tails).toBe(0)
      expect(ranked.length).toBeGreaterThan(0)
    }
  })
})
