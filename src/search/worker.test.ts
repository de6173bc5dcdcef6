import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { FILE_LIMITS } from './build/buildIndex'
import { INDEX_MANIFEST, writeSearchIndexes } from './build/indexFiles'
import { SearchEngine, searchEngines } from './engine'
import { buildContextIndex, documentFrequencies } from './build/buildIndex'
import type { SearchRecord } from './format'

/** Pages whose common words name far more records than a head of 16. */
function records(): SearchRecord[] {
  const words = ['шаблон', 'рассылка', 'канал', 'клиент', 'отчет']
  return Array.from({ length: 300 }, (_, id) => {
    const page = Math.floor(id / 3)
    return {
      url: id % 3 === 0 ? `/docs/p${page}` : `/docs/p${page}#s${id % 3}`,
      title: `${words[page % 5]} ${page % 7 === 0 ? words[(page + 1) % 5] : 'настройка'}`,
      heading: id % 3 === 0 ? '' : `${words[(id * 3) % 5]}${id % 4 === 0 ? ' ошибки' : ''}`,
      breadcrumbs: [],
      text: `${words[(id * 7) % 5]} ${'и раздел '.repeat(id % 6)}${words[(id * 11) % 5]} ${words[id % 5]}`,
    }
  })
}

describe('the worker reads a tail when the ranking asks for it', () => {
  const head = FILE_LIMITS.head
  let dir: string
  const requested: string[] = []
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'search-worker-'))
    // A small head, so that the common words of these few pages have tails (the site's head is far larger).
    FILE_LIMITS.head = 16
    writeSearchIndexes(dir, 'search-index', { default: records() })
    Object.assign(globalThis, {
      self: globalThis,
      postMessage: () => undefined,
      __SEARCH_INDEX_MANIFEST__: `/search-index/${INDEX_MANIFEST}`,
      __SEARCH_THESAURUS__: {},
      __SEARCH_QUERY_KINDS__: { api: [], integrator: [], setting: [], changes: [] },
      fetch: async (url: string) => {
        requested.push(url)
        return { ok: true, status: 200, json: async () => JSON.parse(readFileSync(join(dir, url), 'utf8')) }
      },
    })
  })
  afterAll(() => {
    FILE_LIMITS.head = head
    rmSync(dir, { recursive: true, force: true })
  })

  test('its answers are those of the whole postings, tails fetched when the ranking from the heads asks for them', async () => {
    const { operations } = await import('./worker')
    const all = records()
    const whole = SearchEngine.loaded(
      buildContextIndex('default', all, { total: all.length, df: documentFrequencies(all) }, { ...FILE_LIMITS, head: Infinity }),
    )
    let withTails = 0
    for (const query of ['шаблон', 'шаблон рассылка', 'канал клиент отчет', 'шаблоны ', 'клие']) {
      const before = requested.length
      const answer = await operations.search('', 'all', query, 8)
      const tails = requested.slice(before).filter((url) => /\/default\.u\d+\./.test(url))
      withTails += tails.length > 0 ? 1 : 0
      const expected = searchEngines([whole], query, 8).ranked.map((r) => [whole.hit(r).url, r.score])
      expect([query, answer.hits.map((hit) => [hit.url, hit.score])]).toEqual([query, expected])
    }
    expect(withTails).toBeGreaterThan(0)
  })

  test('a first letter’s warm-up ranks from the heads, fetching no tail', async () => {
    const { operations } = await import('./worker')
    const before = requested.length
    for (const letter of ['ш', 'р', 'к']) await expect(operations.prefetch('', 'all', letter)).resolves.toBeUndefined()
    expect(requested.slice(before).filter((url) => /\/default\.u\d+\./.test(url))).toEqual([])
  })
})
