#!/usr/bin/env node
// npm run bundles: the per-route bundle report of the production build (public/). Human text goes to stderr,
// one JSON object to stdout.
//   node scripts/bench/bundle-report.mjs [--no-coverage]
// For every page template (webpack chunk group) it lists the JS files the route loads besides the shared ones,
// with their gzip size; then it visits one page per measured route in Chromium with an empty cache and reports,
// per script, how much of it the first visit executed (V8 block coverage up to network idle).
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import stats from './bundle-stats.cjs'

const { kb, routeBundles, executedBytes } = stats
export { routeBundles, executedBytes }

/** A first visit of `path` with an empty cache: every script it ran, with its gzip size and the share of it that did not run. */
export async function firstVisitCoverage(browser, base, path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.coverage.startJSCoverage({ resetOnNavigation: false, reportAnonymousScripts: false })
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
  const entries = (await page.coverage.stopJSCoverage()).filter((entry) => entry.url.startsWith(base) && entry.source)
  await context.close()
  let total = 0
  let unused = 0
  const files = {}
  for (const entry of entries) {
    const size = Buffer.byteLength(entry.source)
    const unusedShare = 1 - executedBytes(entry) / entry.source.length
    const gzip = gzipSync(entry.source, { level: 9 }).length
    total += gzip
    unused += gzip * unusedShare
    // An inline script's URL is the page's own.
    const name =
      new URL(entry.url).pathname === new URL(`${base}${path}`).pathname
        ? `(inline) ${entry.source.slice(0, 40)}`
        : new URL(entry.url).pathname.slice(1)
    files[name] = { gzipKB: kb(gzip), rawKB: kb(size), unusedPercent: Math.round(unusedShare * 100) }
  }
  return { gzipKB: kb(total), unusedPercent: total === 0 ? 0 : Math.round((unused / total) * 100), files }
}

/** The pages the report visits: one per kind of route the performance targets name. */
export const COVERAGE_PAGES = {
  home: '/',
  doc: '/docs/channel/viber/connect',
  api: '/docs/api/messages/sending',
  blog: '/blog',
  post: '/blog/11-09-25-api-keys-2fa',
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values: options } = parseArgs({ options: { 'no-coverage': { type: 'boolean' } } })
  const root = join(import.meta.dirname, '..', '..')
  const report = routeBundles(join(root, 'public'))
  if (!options['no-coverage']) {
    const { chromium } = await import('playwright-core')
    const { serveBuild } = await import('../build/serve-build.mjs')
    const port = Number(process.env.BUNDLE_PORT ?? 9300)
    const server = await serveBuild(port, root)
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
    try {
      report.firstVisit = {}
      for (const [name, path] of Object.entries(COVERAGE_PAGES)) {
        console.error('[bundles] coverage of', path)
        report.firstVisit[name] = { path, ...(await firstVisitCoverage(browser, server.base, path)) }
      }
    } finally {
      await browser.close()
      server.stop()
    }
  }
  console.log(JSON.stringify(report, null, 2))
}
