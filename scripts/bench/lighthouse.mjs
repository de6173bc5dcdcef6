#!/usr/bin/env node
// npm run lighthouse: Lighthouse scores of the production build in both colour modes, with Debian's Chromium.
// Human text goes to stderr, one JSON object to stdout.
//   node scripts/bench/lighthouse.mjs [--runs N] [--desktop]
// Also imported by scripts/bench/bench.mjs (--lighthouse).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromium } from 'playwright-core'
import { ROOT, nginxInstalled, serveBuild, serveWithNginx } from '../build/serve-build.mjs'

/** The pages the performance and SEO targets name: the home page, a doc page, an API page, the blog and a post. */
export const LIGHTHOUSE_PAGES = {
  home: '/',
  doc: '/docs/start/whatis',
  api: '/docs/api/messages/sending',
  blog: '/blog',
  post: '/blog/11-09-25-api-keys-2fa',
}
export const COLOR_MODES = ['light', 'dark']
const CATEGORIES = { accessibility: 'accessibility', seo: 'seo', bestPractices: 'best-practices', performance: 'performance' }
const METRICS = { tbtMs: 'total-blocking-time', lcpMs: 'largest-contentful-paint', cls: 'cumulative-layout-shift' }
/** Mean luma of the final screenshot that proves the mode was really rendered (dark pages sit near 0.1, light near 0.9). */
const DARK_SCREENSHOT_MAX = 0.4
const LIGHT_SCREENSHOT_MIN = 0.6

/** gatsby serve answers /x with a redirect to /x/; audit the page, not the local server's redirect. */
const servedUrl = (base, path) => `${base}${path.endsWith('/') ? path : `${path}/`}`

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * Chromium with a fresh profile and a DevTools port for Lighthouse. Name resolution outside localhost is
 * switched off, so nothing can be fetched from anywhere else. Playwright keeps a page open on the site's
 * origin: it writes the colour mode into localStorage, which Lighthouse's storage reset leaves alone
 * (it clears caches, service workers and file systems), so the site's head script reads it before paint.
 */
async function launchAuditBrowser() {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: false,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--remote-debugging-port=0',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  const portFile = join(profile, 'DevToolsActivePort')
  for (let i = 0; i < 100 && !existsSync(portFile); i += 1) await new Promise((resolve) => setTimeout(resolve, 100))
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0])
  const page = context.pages()[0] ?? (await context.newPage())
  const close = async () => {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
  return { port, page, close }
}

/** Mean luma (0–1) of a screenshot given as a data URL, decoded by the browser. */
function screenshotLuma(page, dataUrl) {
  return page.evaluate(async (src) => {
    const image = new Image()
    image.src = src
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.naturalWidth
    canvas.height = image.naturalHeight
    const ctx = canvas.getContext('2d')
    ctx.drawImage(image, 0, 0)
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height)
    let sum = 0
    for (let i = 0; i < data.length; i += 4) sum += 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2]
    return sum / (data.length / 4) / 255
  }, dataUrl)
}

/** One Lighthouse run of one URL; fails when the page was not rendered in the mode asked for or reached outside localhost. */
async function auditOnce(browser, url, mode, desktop) {
  const flags = { port: browser.port, output: 'json', logLevel: 'error', onlyCategories: Object.values(CATEGORIES), disableFullPageScreenshot: true }
  const { lhr } = await lighthouse(url, flags, desktop ? desktopConfig : undefined)
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const origin = new URL(url).origin
  const outside = (lhr.audits['network-requests']?.details?.items ?? [])
    .map((item) => item.url)
    .filter((u) => /^https?:/.test(u) && new URL(u).origin !== origin)
  if (outside.length > 0) throw new Error(`${url} requested outside ${origin}: ${outside.join(', ')}`)
  const luma = await screenshotLuma(browser.page, lhr.audits['final-screenshot'].details.data)
  if (mode === 'dark' ? luma > DARK_SCREENSHOT_MAX : luma < LIGHT_SCREENSHOT_MIN) {
    throw new Error(`${url}: the final screenshot (mean luma ${luma.toFixed(2)}) is not a ${mode} page`)
  }
  const figures = { screenshotLuma: Math.round(luma * 100) / 100 }
  for (const [key, id] of Object.entries(CATEGORIES)) figures[key] = Math.round(lhr.categories[id].score * 100)
  for (const [key, id] of Object.entries(METRICS)) figures[key] = lhr.audits[id].numericValue
  const failing = {}
  for (const [key, id] of Object.entries(CATEGORIES)) {
    const ids = lhr.categories[id].auditRefs
      .map((ref) => ref.id)
      .filter(
        (a) =>
          lhr.audits[a].score !== null &&
          lhr.audits[a].score < 1 &&
          lhr.audits[a].scoreDisplayMode !== 'informative' &&
          lhr.audits[a].scoreDisplayMode !== 'manual',
      )
    if (ids.length > 0) failing[key] = ids
  }
  return { figures, failing, lcp: lcpDetails(lhr) }
}

/** What the Largest Contentful Paint was and where its time went (Lighthouse's element audit), for the log. */
function lcpDetails(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? []
  const node = items.find((item) => item.type === 'node')
  const parts = items.find((item) => item.type === 'table')?.items ?? []
  const timings = parts.map((part) => `${part.label} ${Math.round(part.duration)}`).join(', ')
  return node ? `${node.selector ?? ''} «${(node.nodeLabel ?? '').slice(0, 40)}» (observed: ${timings} ms)` : ''
}

/**
 * Lighthouse figures for each page in each colour mode: category scores 0–100 and TBT, LCP (ms) and CLS,
 * each the median over `runs` runs. Mobile form factor unless `desktop`.
 */
export async function auditPages({ base, pages = LIGHTHOUSE_PAGES, modes = COLOR_MODES, runs = 1, desktop = false, log = () => {} }) {
  const browser = await launchAuditBrowser()
  const result = {}
  try {
    for (const mode of modes) {
      await browser.page.goto(`${base}/robots.txt`)
      await browser.page.evaluate((value) => localStorage.setItem('theme', value), mode)
      for (const [name, path] of Object.entries(pages)) {
        const samples = []
        for (let run = 1; run <= runs; run += 1) {
          const sample = await auditOnce(browser, servedUrl(base, path), mode, desktop)
          samples.push(sample)
          const f = sample.figures
          log(
            `${name} ${path} ${mode} run ${run}: a11y ${f.accessibility} seo ${f.seo} bp ${f.bestPractices} perf ${f.performance} TBT ${Math.round(f.tbtMs)} ms LCP ${Math.round(f.lcpMs)} ms CLS ${f.cls.toFixed(3)} (screenshot luma ${f.screenshotLuma})`,
          )
          if (sample.lcp) log(`  LCP element: ${sample.lcp}`)
          for (const [category, ids] of Object.entries(sample.failing))
            if (category !== 'performance') log(`  ${category} audits below 100%: ${ids.join(', ')}`)
        }
        const figures = {}
        for (const key of [...Object.keys(CATEGORIES), ...Object.keys(METRICS)]) figures[key] = median(samples.map((s) => s.figures[key]))
        for (const key of Object.keys(CATEGORIES)) figures[key] = Math.round(figures[key])
        figures.tbtMs = Math.round(figures.tbtMs)
        figures.lcpMs = Math.round(figures.lcpMs)
        figures.cls = Math.round(figures.cls * 1000) / 1000
        const a11yFailures = [...new Set(samples.flatMap((s) => s.failing.accessibility ?? []))]
        if (a11yFailures.length > 0) figures.accessibilityFailures = a11yFailures
        result[name] = { path, ...result[name], [mode]: figures }
      }
    }
  } finally {
    await browser.close()
  }
  return { formFactor: desktop ? 'desktop' : 'mobile', runs, pages: result }
}

async function main() {
  const args = process.argv.slice(2)
  const runsAt = args.indexOf('--runs')
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 1
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1')
  if (!existsSync(join(ROOT, 'public', 'index.html'))) throw new Error('no production build in public/: run npm run build first')
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 9395)
  const log = (...parts) => console.error('[lighthouse]', ...parts)
  // Served as in production (nginx, pre-compressed files from npm run build) when nginx is installed.
  const server = nginxInstalled() ? await serveWithNginx(port) : await serveBuild(port)
  try {
    log(
      `serving public/ at ${server.base} with ${nginxInstalled() ? 'nginx' : 'gatsby serve'}; ${runs} run(s) per page and mode, ${args.includes('--desktop') ? 'desktop' : 'mobile'}`,
    )
    const report = await auditPages({ base: server.base, runs, desktop: args.includes('--desktop'), log })
    console.log(JSON.stringify(report, null, 2))
  } finally {
    server.stop()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
