import { spawn, spawnSync } from 'node:child_process'
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
  return gatsbyBuild(copyWholeSite(name), env, args)
}

/** A copy of the whole site with its own content/: its folder. */
export function copyWholeSite(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `site-${name}-`))
  copySite(dir, join(ROOT, 'content'))
  return dir
}

/** `gatsby build` again in the same folder: a warm build, with Gatsby's cache and public/ of the last one. */
export function rebuild(result: BuildResult): BuildResult {
  return gatsbyBuild(result.dir)
}

/** How long the processes a build started may take to end after it exited. */
const SURVIVOR_MS = 5000

export interface StoppedBuild extends BuildResult {
  /** Milliseconds from the first output matching the message to the exit of `gatsby build`; null without the message. */
  exitAfterMessageMs: number | null
  /** The signal that ended the build, when one did (SIGKILL: killed here after the grace). */
  signal: NodeJS.Signals | null
  /** Processes of the build still running once it exited (workers that outlived it), before they were killed. */
  survivors: boolean
}

/**
 * `gatsby build` in `dir` that is expected to stop on `message`: watches when the message appears and when the build
 * exits, and kills the build and every process it started `graceMs` after the message (a build that hangs fails the
 * test instead of Jest's timeout). Its processes form one group, so workers that outlive the build are seen.
 */
export function buildUntilStopped(dir: string, message: RegExp, graceMs: number): Promise<StoppedBuild> {
  return new Promise((resolve) => {
    const run = spawn(process.execPath, [join(ROOT, 'node_modules', 'gatsby', 'cli.js'), 'build'], {
      cwd: dir,
      detached: true,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0', WEBPACK_CACHE: '0' },
    })
    const group = run.pid as number
    const killGroup = () => {
      try {
        process.kill(-group, 'SIGKILL')
        return true
      } catch {
        return false
      }
    }
    let output = ''
    let messageAt: number | null = null
    let killer: NodeJS.Timeout | null = null
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      if (messageAt === null && message.test(stripVTControlCharacters(output))) {
        messageAt = Date.now()
        killer = setTimeout(killGroup, graceMs)
      }
    }
    run.stdout.on('data', read)
    run.stderr.on('data', read)
    // A build that never prints the message is stopped too, after the time a cold build of the site may take.
    const limit = setTimeout(killGroup, 8 * 60 * 1000)
    const alive = () => {
      try {
        process.kill(-group, 0)
        return true
      } catch {
        return false
      }
    }
    run.on('exit', async (status, signal) => {
      if (killer) clearTimeout(killer)
      clearTimeout(limit)
      const exitAfterMessageMs = messageAt === null ? null : Date.now() - messageAt
      // Workers and services see their parent's pipes close and end within moments; one still running after
      // SURVIVOR_MS outlived the build (it is killed here).
      const deadline = Date.now() + SURVIVOR_MS
      while (alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
      const survivors = killGroup()
      resolve({ status, signal, exitAfterMessageMs, survivors, output: stripVTControlCharacters(output), dir })
    })
  })
}

export function removeBuild(result: BuildResult): void {
  rmSync(result.dir, { recursive: true, force: true })
}
