import { createHash } from 'node:crypto'
import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { ROOT, SITE_SNAPSHOT } from './paths'
import { sourceFiles } from '../../scripts/shared/source-files.cjs'

/**
 * What the site's content, as tests/site/dump.ts writes it, is made from: the content, the code that reads and
 * renders it, the static files its links may point to, and the installed packages. Tests are not sources
 * (scripts/shared/source-files.cjs), so writing a test does not read the content again.
 */
const INPUTS = ['content', 'src', 'static', 'plugins', 'tests/site', 'gatsby-config.ts', 'tsconfig.json', 'package-lock.json']

/** A digest of every input file's path, size and modification time: it changes when a file is edited, added or removed. */
export function inputsStamp(root = ROOT): string {
  const hash = createHash('sha1')
  for (const file of sourceFiles(INPUTS.map((input) => join(root, input)))) hash.update(`${relative(root, file.path)} ${file.size} ${file.mtimeMs}\n`)
  return hash.digest('hex')
}

/** Whether the process `pid` still runs. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The process id a lock file holds: 0 while it is not yet written, or when it is gone. */
function readPid(lock: string): number {
  try {
    return Number(readFileSync(lock, 'utf8').trim() || '0')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0
    throw error
  }
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

/**
 * The path of the site's content as the build reads it, written by `dump` (tests/site/dump.ts) the first time a test
 * asks for it and written again only when an input changed (inputsStamp). Test workers that ask at once wait for the one
 * that writes it (a lock file holding its process id; a lock whose process is gone is taken over), so a run of tests
 * that do not need the content never pays for reading it, and one that does pays once.
 */
export function ensureSiteSnapshot(dump: (out: string) => void, out = SITE_SNAPSHOT, root = ROOT): string {
  const stampFile = `${out}.stamp`
  // The inputs as they are when the test asks: walked once, not on every look while another worker writes.
  const stamp = inputsStamp(root)
  const current = () => existsSync(out) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp
  const lock = `${out}.lock`
  for (;;) {
    if (current()) return out
    let fd: number
    try {
      fd = openSync(lock, 'wx')
    } catch {
      // Held by another worker, or just taken and not yet written (0), or gone since (its writer may remove it
      // between any two looks): look again shortly. A lock whose process is gone is removed, by whoever sees it first.
      const holder = readPid(lock)
      if (holder && !running(holder)) rmSync(lock, { force: true })
      else pause(200)
      continue
    }
    try {
      writeFileSync(fd, String(process.pid))
      const partial = `${out}.${process.pid}`
      dump(partial)
      renameSync(partial, out)
      writeFileSync(stampFile, stamp)
      return out
    } finally {
      closeSync(fd)
      rmSync(lock, { force: true })
    }
  }
}
