import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'

/**
 * What Gatsby leaves in public/ that no reader's browser asks for: its webpack statistics and chunk map (read while
 * the build renders the pages) and the Partytown library (the site runs no script off the main thread). Publishing
 * them shows the build's module layout and a service-worker file to anyone; they are taken out when the build ends.
 */
export const UNPUBLISHED = ['chunk-map.json', '~partytown'] as const

/** The bundle report (scripts/bench/bundle-report.mjs) reads webpack's statistics; the build keeps them here, beside public/. */
export const WEBPACK_STATS = join('.cache', 'webpack.stats.json')

/** Removes the files of UNPUBLISHED from `siteRoot`/public and moves webpack's statistics to WEBPACK_STATS. */
export function keepBuildFilesUnpublished(siteRoot: string): void {
  const publicDir = join(siteRoot, 'public')
  for (const name of UNPUBLISHED) rmSync(join(publicDir, name), { recursive: true, force: true })
  const stats = join(publicDir, 'webpack.stats.json')
  if (existsSync(stats)) {
    mkdirSync(join(siteRoot, '.cache'), { recursive: true })
    renameSync(stats, join(siteRoot, WEBPACK_STATS))
  }
}
