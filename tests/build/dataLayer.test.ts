import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { open } from 'lmdb'
import { listFiles } from '../../src/node/files'
import { buildFixture, rebuild, removeBuild, type BuildResult } from './buildSite'

interface StoredNode {
  id: string
  parent: string | null
  internal: { type: string }
  relativePath?: string
  sourceFile?: string
}

/** The nodes of a finished build, from Gatsby's data store (what GraphiQL's `parent` fields resolve from). */
function storedNodes(dir: string): Map<string, StoredNode> {
  // Read-only, and left open: the process ends with the test, and a read-only store cannot be closed early.
  const root = open({ name: 'root', path: join(dir, '.cache', 'data', 'datastore'), compression: true, readOnly: true })
  const nodes = root.openDB<StoredNode, string>({ name: 'nodes' })
  return new Map([...nodes.getRange()].map(({ key, value }) => [key, value]))
}

const htmlHashes = (dir: string) =>
  new Map(
    listFiles(join(dir, 'public'), '.html').map((file) => [
      file,
      createHash('sha1')
        .update(readFileSync(join(dir, 'public', file)))
        .digest('hex'),
    ]),
  )

const bodiesLine = (output: string) => /bodies: (\d+) compiled, (\d+) from Gatsby's cache/.exec(output)?.slice(1).map(Number)

describe('content through the data layer', () => {
  let cold: BuildResult
  beforeAll(() => {
    cold = buildFixture('data-layer')
  })
  afterAll(() => removeBuild(cold))

  test('a cold build compiles every body once', () => {
    expect(cold.output).not.toMatch(/ERROR/)
    expect(cold.status).toBe(0)
    expect(bodiesLine(cold.output)).toEqual([7, 0])
  })

  test("each content node is the child of its file's node: Doc, BlogPost and StandalonePage through the Mdx node", () => {
    const nodes = storedNodes(cold.dir)
    const typed = [...nodes.values()].filter((node) => ['Doc', 'BlogPost', 'StandalonePage'].includes(node.internal.type))
    expect(typed.map((node) => node.internal.type).sort()).toEqual(['BlogPost', 'Doc', 'Doc', 'Doc', 'Doc', 'Doc', 'StandalonePage'])
    for (const node of typed) {
      const mdx = nodes.get(node.parent ?? '')
      const file = nodes.get(mdx?.parent ?? '')
      expect([mdx?.internal.type, file?.internal.type, `content/${file?.relativePath}`]).toEqual(['Mdx', 'File', node.sourceFile])
    }
    const authors = [...nodes.values()].filter((node) => node.internal.type === 'BlogAuthor')
    expect(authors.map((author) => nodes.get(author.parent ?? '')?.relativePath)).toEqual(['authors.yaml'])
  })

  test('every page kind is created from the nodes', () => {
    const pages = new Set(listFiles(join(cold.dir, 'public'), '.html'))
    for (const page of [
      'docs/index.html',
      'docs/start/first-steps/index.html',
      'docs/guide/advanced/index.html',
      'docs/tags/index.html',
      'docs/tags/старт/index.html',
      'blog/index.html',
      'blog/16-01-25-first-note/index.html',
      'blog/archive/index.html',
      'blog/authors/index.html',
      'blog/authors/anna/index.html',
      'blog/tags/index.html',
      'blog/tags/новости/index.html',
      'about/index.html',
    ]) {
      expect([page, pages.has(page)]).toEqual([page, true])
    }
  })

  test('a warm build after a one-word edit compiles that body only and writes only the pages whose HTML changed', () => {
    const before = htmlHashes(cold.dir)
    const file = join(cold.dir, 'content', 'docs', 'start', 'first-steps.mdx')
    writeFileSync(file, readFileSync(file, 'utf8').replace('выберите канал SMS', 'выберите канал Viber'))
    const warm = rebuild(cold)
    expect(warm.status).toBe(0)
    expect(bodiesLine(warm.output)).toEqual([1, 6])
    const after = htmlHashes(cold.dir)
    const changed = [...after].filter(([page, hash]) => before.get(page) !== hash).map(([page]) => page)
    expect(changed).toEqual(['docs/start/first-steps/index.html'])
    expect(readFileSync(join(cold.dir, 'public', changed[0]), 'utf8')).toContain('выберите канал Viber')
  })

  test('a warm build after a change to a component that renders bodies renders the bodies again, though no content changed', () => {
    const component = join(cold.dir, 'src', 'theme', 'MDXComponents', 'index.tsx')
    const source = readFileSync(component, 'utf8')
    expect(source).toContain('\n            #\n')
    writeFileSync(component, source.replace('\n            #\n', '\n            ¶\n'))
    const warm = rebuild(cold)
    expect(warm.status).toBe(0)
    const page = readFileSync(join(cold.dir, 'public', 'docs', 'start', 'first-steps', 'index.html'), 'utf8')
    expect(page).toMatch(/<h2 id="[^"]+">Вход<a [^>]*>¶<\/a><\/h2>/)
    expect(page).not.toMatch(/>#<\/a><\/h2>/)
  })
})
