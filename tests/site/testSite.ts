import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { TestSite as SiteContent } from './readContent'
import type { ApiDocument } from '../../src/node/openapi'
import { resolveSidebars } from '../../src/node/sidebars'
import { sidebars } from '../../src/config/sidebars'
import { API_SNAPSHOT, ROOT } from './paths'
import { ensureSiteSnapshot } from './snapshot'

/** A site written by tests/site/dump.ts, with its sidebars and API description made again. */
export function readSiteSnapshot(file: string, _root: string): SiteContent {
  const plain = JSON.parse(readFileSync(file, 'utf8')) as Omit<SiteContent, 'sidebars'>
  return { ...plain, sidebars: resolveSidebars(sidebars, plain.docs) }
}

let cached: SiteContent | null = null

/** The site's content as the build's nodes hold it (readContent.ts), read on first use (tests/site/snapshot.ts). */
export function testSite(): SiteContent {
  cached ??= readSiteSnapshot(
    ensureSiteSnapshot((out) => runElsewhere('dump.ts', [ROOT, out])),
    ROOT,
  )
  return cached
}

/**
 * Runs one of this folder's scripts in a Node process of its own (with ts-node), for code whose ES-module
 * dependencies Jest's module registry cannot load; returns what it printed, or throws with what it reported.
 */
function runElsewhere(script: string, args: string[]): string {
  const run = spawnSync(process.execPath, ['-r', 'ts-node/register/transpile-only', join(__dirname, script), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, TS_NODE_COMPILER_OPTIONS: JSON.stringify({ module: 'commonjs', moduleResolution: 'node' }) },
  })
  if (run.status !== 0) throw new Error(`tests/site/${script} failed:\n${run.stderr}`)
  return run.stdout
}

/** Loads the content of another folder (with this checkout's code) in a Node process of its own. */
export function loadSiteElsewhere(root: string, out: string): SiteContent {
  runElsewhere('dump.ts', [root, out, ROOT])
  return readSiteSnapshot(out, root)
}

/** loadApiDocument over other OpenAPI files, in one Node process of its own: each file's description, or the build's error message. */
export function loadApisElsewhere(files: string[]): LoadedApi[] {
  return JSON.parse(runElsewhere('loadApi.ts', files)) as LoadedApi[]
}

/** What tests/site/loadApi.ts prints for one file: its description, or the build's error message. */
type LoadedApi = { api?: ApiDocument | null; error?: string }

let cachedApi: ApiDocument | null = null

/**
 * The site's API description as the build loads it, without reading the rest of the content: for tests of code that
 * takes a description, which should not wait for the whole site. Loaded once and kept as the content is
 * (tests/site/snapshot.ts).
 */
export function siteApi(): ApiDocument {
  if (cachedApi) return cachedApi
  const source = join(ROOT, 'content', 'api', 'openapi.yaml')
  const file = ensureSiteSnapshot((out) => writeFileSync(out, runElsewhere('loadApi.ts', [source])), API_SNAPSHOT)
  const [loaded] = JSON.parse(readFileSync(file, 'utf8')) as LoadedApi[]
  if (!loaded.api) throw new Error(`content/api/openapi.yaml: ${loaded.error ?? 'no description'}`)
  cachedApi = loaded.api
  return cachedApi
}

/** renderMarkdown of src/node/api/markdown.ts, run in a Node process of its own (see tests/site/renderMarkdown.ts). */
export function renderMarkdownElsewhere(input: { text: string; basePath?: string; errorCodes?: string[] }): {
  html: string
  links: string[]
  codes: string[]
} {
  return JSON.parse(runElsewhere('renderMarkdown.ts', [JSON.stringify(input)])) as { html: string; links: string[]; codes: string[] }
}
