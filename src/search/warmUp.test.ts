import { SearchEngine, searchEngines } from './engine'
import { idsByField } from './flexIndex'
import { analyzeQuery } from './tokenize'
import { WARM_UP_QUERIES, warmUp, warmUpEngines, warmUpIndex } from './warmUp'

describe('the warm-up index', () => {
  const { meta, shard, tail, firsts } = warmUpIndex('warm-up-guide', 'guide', 1)

  test('is written as the build writes a shard: each field has a length for each record it names', () => {
    const named = idsByField(shard.flex)
    expect([shard.records.title.length, shard.records.heading.length, shard.records.body.length]).toEqual(named.map((ids) => ids.length))
    let id = 0
    const ids = shard.records.ids.map((step) => (id += step))
    expect(ids).toEqual([...new Set(named.flat())].sort((a, b) => a - b))
    expect(Math.max(...ids)).toBeLessThan(meta.count)
    expect(firsts).toEqual([[...new Set(Object.values(shard.flex).flatMap((entries) => entries.map(([term]) => term)))].sort()[0]])
  })

  test('holds the stems of every query it ranks', () => {
    const terms = new Set(Object.values(shard.flex).flatMap((entries) => entries.map(([term]) => term)))
    for (const query of WARM_UP_QUERIES) for (const token of analyzeQuery(query)) expect([query, terms.has(token.term)]).toEqual([query, true])
  })

  test('is the same on every run', () => {
    expect(warmUpIndex('warm-up-guide', 'guide', 1)).toEqual({ meta, shard, tail, firsts })
  })

  test('cuts a common word so that the ranking must read its tail', () => {
    const engine = new SearchEngine(meta, firsts)
    engine.addShard(0, shard)
    expect(engine.rankOrNeed('сообщений', 8)).toMatchObject({ tails: [0] })
    engine.addTail(0, tail)
    expect(Array.isArray(engine.rankOrNeed('сообщений', 8))).toBe(true)
  })

  test('an engine prepared before its first query answers as one that was not', () => {
    const [plain, prepared] = [warmUpEngines()[0], warmUpEngines()[0]]
    prepared.prepare()
    for (const query of WARM_UP_QUERIES)
      expect(searchEngines([prepared], query, 8).ranked.map(({ doc, score }) => [doc, score])).toEqual(
        searchEngines([plain], query, 8).ranked.map(({ doc, score }) => [doc, score]),
      )
  })

  test('every query finds records in both contexts, with their display data', () => {
    const engines = warmUpEngines()
    for (const query of WARM_UP_QUERIES) {
      const { ranked } = searchEngines(engines, query, 8)
      expect([query, ranked.length]).toEqual([query, 8])
      const contexts = engines.map((engine) => searchEngines([engine], query, 8).ranked.length)
      expect([query, contexts.every((count) => count > 0)]).toEqual([query, true])
      expect(ranked.map((hit) => hit.engine.hit(hit).url).every((url) => url.startsWith('/warm-up/'))).toBe(true)
    }
  })
})

describe('warmUp', () => {
  test('ranks every query of every round, pausing before each task', async () => {
    let pauses = 0
    const ran = await warmUp(
      2,
      async () => {
        pauses += 1
      },
      () => false,
    )
    expect(ran).toBe(2 * WARM_UP_QUERIES.length)
    // One task per made-up engine, then one per query.
    expect(pauses).toBe(2 + ran)
  })

  test('stops at the first pause after the reader has typed', async () => {
    let pauses = 0
    let typed = false
    const ran = await warmUp(
      3,
      async () => {
        pauses += 1
        if (pauses === 4) typed = true
      },
      () => typed,
    )
    expect(ran).toBe(1)
    expect(pauses).toBe(4)
  })

  test('does nothing when the reader typed before it started', async () => {
    expect(
      await warmUp(
        3,
        async () => {},
        () => true,
      ),
    ).toBe(0)
  })
})
