import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { INDEX_MANIFEST, readQueryKinds, readThesaurus, sectionsByContext, writeSearchIndexes } from './indexFiles'
import { SearchEngine } from '../engine'
import { numberedFile, type SearchIndexFiles, type SectionInput } from '../format'

const section = (url: string, title: string, docId: string | null, text = 'Текст раздела.'): SectionInput => ({
  url,
  title,
  heading: '',
  breadcrumbs: [],
  text,
  docId,
})

const SECTIONS = [
  section('/docs/api/messages/sending', 'Отправка сообщений', 'api/messages/sending', 'Метод sendMessage отправляет сообщение.'),
  section('/docs/channel/viber/connect', 'Подключение Viber', 'channel/viber/connect', 'Имя отправителя и логотип.'),
  section('/docs/unlisted/secret', 'Скрытая страница', 'unlisted/secret'),
  section('/blog/25-01-10-release', 'Выпуск 10 января', null, 'Каскады стали быстрее.'),
  section('/', 'Главная', null),
]
const OPTIONS = { contexts: ['docs/api', 'blog'], excludedDocsFolders: ['unlisted'] }

describe('index files of gatsby-plugin-site-search', () => {
  let dir: string
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'site-search-'))))
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  test('sections go to their context; the excluded docs folder is left out', () => {
    const byContext = sectionsByContext(SECTIONS, OPTIONS)
    expect(Object.fromEntries(Object.entries(byContext).map(([context, records]) => [context, records.map((r) => r.url)]))).toEqual({
      'docs/api': ['/docs/api/messages/sending'],
      blog: ['/blog/25-01-10-release'],
      default: ['/docs/channel/viber/connect', '/'],
    })
  })

  test('files are named by a hash of their content, and the index reads back into the engine', () => {
    const files = writeSearchIndexes(dir, 'search-index', sectionsByContext(SECTIONS, OPTIONS))
    expect(Object.keys(files)).toEqual(['docs/api', 'blog', 'default'])
    expect(files['docs/api'].meta).toMatchObject({ context: 'docs/api', count: 1, snippets: { prefix: '/search-index/docs-api.s' } })
    expect(files['docs/api'].shards).toEqual({ prefix: '/search-index/docs-api.t', hash: expect.stringMatching(/^[0-9a-f]{12}$/), firsts: [''] })
    // Per context one term shard, one snippet chunk and the vocabulary that corrects typos; and the list of them all
    // with each context's metadata (with the display data of so few records), under its fixed name, as the worker
    // reads it.
    expect(readdirSync(join(dir, 'search-index')).sort()).toEqual([
      ...['blog', 'default', 'docs-api'].flatMap((stem) =>
        ['s0', 't0', 'v'].map((kind) => expect.stringMatching(new RegExp(`^${stem}\\.${kind}\\.[0-9a-f]{12}\\.json$`))),
      ),
      INDEX_MANIFEST,
    ])
    const read = (url: string) => JSON.parse(readFileSync(join(dir, url), 'utf8'))
    expect(read(`/search-index/${INDEX_MANIFEST}`)).toEqual(files)
    // As the worker reads them: the metadata and the shard table, then the shards and chunks.
    const engineOf = ({ meta, shards }: SearchIndexFiles) => {
      const engine = new SearchEngine(meta, shards.firsts)
      shards.firsts.forEach((_, position) => engine.addShard(position, read(numberedFile(shards, position))))
      const { docChunks, snippets } = engine.meta
      for (let position = 0; docChunks && position < docChunks.count; position += 1) engine.addDocs(position, read(numberedFile(docChunks, position)))
      for (let position = 0; position < snippets.count; position += 1) engine.addSnippets(position, read(numberedFile(snippets, position)))
      return engine
    }
    expect(
      engineOf(files.default)
        .search('вайбер', 8)
        .map((hit) => hit.url),
    ).toEqual(['/docs/channel/viber/connect'])
    expect(
      engineOf(files.blog)
        .search('каскады', 8)
        .map((hit) => hit.snippet),
    ).toEqual(['Каскады стали быстрее.'])
    // The same content gives the same names; other content other names.
    expect(writeSearchIndexes(dir, 'search-index', sectionsByContext(SECTIONS, OPTIONS))).toEqual(files)
    expect(writeSearchIndexes(dir, 'search-index', sectionsByContext(SECTIONS.slice(1), OPTIONS))['docs/api'].shards).not.toEqual(
      files['docs/api'].shards,
    )
  })
})

describe('the thesaurus the plugin reads', () => {
  const records = SECTIONS.map(({ docId, ...record }) => record)
  const file = join(mkdtempSync(join(tmpdir(), 'thesaurus-')), 'thesaurus.txt')

  test('a word no page has and a group that matches nothing stop the build, naming file and line', () => {
    writeFileSync(file, ['# comment', 'вайбер, viber', 'логотип -> эмблема', 'foo, bar'].join('\n'))
    expect(readThesaurus(file, 'content/search/thesaurus.txt', records).error).toMatchInlineSnapshot(`
"content/search/thesaurus.txt:3: "эмблема" is in no page of the site
content/search/thesaurus.txt:4: no word of the group (foo, bar) is in any page of the site"
`)
  })

  test('a valid file compiles for the worker', () => {
    writeFileSync(file, ['эмблема -> логотип', 'send -> отправляет'].join('\n'))
    const read = readThesaurus(file, 'content/search/thesaurus.txt', records)
    expect(read.error).toBeUndefined()
    expect(Object.keys(read.thesaurus).length).toBe(2)
  })

  test('a site without the file has an empty thesaurus', () => {
    expect(readThesaurus(`${file}.missing`, 'content/search/thesaurus.txt', records)).toEqual({ thesaurus: {} })
  })
})

describe('the words of kinds of queries the plugin reads', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'query-kinds-')), 'query-kinds.txt')

  test('a bad entry stops the build, naming file and line', () => {
    writeFileSync(file, ['[api]', 'метод, api', '[changes]', 'нов, ма[йя]'].join('\n'))
    expect(readQueryKinds(file, 'content/search/query-kinds.txt').error).toBe(
      'content/search/query-kinds.txt:4: "ма[йя]" is not words: letters and digits, one space or hyphen between words',
    )
  })

  test('a valid file gives the lists; a site without the file has empty ones', () => {
    writeFileSync(file, ['[api]', 'метод, api'].join('\n'))
    expect(readQueryKinds(file, 'x').kinds.api).toEqual(['метод', 'api'])
    expect(readQueryKinds(`${file}.missing`, 'x')).toEqual({ kinds: { api: [], integrator: [], changes: [] } })
  })
})
