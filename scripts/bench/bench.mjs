#!/usr/bin/env node
// npm run bench: the performance report of docs/requirements.md §C7. Human text goes to stderr, one JSON object to stdout.
//   node scripts/bench/bench.mjs [--no-build] [--lighthouse [--runs N]]   reports fontKB and, with --lighthouse, lcpMs per page
//   node scripts/bench/bench.mjs --pages N [--seed S] [--keep]   the scale run: a copy of the site with N synthetic docs pages
//   node scripts/bench/bench.mjs --incremental [--baseline GIT_REF] [--no-develop] [--keep]   cold, warm and edited builds and
//     develop's edit-to-screen time, of the working tree and of GIT_REF side by side (scripts/bench/bench-incremental.mjs)
//   --server nginx|gatsby   what serves the build (default: nginx with deploy/nginx.conf when installed, else gatsby serve)
import { spawnSync } from 'node:child_process'
import { appendFileSync, chmodSync, readFileSync, readdirSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { nginxInstalled, serveBuild, serveWithNginx } from '../build/serve-build.mjs'
import { auditPages } from './lighthouse.mjs'
import { firstVisitCoverage } from './bundle-report.mjs'
import { copySite } from '../shared/site-copy.cjs'
import { ROOT, coldBuild, launchChromium, log } from './bench-runner.mjs'
import { incrementalRun } from './bench-incremental.mjs'
import { incrementalTable, median } from './incremental.cjs'
import { DEFAULT_SEED, SIDEBAR_ENTRY, writeSyntheticDocs } from './synthetic-docs.cjs'
import { WORKER_QUERIES } from './bench-queries.cjs'
import { callsInNewWorker } from './worker-calls.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 9100)
/** The served build's origin, set once the server answers. */
let BASE = `http://localhost:${PORT}`
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10

/** Bytes a first visit downloads, by kind, gzipped as a server would send them (empty cache). */
async function firstVisit(browser, path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const sizes = { js: 0, css: 0, html: 0, font: 0, image: 0, other: 0 }
  // Of `other`: Gatsby's page data (the page's page-data.json, its static queries, app-data.json).
  let pageData = 0
  const pending = []
  page.on('response', (response) => {
    pending.push(
      response.body().then(
        (body) => {
          if (new URL(response.url()).pathname.startsWith('/page-data/')) pageData += gzipSync(body).length
          const type = response.request().resourceType()
          const kind =
            type === 'script'
              ? 'js'
              : type === 'stylesheet'
                ? 'css'
                : type === 'document'
                  ? 'html'
                  : type === 'font'
                    ? 'font'
                    : type === 'image'
                      ? 'image'
                      : 'other'
          sizes[kind] += /font|image/.test(kind) ? body.length : gzipSync(body).length
        },
        () => undefined,
      ),
    )
  })
  await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' })
  await Promise.all(pending)
  await context.close()
  const total = Object.values(sizes).reduce((sum, v) => sum + v, 0)
  return { ...Object.fromEntries(Object.entries(sizes).map(([k, v]) => [k, kb(v)])), total: kb(total), pageData: kb(pageData) }
}

/** Gzipped size of each sidebar's file (src/node/sidebars.ts): what opening a category the page left out costs, once. */
function sidebarFileSizes(publicDir) {
  const dir = join(publicDir, 'sidebars')
  if (!existsSync(dir)) return {}
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name.split('.')[0], kb(gzipSync(readFileSync(join(dir, name))).length)]),
  )
}

/** First use of the search box on a page: bytes fetched and time to the first suggestion. */
async function searchFirstUse(browser, path) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' })
  // The responses are weighed once the suggestion is shown: reading and compressing their bodies meanwhile would take
  // this machine's cores from the browser whose time is being measured.
  const responses = []
  page.on('response', (response) => responses.push(response))
  // The page's own clock too: from the first input event to the first suggestion in the DOM, without the
  // time Playwright takes to deliver the keystrokes and to notice the suggestion (tens of ms on a loaded machine).
  await page.evaluate(() => {
    const box = document.querySelector('[data-testid="search-input"]')
    const marks = (window.__searchMarks = {})
    box.addEventListener('input', () => (marks.input ??= performance.now()))
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="search-suggestion"]')) return
      marks.suggestion = performance.now()
      observer.disconnect()
    }).observe(document.body, { subtree: true, childList: true })
  })
  const input = page.getByTestId('search-input')
  const started = Date.now()
  await input.click()
  const firstKeystroke = Date.now()
  await input.pressSequentially('шаблон')
  await page.waitForSelector('[data-testid="search-suggestion"]')
  const shown = Date.now()
  const marks = await page.evaluate(() => window.__searchMarks)
  await page.waitForLoadState('networkidle')
  let bytes = 0
  // Each file once: the worker revalidates files.json (a 304, no body sent), which Playwright reports as a second
  // response with the whole body. A chunk the click takes from the prefetch cache still counts: search needs it.
  const counted = new Set()
  for (const response of responses) {
    if (counted.has(response.url())) continue
    counted.add(response.url())
    bytes += await response.body().then(
      (b) => gzipSync(b).length,
      () => 0,
    )
  }
  await context.close()
  // From the click (which starts the worker) and from the first keystroke, the measure.
  return {
    searchFirstUseGzipKB: kb(bytes),
    searchFirstSuggestionMs: shown - started,
    searchKeystrokeToSuggestionMs: shown - firstKeystroke,
    searchKeystrokeToSuggestionInPageMs: Math.round(marks.suggestion - marks.input),
  }
}

/**
 * How many first uses are timed, each in a new context (nothing cached, a new worker). One first use is a single
 * sample of a few tens of milliseconds, which the other processes on a shared 2-core machine move by 20 ms and more;
 * the times reported are the median, and every sample of the page's clock is listed beside it.
 */
const FIRST_USES = 5

async function searchFirstUses(browser, path) {
  const uses = []
  for (let i = 0; i < FIRST_USES; i += 1) uses.push(await searchFirstUse(browser, path))
  const timed = (key) => median(uses.map((use) => use[key]))
  return {
    // The same files in every use: the largest, should one have fetched more.
    searchFirstUseGzipKB: Math.max(...uses.map((use) => use.searchFirstUseGzipKB)),
    searchFirstSuggestionMs: timed('searchFirstSuggestionMs'),
    searchKeystrokeToSuggestionMs: timed('searchKeystrokeToSuggestionMs'),
    searchKeystrokeToSuggestionInPageMs: timed('searchKeystrokeToSuggestionInPageMs'),
    searchKeystrokeToSuggestionInPageRunsMs: uses.map((use) => use.searchKeystrokeToSuggestionInPageMs),
  }
}

/** Query time inside the worker (the worker reports it) over a fixed query set, p95. */
async function workerQueryTimes(browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${BASE}/search?q=${encodeURIComponent('прогрев')}`, { waitUntil: 'networkidle' })
  const workerUrl = page.workers()[0]?.url()
  if (!workerUrl) throw new Error('the search worker did not start on /search')
  const searches = Array.from({ length: 5 }, () => WORKER_QUERIES.map((q) => ['search', ['', 'all', q, 8]])).flat()
  const results = await page.evaluate(callsInNewWorker, { url: workerUrl, calls: [['fetchIndexes', ['', 'all']], ...searches] })
  const times = results.slice(1).map((result) => result.ms)
  await context.close()
  const sorted = [...times].sort((a, b) => a - b)
  return { searchQueryMsP95: Math.round(sorted[Math.floor(sorted.length * 0.95)] * 100) / 100, searchQueryCount: times.length }
}

/**
 * Gzip sizes of the index files (not their precompressed .gz/.br copies), grouped by context and kind:
 * meta, t (term shards), d (display chunks), s (snippet chunks). The total leaves the snippets out.
 */
function indexSizes(publicDir) {
  const dir = join(publicDir, 'search-index')
  const groups = {}
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    const group = name.split('.').slice(0, 2).join('.').replace(/\d+$/, '')
    groups[group] ??= { files: 0, gzipKB: 0 }
    groups[group].files += 1
    groups[group].gzipKB += gzipSync(readFileSync(join(dir, name))).length / 1024
  }
  for (const group of Object.values(groups)) group.gzipKB = kb(group.gzipKB * 1024)
  const total = Object.entries(groups)
    .filter(([name]) => !name.endsWith('.s'))
    .reduce((sum, [, group]) => sum + group.gzipKB, 0)
  return { searchIndexGzipKB: Math.round(total * 10) / 10, searchIndexFilesGzipKB: groups }
}

/** Bytes of the inline <script> elements of an HTML page (Gatsby's chunk mapping, page data, JSON-LD). */
const inlineScriptBytes = (html) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !/\bsrc=/.test(attrs))
    .reduce((sum, [, , body]) => sum + Buffer.byteLength(body), 0)

/** HTML of the whole build (every .html file) and of the measured pages, raw bytes as written to public/. */
function htmlSizes(publicDir, measured) {
  const stats = { pages: 0, htmlTotalBytes: 0, htmlLargestPage: { path: '', bytes: 0 }, inlineScriptMaxBytes: 0 }
  for (const file of readdirSync(publicDir, { recursive: true }).map(String)) {
    // page-data/404.html/ is a folder
    if (!file.endsWith('.html') || !statSync(join(publicDir, file)).isFile()) continue
    const html = readFileSync(join(publicDir, file))
    if (file.endsWith('index.html') && !file.startsWith('_gatsby')) stats.pages += 1
    stats.htmlTotalBytes += html.length
    if (html.length > stats.htmlLargestPage.bytes) stats.htmlLargestPage = { path: `/${file}`, bytes: html.length }
    stats.inlineScriptMaxBytes = Math.max(stats.inlineScriptMaxBytes, inlineScriptBytes(html.toString('utf8')))
  }
  const pageHtml = (path) => readFileSync(join(publicDir, path, 'index.html'), 'utf8')
  stats.htmlBytes = Object.fromEntries(Object.entries(measured).map(([name, path]) => [name, Buffer.byteLength(pageHtml(path))]))
  stats.inlineScriptBytes = Object.fromEntries(Object.entries(measured).map(([name, path]) => [name, inlineScriptBytes(pageHtml(path))]))
  return stats
}

/** The whole report for the site in `site`: build (unless skipped), then its public/ served and visited. */
async function measure(site, { build, pages, report, progress, lighthouse, serverKind }) {
  const publicDir = join(site, 'public')
  if (build) {
    const { buildSeconds, buildPeakRssMB } = await coldBuild(site, progress)
    Object.assign(report, { buildSeconds, buildPeakRssMB })
  } else if (!existsSync(join(publicDir, 'index.html'))) throw new Error('--no-build needs an existing public/')
  Object.assign(report, htmlSizes(publicDir, pages), indexSizes(publicDir), { sidebarFilesGzipKB: sidebarFileSizes(publicDir) })
  if (serverKind === 'nginx') {
    // nginx serves the pre-compressed copies `npm run build` writes after gatsby build (up to date ones are kept).
    const started = Date.now()
    const compress = spawnSync(process.execPath, [join(ROOT, 'scripts/build/compress.mjs'), publicDir], { stdio: ['ignore', 'ignore', 'inherit'] })
    if (compress.status !== 0) throw new Error('scripts/build/compress.mjs failed')
    report.compressSeconds = Math.round((Date.now() - started) / 100) / 10
  }
  const server = serverKind === 'nginx' ? await serveWithNginx(PORT, site) : await serveBuild(PORT, site)
  report.server = serverKind === 'nginx' ? 'nginx (deploy/nginx.conf)' : 'gatsby serve'
  BASE = server.base
  progress.server = server
  const browser = await launchChromium()
  try {
    report.firstLoadJsGzipKB = {}
    report.firstVisitBytesKB = {}
    report.firstVisitTotalKB = {}
    report.firstVisitPageDataKB = {}
    report.fontKB = {}
    for (const [name, path] of Object.entries(pages)) {
      log('first visit', path)
      const { total, pageData, ...sizes } = await firstVisit(browser, path)
      report.firstLoadJsGzipKB[name] = sizes.js
      report.firstVisitBytesKB[name] = sizes
      report.firstVisitTotalKB[name] = total
      report.firstVisitPageDataKB[name] = pageData
      report.fontKB[name] = sizes.font
    }
    // How much of that JS the first visit ran (npm run bundles has it per file and per route).
    report.firstLoadJsUnusedPercent = {}
    for (const [name, path] of Object.entries(pages))
      report.firstLoadJsUnusedPercent[name] = (await firstVisitCoverage(browser, BASE, path)).unusedPercent
    log(`search first use on a doc page, ${FIRST_USES} times`)
    Object.assign(report, await searchFirstUses(browser, pages.doc))
    log('worker query times')
    Object.assign(report, await workerQueryTimes(browser))
    if (lighthouse) {
      log('Lighthouse (npm run lighthouse): /, a doc, an API page and /blog, light and dark')
      report.lighthouse = await auditPages({ base: BASE, log, runs: Number(options.runs ?? 1) })
      // Largest Contentful Paint per page (Lighthouse mobile, median of the runs), light / dark.
      report.lcpMs = Object.fromEntries(
        Object.entries(report.lighthouse.pages).map(([name, p]) => [name, { light: p.light?.lcpMs, dark: p.dark?.lcpMs }]),
      )
    }
  } finally {
    await browser.close()
    server.stop()
    progress.server = null
  }
  return report
}

/** The scale run's site: a temporary copy with N synthetic docs pages listed in the tutorial sidebar. */
function syntheticSite(count, seed) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-site-'))
  // mkdtemp makes the folder private; nginx's worker processes (user nobody) must reach public/ inside it.
  chmodSync(dir, 0o755)
  copySite(dir, join(ROOT, 'content'))
  const files = writeSyntheticDocs(join(dir, 'content', 'docs'), { count, seed })
  appendFileSync(
    join(dir, 'src', 'config', 'sidebars.ts'),
    `\n// Scale run of the benchmark: the synthetic pages.\nsidebars.tutorialSidebar.push(${JSON.stringify(SIDEBAR_ENTRY)})\n`,
  )
  log(`wrote ${files.length} synthetic files (${count} pages and their indexes) into`, dir)
  return { dir, firstPage: files.find((f) => f.synthetic).path }
}

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean' },
    lighthouse: { type: 'boolean' },
    runs: { type: 'string' },
    pages: { type: 'string' },
    seed: { type: 'string' },
    keep: { type: 'boolean' },
    server: { type: 'string' },
    incremental: { type: 'boolean' },
    baseline: { type: 'string' },
    'no-develop': { type: 'boolean' },
  },
})
if (options.incremental) {
  for (const other of ['no-build', 'lighthouse', 'runs', 'pages', 'seed', 'server'])
    if (options[other] !== undefined) throw new Error(`--incremental builds copies of its own and serves none; it does not go with --${other}`)
} else if (options.baseline !== undefined || options['no-develop']) throw new Error('--baseline and --no-develop go with --incremental')
const serverKind = options.server ?? (nginxInstalled() ? 'nginx' : 'gatsby')
if (!['nginx', 'gatsby'].includes(serverKind)) throw new Error(`--server wants nginx or gatsby, got "${options.server}"`)
if (serverKind === 'nginx' && !nginxInstalled())
  throw new Error('--server nginx: /usr/sbin/nginx is not installed (apt-get install -y nginx libnginx-mod-http-brotli-static)')
const MEASURED = { home: '/', doc: '/docs/channel/viber/connect', api: '/docs/api/messages/sending', blog: '/blog' }
const progress = { phase: null, tail: [], partial: '', peakKb: 0, seconds: 0, child: null, server: null, develop: null }
const report = {}
let site = ROOT
/** Temporary folders to remove at the end (unless --keep). */
const temps = []
if (options.pages !== undefined) {
  const count = Number(options.pages)
  const seed = options.seed === undefined ? DEFAULT_SEED : Number(options.seed)
  if (!Number.isInteger(count) || count < 1) throw new Error(`--pages wants a whole number above 0, got "${options.pages}"`)
  if (!Number.isInteger(seed)) throw new Error(`--seed wants a whole number, got "${options.seed}"`)
  if (options['no-build']) throw new Error('--pages builds a fresh copy of the site; it does not go with --no-build')
  Object.assign(report, { syntheticPages: count, seed })
  const synthetic = syntheticSite(count, seed)
  temps.push(synthetic.dir)
  site = synthetic.dir
  MEASURED.synthetic = synthetic.firstPage
}

/** A build that fails or is stopped still reports how far it got, how long and how much memory it took. */
function failureReport(reason) {
  const { phase, tail, partial, peakKb, seconds } = progress
  return {
    ...report,
    failed: reason,
    buildSeconds: seconds,
    buildPeakRssMB: Math.round(peakKb / 1024),
    buildLastStep: phase,
    outputTail: [...tail, partial.slice(0, 400)].filter(Boolean).slice(-25),
  }
}
const cleanUp = () => {
  for (const dir of temps) {
    if (options.keep) log('kept', dir)
    else rmSync(dir, { recursive: true, force: true })
  }
}
/** With --incremental, the table of the figures so far, when a build fails or the run is stopped. */
const partialTable = () => report.incremental && console.error(incrementalTable(report.incremental.current, report.incremental.baseline))
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    progress.child?.kill('SIGKILL')
    progress.server?.stop()
    progress.develop?.kill()
    partialTable()
    console.log(JSON.stringify(failureReport(`interrupted by ${signal}`), null, 2))
    cleanUp()
    process.exit(1)
  })
}
try {
  if (options.incremental) {
    report.incremental = {}
    await incrementalRun({ baseline: options.baseline, develop: !options['no-develop'], progress, temps, incremental: report.incremental })
    if (Object.values(report.incremental).some((tree) => tree.developFailed)) process.exitCode = 1
    console.log(JSON.stringify(report, null, 2))
  } else {
    await measure(site, { build: !options['no-build'], pages: MEASURED, report, progress, lighthouse: options.lighthouse, serverKind })
    console.log(JSON.stringify({ pages: report.pages, ...report }, null, 2))
  }
} catch (error) {
  if (!('buildExit' in error)) throw error
  partialTable()
  console.log(JSON.stringify(failureReport(error.message), null, 2))
  process.exitCode = 1
} finally {
  cleanUp()
}
