import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureSiteSnapshot } from './snapshot'

describe('the site content snapshot', () => {
  let root: string
  let out: string
  let dumps: number
  const dump = (file: string) => {
    dumps += 1
    writeFileSync(file, JSON.stringify({ dumps }))
  }
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'snapshot-'))
    mkdirSync(join(root, 'content', 'docs'), { recursive: true })
    mkdirSync(join(root, 'src'), { recursive: true })
    writeFileSync(join(root, 'content', 'docs', 'a.mdx'), 'А')
    writeFileSync(join(root, 'src', 'read.ts'), 'export {}')
    out = join(root, 'snapshot.json')
    dumps = 0
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  test('is read once, and again only when content or code changes, not when a test does', () => {
    expect(ensureSiteSnapshot(dump, out, root)).toBe(out)
    ensureSiteSnapshot(dump, out, root)
    expect(dumps).toBe(1)
    writeFileSync(join(root, 'src', 'read.test.ts'), 'test')
    mkdirSync(join(root, 'src', '__snapshots__'))
    writeFileSync(join(root, 'src', '__snapshots__', 'x.snap'), '')
    ensureSiteSnapshot(dump, out, root)
    expect(dumps).toBe(1)
    const later = new Date(Date.now() + 5000)
    utimesSync(join(root, 'content', 'docs', 'a.mdx'), later, later)
    ensureSiteSnapshot(dump, out, root)
    expect(dumps).toBe(2)
    writeFileSync(join(root, 'content', 'docs', 'b.mdx'), 'Б')
    ensureSiteSnapshot(dump, out, root)
    rmSync(join(root, 'src', 'read.ts'))
    ensureSiteSnapshot(dump, out, root)
    expect(dumps).toBe(4)
  })

  test('a lock left by a process that is gone is taken over', () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid
    writeFileSync(`${out}.lock`, String(gone))
    ensureSiteSnapshot(dump, out, root)
    expect(dumps).toBe(1)
    expect(existsSync(`${out}.lock`)).toBe(false)
  })

  test('workers that ask at once all get the snapshot, written once, however the lock comes and goes', async () => {
    // Six processes asking together, each writer holding the lock for a moment: every other one looks at the lock
    // while it is taken, held and removed.
    const asker = [
      `const { appendFileSync, writeFileSync } = require('node:fs')`,
      `const { ensureSiteSnapshot } = require(${JSON.stringify(join(__dirname, 'snapshot.ts'))})`,
      `const written = ensureSiteSnapshot((file) => {`,
      `  appendFileSync(${JSON.stringify(`${out}.dumps`)}, 'x')`,
      `  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300)`,
      `  writeFileSync(file, '{}')`,
      `}, ${JSON.stringify(out)}, ${JSON.stringify(root)})`,
      `process.stdout.write(written)`,
    ].join('\n')
    const ask = () =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', '-e', asker], { cwd: join(__dirname, '..', '..') })
        let stdout = ''
        let stderr = ''
        child.stdout.on('data', (chunk) => (stdout += chunk))
        child.stderr.on('data', (chunk) => (stderr += chunk))
        child.on('close', (code) => resolve({ code, stdout, stderr }))
      })
    const results = await Promise.all(Array.from({ length: 6 }, ask))
    expect(results).toEqual(Array.from({ length: 6 }, () => ({ code: 0, stdout: out, stderr: '' })))
    expect(readFileSync(`${out}.dumps`, 'utf8')).toBe('x')
    expect(existsSync(`${out}.lock`)).toBe(false)
  }, 60_000)

  test('a failed read throws its error and leaves neither lock nor snapshot', () => {
    expect(() =>
      ensureSiteSnapshot(
        () => {
          throw new Error('content/docs/a.mdx:1: broken')
        },
        out,
        root,
      ),
    ).toThrow('content/docs/a.mdx:1: broken')
    expect([existsSync(`${out}.lock`), existsSync(out)]).toEqual([false, false])
  })
})
