import { entryOf, prefixEnd, shardsOverlapping } from './shards'
import { buildContextIndex, cutBySize, FILE_LIMITS } from './build/buildIndex'
import { SearchEngine, shardsForQuery } from './engine'
import type { SearchRecord } from './format'

const FIRSTS = ['', 'каскад', 'подключ', 'шаблон']

describe('shard tables', () => {
  test.each([
    ['api', 0],
    ['каска', 0],
    ['каскад', 1],
    ['каскадн', 1],
    ['подкл', 1],
    ['подключен', 2],
    ['шаблон', 3],
    ['яндекс', 3],
    ['', 0],
  ])('the term %s is in shard %i', (term, shard) => expect(entryOf(FIRSTS, term)).toBe(shard))

  test.each([
    // 'шаба' would sort before 'шаблон', in shard 2: a prefix shorter than a shard's first term spans the boundary.
    ['шаб', [2, 3]],
    ['шаблон', [3]],
    // The terms beginning "подк" run from the end of shard 1 into shard 2.
    ['подк', [1, 2]],
    ['по', [1, 2]],
    // A prefix that is a shard's first term continues in that shard only.
    ['каскад', [1]],
    ['а', [0]],
  ])('the prefix %s overlaps shards %j', (prefix, shards) => expect(shardsOverlapping(FIRSTS, prefix, prefixEnd(prefix))).toEqual(shards))

  test('runs are cut before they exceed the bound; an item larger than it stands alone', () => {
    expect(cutBySize([3, 3, 3, 9, 1, 1], (n) => n, 6)).toEqual([[3, 3], [3], [9], [1, 1]])
  })
})

describe('a query against a partitioned index', () => {
  // Enough distinct words that the context's terms are cut into several shards.
  const words = Array.from({ length: 400 }, (_, i) => `подключение${i.toString(36)}`)
  const records: SearchRecord[] = [
    ...words.map((word, i) => ({
      url: `/docs/p${i}`,
      title: `Страница ${i}`,
      heading: '',
      breadcrumbs: ['Раздел'],
      text: `${word} каскад шаблон`.repeat(4),
    })),
    { url: '/docs/template', title: 'Шаблоны сообщений', heading: '', breadcrumbs: [], text: 'Шаблон и подключение.' },
  ]
  const built = buildContextIndex('default', records)
  const firsts = built.shards.map(({ first }) => first)

  test('the index is cut into several shards, in term order', () => {
    expect(built.shards.length).toBeGreaterThan(2)
    expect(firsts[0]).toBe('')
    expect([...firsts].sort()).toEqual(firsts)
  })

  test('a prefix fetches every shard its terms span, and with those alone ranks as with all of them', () => {
    const positions = shardsForQuery(firsts, 'подкл')
    expect(positions.length).toBeGreaterThan(1)
    const full = SearchEngine.loaded(built)
    const partial = SearchEngine.unloaded(built)
    for (const position of positions) partial.addShard(position, built.shards[position].data)
    built.docs.forEach((data, position) => partial.addDocs(position, data))
    const ranking = (engine: SearchEngine) => engine.search('подкл', 8).map(({ url, score, matched }) => ({ url, score, matched }))
    expect(ranking(partial)).toEqual(ranking(full))
    // A query whose shards were not added finds nothing in them.
    expect(partial.rank('яблоко', 8)).toEqual([])
  })

  test('a large context has display chunks instead of display data in its metadata; a hit needs only its own', () => {
    const small = { ...FILE_LIMITS, inlineDocs: 0, docsChunk: 2000 }
    const chunked = buildContextIndex('default', records, undefined, small)
    expect(chunked.meta.docs).toBeUndefined()
    expect(built.meta.docs?.records).toHaveLength(records.length)
    expect(chunked.docs.length).toBeGreaterThan(3)
    const engine = SearchEngine.unloaded(chunked)
    chunked.shards.forEach(({ data }, position) => engine.addShard(position, data))
    chunked.tails.forEach((tail, file) => engine.addTail(file, tail))
    const inline = SearchEngine.loaded(built)
    expect(inline.docChunksFor([0, 1, 2])).toEqual([])
    const ranked = engine.rank('шаблон', 3)
    const needed = engine.docChunksFor(ranked.map((r) => r.doc))
    expect(needed.length).toBeLessThan(chunked.docs.length)
    for (const position of needed) engine.addDocs(position, chunked.docs[position])
    expect(engine.docChunksFor(ranked.map((r) => r.doc))).toEqual([])
    expect(ranked.map((r) => engine.hit(r).url)).toEqual(
      SearchEngine.loaded(built)
        .search('шаблон', 3)
        .map((hit) => hit.url),
    )
  })
})
