import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const ROOT = join(__dirname, '..', '..')

const SITE_FILES = ['package.json', 'tsconfig.json', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'src', 'plugins', 'static']

export interface BuildResult {
  status: number | null
  output: string
  dir: string
}

/**
 * Builds a copy of the site whose content/ (and optionally sidebars) come from a fixture folder, the way
 * a real `gatsby build` would, so build errors and warnings are tested end to end.
 */
export function buildFixture(name: string): BuildResult {
  const fixture = join(ROOT, 'tests', 'fixtures', name)
  const dir = mkdtempSync(join(tmpdir(), `site-${name}-`))
  for (const file of SITE_FILES) {
    cpSync(join(ROOT, file), join(dir, file), {
      recursive: true,
      filter: (src) => !/\.test\.tsx?$|__snapshots__/.test(src),
    })
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir')
  cpSync(join(fixture, 'content'), join(dir, 'content'), { recursive: true })
  if (existsSync(join(fixture, 'sidebars.ts'))) cpSync(join(fixture, 'sidebars.ts'), join(dir, 'src', 'config', 'sidebars.ts'))
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'gatsby', 'cli.js'), 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 5 * 60 * 1000,
  })
  return { status: run.status, output: `${run.stdout}\n${run.stderr}`.replace(/\x1b\[[0-9;]*[A-Za-z]/g, ''), dir }
}

export function removeBuild(result: BuildResult): void {
  rmSync(result.dir, { recursive: true, force: true })
}
