import type { GatsbyCache } from 'gatsby'
import { filesModifiedSince } from './files'

/**
 * The checks that read the written pages (every CSS-module class has its rule, every page loads its bundles after
 * the first paint) read only the pages written since the last build whose checks passed: Gatsby writes again only
 * the pages whose content changed, and a page it did not write was read by the build that wrote it. A build whose
 * checks fail leaves the mark where it was, so that the next build reads those pages again, changed or not; a build
 * without the mark (a cold one, or after `gatsby clean`) reads every page.
 */
export const PAGES_CHECKED_KEY = 'pages-checked-since'

/** Room for file systems whose modification times are coarser than the clock: a page written then is read again. */
export const MTIME_SLACK_MS = 2000

/** What is read and written of Gatsby's cache of the site's node APIs. */
type MarkCache = Pick<GatsbyCache, 'get' | 'set'>

/**
 * Runs `check` on the HTML pages of `publicDir` written since the mark (paths relative to `publicDir`); when it
 * returns no problem, moves the mark to `startedAt`, the time this build began. Returns the problem, or what
 * `check` throws.
 */
export async function checkWrittenPages(
  publicDir: string,
  cache: MarkCache,
  startedAt: number,
  check: (pages: string[]) => string | null,
): Promise<string | null> {
  const since = (await cache.get(PAGES_CHECKED_KEY)) as number | undefined
  const problem = check(filesModifiedSince(publicDir, '.html', since))
  if (problem === null) await cache.set(PAGES_CHECKED_KEY, startedAt - MTIME_SLACK_MS)
  return problem
}
