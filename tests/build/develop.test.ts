import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { copyFixture, ROOT } from './buildSite'

const FILE = join('content', 'docs', 'start', 'first-steps.mdx')
const PAGE_DATA = '/page-data/docs/start/first-steps/page-data.json'
const START_TIMEOUT_MS = 4 * 60_000
const CHANGE_TIMEOUT_MS = 60_000
/**
 * A test waits for develop at most three times (the edit shown, the mistake reported, the fix shown): Jest's own
 * limit must not cut those waits short, or a slow rebuild on a loaded machine reads as a failure of the test.
 */
const TEST_TIMEOUT_MS = 3 * CHANGE_TIMEOUT_MS + 10_000

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/**
 * Polls `check` until it returns a value, or fails naming what it waited for (`what` is asked when giving up, so it
 * can say what was seen instead), with develop's output.
 */
async function until<T>(what: string | (() => string), check: () => Promise<T | null>, timeoutMs: number, output: () => string): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check().catch(() => null)
    if (value !== null) return value
    if (Date.now() > deadline) {
      const waitedFor = typeof what === 'string' ? what : what()
      throw new Error(`gave up waiting for ${waitedFor}; gatsby develop printed:\n${output().slice(-4000)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * `gatsby develop` on a copy of the data-layer fixture, edited as a writer would: each edit reaches the page,
 * and each kind of mistake is reported with its file and line while the page keeps its last good version.
 */
describe('gatsby develop', () => {
  let dir: string
  let child: ChildProcess
  let output = ''
  let base: string
  const log = () => stripVTControlCharacters(output)
  const file = () => join(dir, FILE)
  const original = () => readFileSync(join(ROOT, 'tests', 'fixtures', 'data-layer', FILE), 'utf8')

  /** The page's HTML as develop serves it now: the page query's answer in its page data. */
  const pageHtml = async (): Promise<string | null> => {
    const response = await fetch(`${base}${PAGE_DATA}`)
    if (!response.ok) return null
    const data = (await response.json()) as { result: { data: { doc: { html: string } | null } } }
    return data.result.data.doc?.html ?? null
  }
  /** Waits until the page data served holds `text`; giving up, says which channel the page showed instead. */
  const showing = (text: string) => {
    let shown = 'no page data'
    return until(
      () => `the page to show "${text}" (it showed ${shown})`,
      async () => {
        const html = await pageHtml()
        shown = html === null ? 'no page data' : `"${/выберите канал [^<.]*/.exec(html)?.[0] ?? html.slice(0, 200)}"`
        return html?.includes(text) ? true : null
      },
      CHANGE_TIMEOUT_MS,
      log,
    )
  }
  /**
   * Saves the file as an editor does, truncating it and writing it in place: under load develop's watcher can see it
   * empty (src/gatsby/contentSource.ts), and each save must still reach the page.
   */
  const edit = (from: string, to: string) => writeFileSync(file(), original().replace(from, to))
  /** Develop has printed what `message` matches (after the log's first `from` characters) and, after it, has created the pages again and written their data. */
  const reported = (message: RegExp, from: number) =>
    until(
      `${message} and the pages written after it`,
      async () => {
        const after = log().slice(from)
        const found = message.exec(after)
        return found && /write out requires/.test(after.slice(found.index)) ? true : null
      },
      CHANGE_TIMEOUT_MS,
      log,
    )
  const mistake = (from: string, to: string) =>
    writeFileSync(file(), original().replace('выберите канал SMS', 'выберите канал Push').replace(from, to))

  beforeAll(async () => {
    dir = copyFixture('data-layer')
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    child = spawn(process.execPath, [join(ROOT, 'node_modules', 'gatsby', 'cli.js'), 'develop', '-H', '127.0.0.1', '-p', String(port)], {
      cwd: dir,
      // Jest's NODE_ENV=test would make Gatsby's Babel loader skip the configuration develop wrote for it.
      env: { ...process.env, NODE_ENV: 'development', GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    await until('develop to serve the page', pageHtml, START_TIMEOUT_MS, log)
  }, START_TIMEOUT_MS + 10_000)

  afterAll(() => {
    try {
      if (child?.pid) process.kill(-child.pid, 'SIGKILL')
    } catch {
      // develop has ended already
    }
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  test('GraphiQL answers the docs version and the day a doc last changed', async () => {
    const response = await fetch(`${base}/___graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{
          docsVersion { name label isLast path mainDocId docIds draftIds }
          allDocsVersion { nodes { name } }
          doc(docId: { eq: "start/first-steps" }) { lastUpdated }
        }`,
      }),
    })
    const { data, errors } = (await response.json()) as {
      data: { docsVersion: Record<string, unknown>; allDocsVersion: { nodes: unknown[] }; doc: { lastUpdated: string } }
      errors?: unknown[]
    }
    expect(errors).toBeUndefined()
    expect(data.docsVersion).toMatchObject({ name: 'current', label: 'Next', isLast: true, path: '/docs', mainDocId: 'index', draftIds: [] })
    expect(data.docsVersion.docIds).toEqual(expect.arrayContaining(['index', 'start/index', 'start/first-steps']))
    expect(data.allDocsVersion.nodes).toEqual([{ name: 'current' }])
    // The fixture's copy is outside git: the day is the file's modification time.
    expect(data.doc.lastUpdated.slice(0, 10)).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  test(
    'an edit to the body reaches the page',
    async () => {
      edit('выберите канал SMS', 'выберите канал Viber')
      await showing('выберите канал Viber')
    },
    TEST_TIMEOUT_MS,
  )

  test.each([
    ['front matter YAML cannot parse', 'tags: [старт]', 'tags: [старт', /content\/docs\/start\/first-steps\.mdx:\d+: malformed front matter/],
    ['front matter that fails its schema', 'tags: [старт]', 'tags: 5', /content\/docs\/start\/first-steps\.mdx:4: /],
    ['an MDX body that does not compile', 'Создайте рассылку', 'Создайте <рассылку', /content\/docs\/start\/first-steps\.mdx:1[34]/],
  ])(
    '%s: reported with its file and line, and the page keeps its last good version',
    async (_kind, from, to, message) => {
      edit('выберите канал SMS', 'выберите канал WhatsApp')
      await showing('выберите канал WhatsApp')
      const before = log().length
      mistake(from, to)
      await reported(message, before)
      expect(await pageHtml()).toContain('выберите канал WhatsApp')
      // The fix is taken as soon as it is saved.
      edit('выберите канал SMS', 'выберите канал RuStore')
      await showing('выберите канал RuStore')
    },
    TEST_TIMEOUT_MS,
  )

  test(
    'a link to a page that does not exist is reported with its file and line, and the page shows the edit',
    async () => {
      const before = log().length
      mistake('Создайте рассылку', 'Создайте [рассылку](/docs/nowhere)')
      await reported(/content\/docs\/start\/first-steps\.mdx:13: \/docs\/nowhere/, before)
      await showing('выберите канал Push')
    },
    TEST_TIMEOUT_MS,
  )
})
