import { readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** All files under `dir` with the given extension, as POSIX paths relative to `dir`, sorted. */
export function listFiles(dir: string, extension: string): string[] {
  const out: string[] = []
  const walk = (current: string): void => {
    for (const name of readdirSync(current)) {
      if (name.startsWith('.') || name.startsWith('_')) continue
      const full = join(current, name)
      if (statSync(full).isDirectory()) walk(full)
      else if (name.endsWith(extension)) out.push(relative(dir, full).split(sep).join('/'))
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
