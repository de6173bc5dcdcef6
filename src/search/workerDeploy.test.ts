import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { FILE_LIMITS } from './build/buildIndex'
import { INDEX_MANIFEST, writeSearchIndexes } from './build/indexFiles'
import type { SearchAnswer, SearchRecord } from './format'
import { serveSearchIndex } from '../../tests/search/workerServer'

/** Pages of one build; the next build has a word more on its first page. */
function records(extra = ''): SearchRecord[] {
  const words = ['шаблон', 'рассылка', 'канал', 'клиент', 'отчет', 'журнал', 'запрос', 'баланс', 'вебхук', 'тариф']
  return Array.from({ length: 60 }, (_, id) => ({
    url: `/docs/p${id}`,
    title: `${words[id % 10]} ${words[(id * 3) % 10]}`,
    heading: '',
    breadcrumbs: [],
    text: `${id === 0 ? extra : ''} ${words[(id * 7) % 10]} настройка ${words[(id + 1) % 10]}`,
  }))
}

type Reply = { id: number; result?: SearchAnswer; error?: string }

describe('the worker across a deploy', () => {
  const shard = FILE_LIMITS.shard
  let builds: { a: string; b: string }
  let served = ''
  const requested: string[] = []
  const replies: Reply[] = []

  beforeAll(async () => {
    // Small shards, so that a query reads only the shard of its words, as on the site.
    FILE_LIMITS.shard = 256
    builds = { a: mkdtempSync(join(tmpdir(), 'search-a-')), b: mkdtempSync(join(tmpdir(), 'search-b-')) }
    writeSearchIndexes(builds.a, 'search-index', { default: records() })
    writeSearchIndexes(builds.b, 'search-index', { default: records('заветная') })
    served = builds.a
    serveSearchIndex(() => served, requested)
    Object.assign(globalThis, { postMessage: (reply: Reply) => replies.push(reply) })
    await import('./worker')
  })
  afterAll(() => {
    FILE_LIMITS.shard = shard
    for (const dir of Object.values(builds)) rmSync(dir, { recursive: true, force: true })
  })

  /** An operation sent to the worker as the page sends it; its final reply. */
  let id = 0
  async function send(op: string, args: unknown[]): Promise<Reply> {
    id += 1
    const handler = (globalThis as unknown as { onmessage: (event: { data: unknown }) => Promise<void> }).onmessage
    await handler({ data: { id, op, args } })
    return replies.find((reply) => reply.id === id) as Reply
  }
  const search = (query: string) => send('search', ['', 'all', query, 8])

  test('the pointer and the focus reaching the box at once: the list is read once, and read again when the reader comes back', async () => {
    const listReads = () => requested.filter((url) => url.endsWith(INDEX_MANIFEST)).length
    // The list's answer held back until both have come, as the second comes while it is on its way.
    const serve = globalThis.fetch
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    globalThis.fetch = async (url: string | URL | Request) => (await Promise.all([serve(url), answered]))[0]
    try {
      const pointer = send('fetchIndexes', ['', 'all'])
      await new Promise((resolve) => setImmediate(resolve))
      const focus = send('fetchIndexes', ['', 'all'])
      answer()
      await Promise.all([pointer, focus])
    } finally {
      globalThis.fetch = serve
    }
    expect(listReads()).toBe(1)
    await send('fetchIndexes', ['', 'all'])
    expect(listReads()).toBe(2)
  })

  test('a shard gone since files.json was read: the list is read again and the search answers from the new build', async () => {
    const before = await search('шаблон')
    expect(before.error).toBeUndefined()
    expect(before.result?.hits.length).toBeGreaterThan(0)
    served = builds.b
    const listReads = requested.filter((url) => url.endsWith(INDEX_MANIFEST)).length
    const after = await search('заветная')
    expect(after.error).toBeUndefined()
    expect(after.result?.hits.map((hit) => hit.url)).toEqual(['/docs/p0'])
    expect(requested.filter((url) => url.endsWith(INDEX_MANIFEST)).length).toBe(listReads + 1)
  })

  test('an index missing from the server is reported after one more reading of the list, not retried on and on', async () => {
    served = mkdtempSync(join(tmpdir(), 'search-empty-'))
    try {
      const listReads = requested.filter((url) => url.endsWith(INDEX_MANIFEST)).length
      const reply = await search('отчет')
      expect(reply.error).toMatch(/search index \/search-index\/.+: HTTP 404/)
      expect(requested.filter((url) => url.endsWith(INDEX_MANIFEST)).length).toBeLessThanOrEqual(listReads + 1)
    } finally {
      rmSync(served, { recursive: true, force: true })
    }
  })

  test('a deploy that keeps the old files: the reader coming back to the box has the list read again, and the search answers from the new build', async () => {
    served = builds.a
    expect((await search('шаблон')).result?.hits.length).toBeGreaterThan(0)
    // Coming back with nothing deployed: the list is asked for again, and no other file.
    let before = requested.length
    await send('fetchIndexes', ['', 'all'])
    expect((await search('шаблон')).result?.hits.length).toBeGreaterThan(0)
    expect(requested.slice(before).filter((url) => !url.endsWith(INDEX_MANIFEST))).toEqual([])

    // Both builds' files on the server, the list the new build's: every file the worker knows is still there.
    const kept = mkdtempSync(join(tmpdir(), 'search-kept-'))
    try {
      cpSync(builds.a, kept, { recursive: true })
      cpSync(builds.b, kept, { recursive: true, force: true })
      served = kept
      expect((await search('заветная')).result?.hits).toEqual([])
      before = requested.length
      await send('fetchIndexes', ['', 'all'])
      const after = await search('заветная')
      expect(after.error).toBeUndefined()
      expect(after.result?.hits.map((hit) => hit.url)).toEqual(['/docs/p0'])
      expect(requested.slice(before).some((url) => !url.endsWith(INDEX_MANIFEST))).toBe(true)
    } finally {
      rmSync(kept, { recursive: true, force: true })
    }
  })
})
