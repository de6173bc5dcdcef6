import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { copySite } from '../../scripts/shared/site-copy.cjs'

export const ROOT = join(__dirname, '..', '..')

export interface BuildResult {
  status: number | null
  output: string
  dir: string
}

/**
 * `gatsby build` in a copy of the site at `dir`, with extra environment and CLI arguments. Without webpack's
 * persistent cache unless asked: most copies are built once, and writing the cache only costs them.
 */
function gatsbyBuild(dir: string, env: Record<string, string> = {}, args: string[] = []): BuildResult {
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'gatsby', 'cli.js'), 'build', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0', WEBPACK_CACHE: '0', ...env },
    timeout: 8 * 60 * 1000,
  })
  return { status: run.status, output: stripVTControlCharacters(`${run.stdout}\n${run.stderr}`), dir }
}

/**
 * Builds a copy of the site whose content/ (and any file under overrides/) come from a fixture folder, the way a
 * real `gatsby build` would, so build errors and warnings are tested end to end. The fixture's sidebars are its own
 * `sidebars.ts`, else the small ones every fixture shares (tests/fixtures/sidebars.ts).
 */
export function buildFixture(name: string): BuildResult {
  return gatsbyBuild(copyFixture(name))
}

/** A copy of the site with a fixture's content/, sidebars and overrides (see buildFixture): its folder. */
export function copyFixture(name: string): string {
  const fixture = join(ROOT, 'tests', 'fixtures', name)
  const dir = mkdtempSync(join(tmpdir(), `site-${name}-`))
  copySite(dir, join(fixture, 'content'))
  const sidebars = existsSync(join(fixture, 'sidebars.ts')) ? join(fixture, 'sidebars.ts') : join(ROOT, 'tests', 'fixtures', 'sidebars.ts')
  cpSync(sidebars, join(dir, 'src', 'config', 'sidebars.ts'))
  // Files of the site that the fixture replaces, at their paths in the site.
  if (existsSync(join(fixture, 'overrides'))) cpSync(join(fixture, 'overrides'), dir, { recursive: true })
  return dir
}

/**
 * Builds a copy of the whole site (its own content/) with extra environment and CLI arguments, for builds
 * whose output differs from the working tree's, such as one for a sub-path host.
 */
export function buildCopy(name: string, env: Record<string, string>, args: string[] = []): BuildResult {
  const dir = mkdtempSync(join(tmpdir(), `site-${name}-`))
  copySite(dir, join(ROOT, 'content'))
  return gatsbyBuild(dir, env, args)
}

/** `gatsby build` again in the same folder: a warm build, with Gatsby's cache and public/ of the last one. */
export function rebuild(result: BuildResult): BuildResult {
  return gatsbyBuild(result.dir)
}

export function removeBuild(result: BuildResult): void {
  rmSync(result.dir, { recursive: true, force: true })
}
