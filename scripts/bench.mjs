#!/usr/bin/env node
// npm run bench: the performance report of CONTRACT.md §7. Human text goes to stderr, one JSON object to stdout.
//   node scripts/bench.mjs [--no-build]
import { spawn } from 'node:child_process'
import { readFileSync, readdirSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'

const ROOT = join(import.meta.dirname, '..')
const PUBLIC = join(ROOT, 'public')
const PORT = Number(process.env.BENCH_PORT ?? 9100)
const BASE = `http://localhost:${PORT}`
const log = (...args) => console.error('[bench]', ...args)
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10

/** Resident memory of a process and all its descendants, in kB, from /proc. */
function treeRssKb(rootPid) {
  const parents = new Map()
  const rss = new Map()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      parents.set(Number(name), Number(fields[1]))
      const status = readFileSync(`/proc/${name}/status`, 'utf8')
      rss.set(Number(name), Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0))
    } catch {
      // the process ended while we looked
    }
  }
  const inTree = (pid) => {
    for (let p = pid; p && p !== 1; p = parents.get(p)) if (p === rootPid) return true
    return false
  }
  let total = 0
  for (const [pid, value] of rss) if (inTree(pid)) total += value
  return total
}

async function coldBuild() {
  log('cold build: gatsby clean && gatsby build')
  await run(['clean'])
  const started = Date.now()
  let peak = 0
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/gatsby/cli.js'), 'build'], {
    cwd: ROOT,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const timer = setInterval(() => (peak = Math.max(peak, treeRssKb(child.pid))), 200)
  const code = await new Promise((resolve) => child.on('exit', resolve))
  clearInterval(timer)
  if (code !== 0) throw new Error(`gatsby build exited with ${code}`)
  return { buildSeconds: Math.round((Date.now() - started) / 100) / 10, buildPeakRssMB: Math.round(peak / 1024) }
}

function run(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/gatsby/cli.js'), ...args], { cwd: ROOT, stdio: 'ignore', env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' } })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`gatsby ${args.join(' ')}: ${code}`))))
  })
}

async function serve() {
  const server = spawn(process.execPath, [join(ROOT, 'node_modules/gatsby/cli.js'), 'serve', '-p', String(PORT), '-H', 'localhost'], {
    cwd: ROOT,
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
  })
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`${BASE}/`)).ok) return server
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('server did not start')
}

/** Bytes a first visit downloads, by kind, gzipped as a server would send them (empty cache). */
async function firstVisit(browser, path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const sizes = { js: 0, css: 0, html: 0, font: 0, image: 0, other: 0 }
  const pending = []
  page.on('response', (response) => {
    pending.push(
      response.body().then(
        (body) => {
          const type = response.request().resourceType()
          const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : type === 'document' ? 'html' : type === 'font' ? 'font' : type === 'image' ? 'image' : 'other'
          sizes[kind] += /font|image/.test(kind) ? body.length : gzipSync(body).length
        },
        () => undefined,
      ),
    )
  })
  await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' })
  await Promise.all(pending)
  await context.close()
  return Object.fromEntries(Object.entries(sizes).map(([k, v]) => [k, kb(v)]))
}

/** First use of the search box on a page: bytes fetched and time to the first suggestion. */
async function searchFirstUse(browser, path) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' })
  let bytes = 0
  const pending = []
  page.on('response', (response) => pending.push(response.body().then((b) => (bytes += gzipSync(b).length), () => undefined)))
  const input = page.getByTestId('search-input')
  const started = Date.now()
  await input.click()
  const firstKeystroke = Date.now()
  await input.pressSequentially('шаблон')
  await page.waitForSelector('[data-testid="search-suggestion"]')
  const shown = Date.now()
  await page.waitForLoadState('networkidle')
  await Promise.all(pending)
  await context.close()
  // From the click (which starts the worker) and from the first keystroke, the measure.
  return { searchFirstUseGzipKB: kb(bytes), searchFirstSuggestionMs: shown - started, searchKeystrokeToSuggestionMs: shown - firstKeystroke }
}

/** Query time inside the worker (the worker reports it) over a fixed query set, p95. */
async function workerQueryTimes(browser) {
  const queries = ['вайбер', 'шаблон whatsapp', 'sendMessage', 'каскад', 'коды ошибок', 'рассылка тихие часы', 'пуш ios', 'баланс', 'сценарий условия', 'smpp', 'клиенты теги', 'вебхук подпись', 'отчет по сообщениям', 'лицензия', 'jivo', 'if,kjy']
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${BASE}/search?q=${encodeURIComponent('прогрев')}`, { waitUntil: 'networkidle' })
  const workerUrl = page.workers()[0]?.url()
  if (!workerUrl) throw new Error('the search worker did not start on /search')
  const times = await page.evaluate(
    async ({ url, list }) => {
      const worker = new Worker(url)
      let id = 0
      const call = (op, args) =>
        new Promise((resolve) => {
          id += 1
          const mine = id
          const onMessage = (event) => {
            if (event.data.id !== mine) return
            worker.removeEventListener('message', onMessage)
            resolve(event.data.result)
          }
          worker.addEventListener('message', onMessage)
          worker.postMessage({ id: mine, op, args })
        })
      await call('fetchIndexes', ['', 'all'])
      const out = []
      for (let round = 0; round < 5; round += 1) for (const q of list) out.push((await call('search', ['', 'all', q, 8])).ms)
      return out
    },
    { url: workerUrl, list: queries },
  )
  await context.close()
  const sorted = [...times].sort((a, b) => a - b)
  return { searchQueryMsP95: Math.round(sorted[Math.floor(sorted.length * 0.95)] * 100) / 100, searchQueryCount: times.length }
}

function indexSizes() {
  const dir = join(PUBLIC, 'search-index')
  const out = {}
  for (const name of readdirSync(dir)) out[name] = kb(gzipSync(readFileSync(join(dir, name))).length)
  const total = Object.entries(out)
    .filter(([name]) => !name.includes('snippets'))
    .reduce((sum, [, v]) => sum + v, 0)
  return { searchIndexGzipKB: Math.round(total * 10) / 10, searchIndexFilesGzipKB: out }
}

const report = {}
if (!process.argv.includes('--no-build')) Object.assign(report, await coldBuild())
else if (!existsSync(join(PUBLIC, 'index.html'))) throw new Error('--no-build needs an existing public/')
report.pages = readdirSync(PUBLIC, { recursive: true }).filter((f) => String(f).endsWith('index.html') && !String(f).startsWith('_gatsby')).length
Object.assign(report, indexSizes())
const server = await serve()
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
try {
  const pages = { home: '/', doc: '/docs/channel/viber/connect', api: '/docs/api/messages/sending', blog: '/blog' }
  report.firstLoadJsGzipKB = {}
  report.firstVisitBytesKB = {}
  for (const [name, path] of Object.entries(pages)) {
    log('first visit', path)
    const sizes = await firstVisit(browser, path)
    report.firstLoadJsGzipKB[name] = sizes.js
    report.firstVisitBytesKB[name] = sizes
  }
  log('search first use on a doc page')
  Object.assign(report, await searchFirstUse(browser, pages.doc))
  log('worker query times')
  Object.assign(report, await workerQueryTimes(browser))
} finally {
  await browser.close()
  process.kill(-server.pid, 'SIGTERM')
}
console.log(JSON.stringify(report, null, 2))
