import { buildContextIndex } from './build/buildIndex'
import { createFieldIndex, fieldMaps, indexTerms, MAX_TERM_FREQUENCY } from './flexIndex'
import { SearchEngine } from './engine'
import type { SearchRecord } from './format'

const record = (url: string, title: string, text: string): SearchRecord => ({ url, title, heading: '', breadcrumbs: [], text })
const RECORDS = [
  record('/a', 'Каскады', 'Шаблон один раз.'),
  record('/b', 'Рассылки', 'Шаблон, шаблоны, шаблону и свежий шаблон.'),
  record('/c', 'Шаблоны', 'Каскад.'),
]

describe('the FlexSearch index of a context', () => {
  test('a document sits in the slot of its term frequency, per field', () => {
    const index = createFieldIndex()
    RECORDS.forEach((r, id) => index.add({ id, title: r.title, heading: r.heading, body: r.text }))
    const [title, , body] = fieldMaps(index)
    expect(body.get('шаблон')).toEqual([[0], undefined, undefined, [1]])
    expect(title.get('шаблон')).toEqual([[2]])
    expect(indexTerms(fieldMaps(index))).toEqual(['каскад', 'один', 'рассылк', 'свеж', 'шаблон'])
  })

  test('titles keep their stop words, headings and texts do not', () => {
    const index = createFieldIndex()
    index.add({ id: 0, title: 'Как работает каскад', heading: 'Зачем нужен каскад', body: 'Как это работает' })
    expect(fieldMaps(index).map((map) => [...map.keys()])).toEqual([['как', 'работа', 'каскад'], ['нуж', 'каскад'], ['работа']])
  })

  test('frequencies above the cap share the last slot', () => {
    const index = createFieldIndex()
    index.add({ id: 0, title: '', heading: '', body: 'шаблон '.repeat(MAX_TERM_FREQUENCY + 5) })
    expect(fieldMaps(index)[2].get('шаблон')?.length).toBe(MAX_TERM_FREQUENCY)
  })

  test('round trip: built, written as JSON, read back by the engine with the same ranking', () => {
    const built = JSON.parse(JSON.stringify(buildContextIndex('default', RECORDS))) as ReturnType<typeof buildContextIndex>
    expect(built.shards).toHaveLength(1)
    const [{ data: shard }] = built.shards
    // FlexSearch's export keys; no heading is set, so there is no heading index, and the registry is left out.
    expect(Object.keys(shard.flex).sort()).toEqual(['body.1.map', 'title.1.map'])
    expect(shard.df).toEqual([2, 1, 1, 1, 3])
    const engine = SearchEngine.loaded(built)
    // The title counts most, then the frequency in the text.
    expect(engine.search('шаблон', 3).map((hit) => hit.url)).toEqual(['/c', '/b', '/a'])
    expect(engine.search('каскад', 3).map((hit) => hit.url)).toEqual(['/a', '/c'])
  })
})
