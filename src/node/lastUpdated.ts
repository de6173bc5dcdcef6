import { execFileSync } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/**
 * When each content file last changed, as a calendar day (`2025-09-11`, UTC): the page's «Обновлено» line, its
 * JSON-LD `dateModified` and the sitemap's `lastmod`.
 *
 * - A file committed and unchanged since: the day of the last commit that touched it (`git log`, committer date),
 *   so a fresh clone, a CI checkout or a rebuild dates every page as its history does, not as its checkout did.
 * - A file edited but not committed, or not in git at all (a tarball, a fixture copied elsewhere): its modification
 *   time, which is when the writer saved it.
 * - A shallow clone: the commit at the clone's edge shows every file of the tree as added that day. A file whose
 *   last commit is that edge has no known date (null): the page shows none rather than the clone's day, and the
 *   build warns once (`unknownBecauseShallow`).
 *
 * One `git log` over the folder answers for every file, read once per process (Gatsby's query workers included).
 */
export interface SourceDates {
  /** The day the file last changed, or null when the clone is too shallow to know. */
  dateOf(sourceFile: string): string | null
  /** Files whose date is unknown because the clone is shallow. */
  unknownBecauseShallow: string[]
}

const day = (date: Date): string => date.toISOString().slice(0, 10)

const git = (root: string, args: string[]): string | null => {
  try {
    return execFileSync('git', ['-c', 'core.quotepath=off', ...args], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 << 20,
    })
  } catch {
    return null
  }
}

/** The commits at the edge of a shallow clone (empty for a full one). */
function shallowEdge(root: string): Set<string> {
  const file = git(root, ['rev-parse', '--git-path', 'shallow'])?.trim()
  if (!file) return new Set()
  try {
    return new Set(readFileSync(join(root, file), 'utf8').split('\n').filter(Boolean))
  } catch {
    return new Set()
  }
}

/**
 * The last commit of each file under `folder` (repository-relative to `root`), newest first as git lists them;
 * null when `root` is not in a git work tree.
 */
function lastCommits(root: string, folder: string): Map<string, { hash: string; date: string }> | null {
  const log = git(root, ['log', '--relative', '--no-renames', '--format=%x1e%H %cI', '--name-only', '--', folder])
  if (log === null) return null
  const found = new Map<string, { hash: string; date: string }>()
  for (const entry of log.split('\x1e').slice(1)) {
    const [head, ...files] = entry.split('\n')
    const [hash, iso] = head.split(' ')
    for (const file of files) if (file && !found.has(file)) found.set(file, { hash, date: day(new Date(iso)) })
  }
  return found
}

/** Files under `folder` that differ from the last commit: edited, added or untracked. */
function uncommitted(root: string, folder: string): Set<string> {
  const status = git(root, ['status', '--porcelain', '--untracked-files=all', '--', folder]) ?? ''
  // `git status` names files from the repository's top, `git log --relative` from `root`: compare from `root`.
  const prefix = git(root, ['rev-parse', '--show-prefix'])?.trim() ?? ''
  return new Set(
    status
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3).replace(/^.* -> /, ''))
      .map((path) => (path.startsWith(prefix) ? path.slice(prefix.length) : path)),
  )
}

export function readSourceDates(root: string, folder = 'content'): SourceDates {
  const commits = lastCommits(root, folder)
  const edited = commits ? uncommitted(root, folder) : new Set<string>()
  const edge = commits ? shallowEdge(root) : new Set<string>()
  const unknownBecauseShallow: string[] = []
  const modified = (sourceFile: string) => day(statSync(join(root, sourceFile)).mtime)
  const dates = new Map<string, string | null>()
  const dateOf = (sourceFile: string): string | null => {
    if (dates.has(sourceFile)) return dates.get(sourceFile) ?? null
    const commit = commits?.get(sourceFile)
    let date: string | null
    if (!commit || edited.has(sourceFile)) date = modified(sourceFile)
    else if (edge.has(commit.hash)) {
      date = null
      unknownBecauseShallow.push(sourceFile)
    } else date = commit.date
    dates.set(sourceFile, date)
    return date
  }
  return { dateOf, unknownBecauseShallow }
}

let current: { root: string; dates: SourceDates } | null = null

/** The dates of the site in `root`, read once per process. */
export function sourceDates(root: string): SourceDates {
  if (current?.root !== root) current = { root, dates: readSourceDates(root) }
  return current.dates
}
