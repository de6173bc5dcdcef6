import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readSourceDates } from './lastUpdated'

const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'last-updated-'))
  dirs.push(dir)
  return dir
}

const run = (cwd: string, args: string[], date?: string) =>
  execFileSync('git', args, {
    cwd,
    stdio: 'ignore',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Writer',
      GIT_AUTHOR_EMAIL: 'writer@example.invalid',
      GIT_COMMITTER_NAME: 'Writer',
      GIT_COMMITTER_EMAIL: 'writer@example.invalid',
      ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
    },
  })

function write(root: string, file: string, text: string, mtime?: string) {
  mkdirSync(join(root, file, '..'), { recursive: true })
  writeFileSync(join(root, file), text)
  if (mtime) utimesSync(join(root, file), new Date(mtime), new Date(mtime))
}

/** A repository whose content/ has three commits on known days. */
function repository(): string {
  const root = tempDir()
  run(root, ['init', '-q', '-b', 'main'])
  write(root, 'content/docs/a.mdx', 'a')
  write(root, 'content/docs/b.mdx', 'b')
  write(root, 'content/docs/c.mdx', 'c')
  run(root, ['add', '.'])
  run(root, ['commit', '-q', '-m', 'first'], '2025-01-16T10:00:00+03:00')
  write(root, 'content/docs/b.mdx', 'b, edited')
  run(root, ['commit', '-q', '-am', 'second'], '2025-03-05T12:00:00+03:00')
  write(root, 'content/docs/c.mdx', 'c, edited')
  run(root, ['commit', '-q', '-am', 'third'], '2025-09-11T18:00:00+03:00')
  return root
}

describe('readSourceDates', () => {
  test('a committed file is dated by the last commit that touched it, whatever its checkout time', () => {
    const dates = readSourceDates(repository())
    expect(dates.dateOf('content/docs/a.mdx')).toBe('2025-01-16')
    expect(dates.dateOf('content/docs/b.mdx')).toBe('2025-03-05')
    expect(dates.dateOf('content/docs/c.mdx')).toBe('2025-09-11')
    expect(dates.unknownBecauseShallow).toEqual([])
  })

  test('a file edited since its commit, or never committed, is dated by its modification time', () => {
    const root = repository()
    write(root, 'content/docs/a.mdx', 'a, edited', '2026-02-03T12:00:00Z')
    write(root, 'content/docs/new.mdx', 'new', '2026-02-04T12:00:00Z')
    const dates = readSourceDates(root)
    expect(dates.dateOf('content/docs/a.mdx')).toBe('2026-02-03')
    expect(dates.dateOf('content/docs/new.mdx')).toBe('2026-02-04')
    expect(dates.dateOf('content/docs/b.mdx')).toBe('2025-03-05')
  })

  test('outside git (a tarball), every file is dated by its modification time', () => {
    const root = tempDir()
    write(root, 'content/docs/a.mdx', 'a', '2024-12-31T12:00:00Z')
    expect(readSourceDates(root).dateOf('content/docs/a.mdx')).toBe('2024-12-31')
  })

  test('a site in a folder of a larger repository reads paths from its own folder', () => {
    const outer = tempDir()
    run(outer, ['init', '-q', '-b', 'main'])
    write(outer, 'site/content/docs/a.mdx', 'a')
    run(outer, ['add', '.'])
    run(outer, ['commit', '-q', '-m', 'first'], '2025-04-01T10:00:00Z')
    write(outer, 'site/content/docs/b.mdx', 'b', '2025-05-01T10:00:00Z')
    const dates = readSourceDates(join(outer, 'site'))
    expect(dates.dateOf('content/docs/a.mdx')).toBe('2025-04-01')
    expect(dates.dateOf('content/docs/b.mdx')).toBe('2025-05-01')
  })

  test('in a shallow clone, a file last changed at the clone edge has no date, not the day of the clone', () => {
    const origin = repository()
    const clone = join(tempDir(), 'clone')
    execFileSync('git', ['clone', '-q', '--depth', '2', `file://${origin}`, clone], { stdio: 'ignore' })
    const dates = readSourceDates(clone)
    // The edge is the second commit: a.mdx and b.mdx appear there as added; c.mdx changed after it.
    expect(dates.dateOf('content/docs/c.mdx')).toBe('2025-09-11')
    expect(dates.dateOf('content/docs/a.mdx')).toBeNull()
    expect(dates.dateOf('content/docs/b.mdx')).toBeNull()
    expect(dates.unknownBecauseShallow.sort()).toEqual(['content/docs/a.mdx', 'content/docs/b.mdx'])
  })
})
