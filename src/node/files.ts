import { createHash, type Hash } from 'node:crypto'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/**
 * All files under `dir` whose name ends with the extension (or one of them), as POSIX paths relative to `dir`,
 * sorted. Names starting with `.` or `_` are left out (hidden files, Gatsby's `_gatsby` fragments), and so is
 * `node_modules`. A missing folder has no files.
 */
export function listFiles(dir: string, extension: string | string[]): string[] {
  const extensions = typeof extension === 'string' ? [extension] : extension
  const out: string[] = []
  const walk = (current: string): void => {
    for (const name of readdirSync(current)) {
      if (name.startsWith('.') || name.startsWith('_') || name === 'node_modules') continue
      const full = join(current, name)
      if (statSync(full).isDirectory()) walk(full)
      else if (extensions.some((ending) => name.endsWith(ending))) out.push(relative(dir, full).split(sep).join('/'))
    }
  }
  try {
    walk(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  return out.sort()
}

/** The files `listFiles` finds that were modified at or after `since` (ms since the epoch); all of them without it. */
export function filesModifiedSince(dir: string, extension: string | string[], since?: number): string[] {
  const files = listFiles(dir, extension)
  return since === undefined ? files : files.filter((file) => statSync(join(dir, file)).mtimeMs >= since)
}

/**
 * Adds to `hash` the TypeScript sources of the site's code under `root`: each entry is a folder (its .ts and .tsx
 * files) or one file. The digest of "the code that made this" for caches that outlive a build.
 */
export function hashSources(root: string, entries: string[], hash: Hash = createHash('sha256')): Hash {
  for (const entry of entries) {
    const files = /\.tsx?$/.test(entry) ? [entry] : listFiles(join(root, entry), ['.ts', '.tsx']).map((file) => `${entry}/${file}`)
    for (const file of files) hash.update(file).update(readFileSync(join(root, file)))
  }
  return hash
}
