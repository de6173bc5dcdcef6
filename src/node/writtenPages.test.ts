import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { checkWrittenPages, MTIME_SLACK_MS, PAGES_CHECKED_KEY } from './writtenPages'

/** Gatsby's cache, as the site's node APIs get it. */
const memoryCache = () => {
  const values = new Map<string, unknown>()
  return { values, get: async (key: string) => values.get(key), set: async (key: string, value: unknown) => values.set(key, value) }
}

/** Writes a page with the given modification time (ms since the epoch). */
const writePage = (dir: string, path: string, mtimeMs: number) => {
  mkdirSync(join(dir, path, '..'), { recursive: true })
  writeFileSync(join(dir, path), '<!doctype html><title>x</title>')
  utimesSync(join(dir, path), mtimeMs / 1000, mtimeMs / 1000)
}

describe('checkWrittenPages', () => {
  const HOUR = 3_600_000
  const first = Date.UTC(2026, 0, 1)
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'written-pages-'))
    writePage(dir, 'index.html', first)
    writePage(dir, 'docs/a/index.html', first)
    writePage(dir, 'docs/b/index.html', first)
    writePage(dir, '_gatsby/slices/fragment.html', first)
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('reads every page without a mark, then only the pages written since the build that passed', async () => {
    const cache = memoryCache()
    const seen: string[][] = []
    const check = (pages: string[]) => (seen.push(pages), null)
    expect(await checkWrittenPages(dir, cache, first + 10_000, check)).toBeNull()
    expect(cache.values.get(PAGES_CHECKED_KEY)).toBe(first + 10_000 - MTIME_SLACK_MS)

    const second = first + HOUR
    writePage(dir, 'docs/b/index.html', second + 5000)
    await checkWrittenPages(dir, cache, second, check)
    expect(seen).toEqual([['docs/a/index.html', 'docs/b/index.html', 'index.html'], ['docs/b/index.html']])
  })

  it('reads a page written just before the build started, in case its time was rounded down', async () => {
    const cache = memoryCache()
    await checkWrittenPages(dir, cache, first + HOUR, () => null)
    writePage(dir, 'docs/a/index.html', first + 2 * HOUR - 1000)
    const seen: string[][] = []
    await checkWrittenPages(dir, cache, first + 2 * HOUR, (pages) => (seen.push(pages), null))
    expect(seen).toEqual([['docs/a/index.html']])
  })

  it('reads again, in the next build, the pages of a build whose check failed, though nothing rewrote them', async () => {
    const cache = memoryCache()
    await checkWrittenPages(dir, cache, first + 10_000, () => null)
    writePage(dir, 'docs/a/index.html', first + HOUR + 10)
    expect(await checkWrittenPages(dir, cache, first + HOUR, () => 'docs/a has a class without a rule')).toBe('docs/a has a class without a rule')
    const throwing = () => {
      throw new Error('bundle tags')
    }
    await expect(checkWrittenPages(dir, cache, first + HOUR, throwing)).rejects.toThrow('bundle tags')

    const seen: string[][] = []
    await checkWrittenPages(dir, cache, first + 2 * HOUR, (pages) => (seen.push(pages), null))
    expect(seen).toEqual([['docs/a/index.html']])
  })
})
