import { buildContextIndex, FILE_LIMITS, headingLength, pageStructure, REPEATED_HEADING_PAGES } from './buildIndex'
import { SearchEngine } from '../engine'
import { idsByField } from '../flexIndex'
import { analyze, analyzeTitle } from '../tokenize'
import type { SearchRecord } from '../format'

const TOPICS = ['каскад', 'шаблон', 'рассылка', 'канал', 'клиент', 'отчет', 'баланс', 'сценарий']

/** `count` records of pages of four sections each, their words drawn from a fixed list (a vocabulary that stops growing). */
function syntheticRecords(count: number): SearchRecord[] {
  return Array.from({ length: count }, (_, id) => {
    const page = Math.floor(id / 4)
    const topic = TOPICS[page % TOPICS.length]
    return {
      url: id % 4 === 0 ? `/docs/p${page}` : `/docs/p${page}#s${id % 4}`,
      title: `Настройка: ${topic} ${page % 7}`,
      heading: id % 4 === 0 ? '' : id % 4 === 3 ? 'Ошибки' : `Раздел ${TOPICS[id % TOPICS.length]}`,
      breadcrumbs: ['Документация', topic],
      text: `${topic} и ${TOPICS[(id * 7) % TOPICS.length]} `.repeat(1 + (id % 5)) + 'Подробности раздела.',
    }
  })
}

describe('what a first search fetches does not grow with the records', () => {
  test('the metadata of a context of 4N records is the size of that of N', () => {
    // Large enough that the display data is in chunks, as on a large site.
    const small = buildContextIndex('docs', syntheticRecords(2000))
    const large = buildContextIndex('docs', syntheticRecords(8000))
    expect(small.meta.docs).toBeUndefined()
    const size = (meta: object) => JSON.stringify(meta).length
    // Only its numbers' digits differ (record counts, average lengths).
    expect(Math.abs(size(large.meta) - size(small.meta))).toBeLessThan(16)
    expect(Object.keys(large.meta).sort()).toEqual(['averageLengths', 'context', 'count', 'docChunks', 'newestDay', 'snippets', 'total', 'v'])
    // The chunks keep the bound of their kind: a fixed number of records each, about the bound in size on average.
    expect(large.docs.length).toBeGreaterThan(3 * small.docs.length)
    const average = (chunks: unknown[]) => chunks.reduce<number>((sum, chunk) => sum + JSON.stringify(chunk).length, 0) / chunks.length
    expect(average(large.snippets)).toBeLessThan(FILE_LIMITS.snippetsChunk * 1.25)
    expect(average(large.docs)).toBeLessThan(FILE_LIMITS.docsChunk * 1.25)
  })

  test('a shard names the numbers of exactly the records of its postings, and a field’s length where it names them in that field', () => {
    const records = syntheticRecords(400)
    const built = buildContextIndex('docs', records)
    const length = (text: string) => analyze(text).length
    for (const { data } of built.shards) {
      const [title, heading, body] = idsByField(data.flex)
      let id = 0
      const ids = data.records.ids.map((delta) => (id += delta))
      expect(ids).toEqual([...new Set([...title, ...heading, ...body])].sort((a, b) => a - b))
      expect(data.records.sections).toHaveLength(ids.length)
      expect(data.records.body).toEqual(body.map((doc) => length(records[doc].text)))
      expect(data.records.heading).toEqual(heading.map((doc) => length(records[doc].heading)))
      expect(data.records.title).toEqual(title.map((doc) => analyzeTitle(records[doc].title).length))
    }
  })
})

describe('the ranking reads a record’s numbers from the shard that names it', () => {
  // Two pages that use «вебхук» as often, one of them much longer: BM25 puts the shorter one first.
  const records: SearchRecord[] = [
    { url: '/docs/long', title: 'Длинная страница', heading: '', breadcrumbs: [], text: `вебхук ${'подробности '.repeat(60)}` },
    { url: '/docs/short', title: 'Короткая страница', heading: '', breadcrumbs: [], text: 'вебхук подпись' },
  ]
  const built = buildContextIndex('docs', records)
  const shardOf = (term: string) => built.shards.findIndex(({ data }) => data.flex['body.1.map']?.some(([t]) => t === term))

  test('the field lengths of the shard decide the order', () => {
    const urls = (engine: SearchEngine) => engine.search('вебхук', 8).map((hit) => hit.url)
    expect(urls(SearchEngine.loaded(built))).toEqual(['/docs/short', '/docs/long'])
    // The same index with the two records' body lengths swapped in the shard of «вебхук»: the order follows them.
    const position = shardOf('вебхук')
    const { records: named } = built.shards[position].data
    expect(named.body).toHaveLength(2)
    const swapped = structuredClone(built)
    swapped.shards[position].data.records = { ...named, body: [...named.body].reverse() }
    expect(urls(SearchEngine.loaded(swapped))).toEqual(['/docs/long', '/docs/short'])
  })

  test('an engine with only the query’s shard ranks as one with every shard', () => {
    const partial = SearchEngine.unloaded(built)
    partial.addShard(shardOf('вебхук'), built.shards[shardOf('вебхук')].data)
    const scores = (engine: SearchEngine) => engine.rank('вебхук', 8, { prefix: false }).map(({ doc, score }) => [doc, score])
    expect(scores(partial)).toEqual(scores(SearchEngine.loaded(built)))
  })
})

describe('headings many pages repeat', () => {
  const section = (page: number, heading: string): SearchRecord => ({
    url: `/docs/api/m${page}#${heading.toLowerCase()}`,
    title: `Метод ${page}`,
    heading,
    breadcrumbs: [],
    text: 'Строка до 64 символов.',
  })
  const pages = (heading: string, count: number) => Array.from({ length: count }, (_, page) => section(page, heading))

  test('a name on many pages counts as a repeated heading and defines nothing; on fewer pages it keeps its weight', () => {
    const many = pageStructure([...pages('Idempotency-Key', REPEATED_HEADING_PAGES), ...pages('Ошибки', REPEATED_HEADING_PAGES)])
    expect([...many.repeated]).toEqual(Array(2 * REPEATED_HEADING_PAGES).fill(1))
    expect([...many.shared]).toEqual([...Array(REPEATED_HEADING_PAGES).fill(1), ...Array(REPEATED_HEADING_PAGES).fill(0)])
    const few = pageStructure(pages('Idempotency-Key', REPEATED_HEADING_PAGES - 1))
    expect([...few.repeated, ...few.shared].every((flag) => flag === 0)).toBe(true)
  })
})

describe("a page's keywords", () => {
  // Two pages of the same length; only the second has the reader's word, as a keyword.
  const records: SearchRecord[] = [
    { url: '/docs/a', title: 'Скорость отправки', heading: '', breadcrumbs: [], text: 'Троттлинг рассылки задаёт число сообщений в минуту.' },
    {
      url: '/docs/b',
      title: 'Тихие часы',
      heading: '',
      breadcrumbs: [],
      text: 'Ночью сообщения ждут утра и уходят после восьми.',
      keywords: 'троттлинг',
    },
  ]
  const built = buildContextIndex('docs', records)
  const engine = SearchEngine.loaded(built)

  test('are indexed in the heading field and weigh as a heading', () => {
    // «троттлинг» is in the heading field (the keyword of /docs/b) and the text (of /docs/a), never in a title.
    const inField = (key: string) => built.shards.some(({ data }) => data.flex[key]?.some(([term]) => term === 'троттлинг'))
    expect([inField('heading.1.map'), inField('body.1.map'), inField('title.1.map')]).toEqual([true, true, false])
    // The page that has the word as a keyword comes before the page that has it in its text: a heading outweighs the text.
    expect(engine.search('троттлинг', 8).map((hit) => hit.url)).toEqual(['/docs/b', '/docs/a'])
  })

  test('weigh as a heading each, however many the page has', () => {
    // The field is as long as the longest of the page's names (its heading, each keyword), not as all of them together.
    const names = 'троттлинг, скорость отправки, лимит сообщений, очередь рассылки, сообщений в минуту, ночная пауза'
    expect(headingLength({ ...records[1], keywords: names }, analyze)).toBe(2)
    // Among pages with short headings, where the other page says the word twice in its text.
    const others = ['Статусы', 'Ошибки доставки', 'Баланс', 'Отчёты'].map((heading, i) => ({
      ...records[0],
      url: `/docs/c${i}`,
      heading,
      text: 'Сообщения уходят по очереди.',
    }))
    const twice = { ...records[0], text: 'Троттлинг задаёт число сообщений в минуту; троттлинг рассылки.' }
    const many = buildContextIndex('docs', [twice, { ...records[1], keywords: names }, ...others])
    // With all of its keywords counted as one heading, the page's keyword weighed less than the other page's text.
    expect(
      SearchEngine.loaded(many)
        .search('троттлинг', 2)
        .map((hit) => hit.url),
    ).toEqual(['/docs/b', '/docs/a'])
  })

  test('are never shown: not in the heading a result displays, nor in its snippet', () => {
    const hit = engine.search('троттлинг', 8).find((h) => h.url === '/docs/b')!
    expect(hit.heading).toBe('')
    expect(built.snippets.flat()).toEqual(records.map((record) => record.text))
    expect(JSON.stringify([built.meta, built.docs])).not.toContain('троттлинг')
  })
})
