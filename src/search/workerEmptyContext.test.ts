import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sectionsByContext, writeSearchIndexes } from './build/indexFiles'
import { numberedFile, type SearchFiles, type SectionInput } from './format'
import { serveSearchIndex } from '../../tests/search/workerServer'

const section = (url: string, title: string, text: string): SectionInput => ({ url, title, heading: '', breadcrumbs: [], text, docId: null })

/** A site whose blog has no post yet: its context has no record. */
const SECTIONS = [
  section('/docs/api/templates', 'Шаблоны сообщений', 'Шаблон рассылки задаёт текст и кнопки.'),
  section('/', 'Главная', 'Платформа рассылок.'),
]

describe('a context with no records', () => {
  let dir: string
  let files: SearchFiles
  const requested: string[] = []
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'search-empty-'))
    files = writeSearchIndexes(dir, 'search-index', sectionsByContext(SECTIONS, { contexts: ['docs/api', 'blog'], excludedDocsFolders: [] }))
    serveSearchIndex(() => dir, requested)
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  test('has a shard table whose every file is written, the first shard starting at ""', () => {
    expect(files.blog.meta.count).toBe(0)
    expect(files.blog.shards.firsts[0]).toBe('')
    for (const { shards } of Object.values(files))
      shards.firsts.forEach((_, position) => expect(existsSync(join(dir, numberedFile(shards, position)))).toBe(true))
  })

  test('the worker loads it and answers no results, and a search of every context answers from the others', async () => {
    const { operations } = await import('./worker')
    await expect(operations.fetchIndexes('', 'blog')).resolves.toBe(0)
    for (const query of ['шаблон', 'шаблон рассылки', 'shablon', 'ш'])
      await expect(operations.search('', 'blog', query, 8)).resolves.toMatchObject({ hits: [] })
    const all = await operations.search('', 'all', 'шаблон', 8)
    expect(all.hits.map((hit) => hit.url)).toEqual(['/docs/api/templates'])
    await expect(operations.snippets('', 'blog', ['/docs/api/templates'])).resolves.toEqual([''])
    expect(requested.filter((url) => !existsSync(join(dir, url)))).toEqual([])
  })
})
