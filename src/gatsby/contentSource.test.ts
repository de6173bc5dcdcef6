import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { contentSourceOptions } from './contentSource'

type CreateFileNode = (
  path: string,
  createNodeId: (input: string) => string,
  options: object,
  cache: { get(key: string): Promise<unknown>; set(key: string, value: unknown): Promise<unknown> },
) => Promise<{ internal: { contentDigest: string } }>
// The function gatsby-source-filesystem makes a File node with, when it starts and on each change its watcher reports.
const { createFileNode } = createRequire(__filename)('gatsby-source-filesystem/create-file-node') as { createFileNode: CreateFileNode }

describe("the content source's File nodes", () => {
  let root: string
  let file: string
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'content-source-'))
    file = join(root, 'first-steps.mdx')
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  /** The File node's digest as the plugin makes it now, with the site's options and a plugin cache kept between calls. */
  const digestNow = (() => {
    const cache = new Map<string, unknown>()
    return async (develop: boolean) => {
      const node = await createFileNode(file, (id) => id, contentSourceOptions(root, develop), {
        get: async (key) => cache.get(key),
        set: async (key, value) => cache.set(key, value),
      })
      return node.internal.contentDigest
    }
  })()

  /**
   * A save as an editor or `fs.writeFileSync` makes it: the file is truncated, then written. The watcher reports the
   * truncation and the File node is made at once, possibly before the text lands; the write's own report comes
   * within chokidar's 5 ms and is dropped, or lands in the same tick of the file system's clock. Its digest is the
   * one Gatsby keeps for the save.
   */
  async function saveSeenMidWrite(text: string, at: Date, develop: boolean): Promise<string> {
    writeFileSync(file, '')
    utimesSync(file, at, at)
    const digest = await digestNow(develop)
    writeFileSync(file, text)
    utimesSync(file, at, at)
    return digest
  }

  test('under gatsby develop, each save gives the File node a new digest, even when the watcher saw the file mid-write', async () => {
    const first = await saveSeenMidWrite('выберите канал RuStore', new Date(2025, 0, 1, 12, 0, 0), true)
    const second = await saveSeenMidWrite('выберите канал WhatsApp', new Date(2025, 0, 1, 12, 0, 3), true)
    // The same digest would make Gatsby take the second save for no change: the page would keep the first.
    expect(second).not.toBe(first)
  })

  test('under gatsby build, a File node is digested by its content, so an unchanged file finds its cached results', async () => {
    writeFileSync(file, 'выберите канал SMS')
    utimesSync(file, new Date(2025, 0, 1), new Date(2025, 0, 1))
    const before = await digestNow(false)
    writeFileSync(file, 'выберите канал SMS')
    utimesSync(file, new Date(2025, 0, 2), new Date(2025, 0, 2))
    expect(await digestNow(false)).toBe(before)
    writeFileSync(file, 'выберите канал Viber')
    expect(await digestNow(false)).not.toBe(before)
  })
})
