// Shared set-up of the browser suite: one production build, served by nginx with the configuration
// scripts/build/nginx-conf.mjs generates (Content-Security-Policy included), one Chromium for all tests.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { chromium } from 'playwright-core'
import { ROOT, ensureNginx, serveBuild, serveWithNginx } from '../scripts/build/serve-build.mjs'
import { newestSource } from '../scripts/shared/source-files.cjs'

export { ROOT }
export const PUBLIC = join(ROOT, 'public')
/** The port of `gatsby serve`, for the one test that needs a plain static host (see startPlainHost). */
export const PORT = Number(process.env.E2E_PORT ?? 9000)
/** The port of the suite's server: nginx as in production. */
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? PORT + 1)
/** The site as readers meet it: every spec opens its pages here. */
export const BASE = `http://127.0.0.1:${NGINX_PORT}`

export function runNode(args, what, { cwd = ROOT, env = {} } = {}) {
  const run = spawnSync(process.execPath, args, { cwd, stdio: 'inherit', env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env } })
  if (run.status !== 0) throw new Error(`${what} failed`)
}

/** What a build is made from: a file here newer than the build means public/ no longer shows the sources. */
const SOURCES = [
  'content',
  'src',
  'static',
  'plugins',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package-lock.json',
]

/**
 * Why public/ must be rebuilt before the suite runs, or null when it is current: no build, E2E_REBUILD=1, or a
 * source file changed after the build finished (the sitemap is the last file the build writes).
 */
export function staleBuild(root = ROOT) {
  const finished = join(root, 'public', 'sitemap.xml')
  if (!existsSync(finished)) return 'there is no build in public/'
  if (process.env.E2E_REBUILD === '1') return 'E2E_REBUILD=1'
  const built = statSync(finished).mtimeMs
  const newest = newestSource(SOURCES.map((source) => join(root, source)))
  return newest && newest.mtimeMs > built ? `${relative(root, newest.path)} changed after the build` : null
}

/**
 * The build of `npm run build`: Gatsby's, then the pre-compressed copies (up-to-date ones are kept). A stale
 * build is rebuilt from clean, so no page of an earlier build (or its stylesheet link) survives into the run.
 */
export function ensureBuild() {
  const stale = staleBuild()
  if (stale) {
    console.log(`e2e: building the site (${stale})`)
    runNode([join(ROOT, 'node_modules/gatsby/cli.js'), 'clean'], 'gatsby clean')
    runNode([join(ROOT, 'node_modules/gatsby/cli.js'), 'build'], 'gatsby build')
  }
  runNode([join(ROOT, 'scripts/build/compress.mjs')], 'scripts/build/compress.mjs')
}

/**
 * The suite's server: Debian's nginx (installed when missing) with the generated production configuration.
 * E2E_NGINX_MAX_INLINE_SCRIPTS passes --max-inline-scripts on to the generator.
 */
export function startServer() {
  ensureNginx()
  const limit = process.env.E2E_NGINX_MAX_INLINE_SCRIPTS
  return serveWithNginx(NGINX_PORT, ROOT, { generatorArgs: limit ? ['--max-inline-scripts', limit] : [] })
}

export async function stopServer(server) {
  await server.stop()
}

/**
 * `gatsby serve` on PORT: a static host without nginx's redirects, which serves the 404 page for `/x.html`, so that
 * the page's own clean-up of such addresses can be seen. Only a spec testing another host's behaviour uses it.
 */
export const startPlainHost = () => serveBuild(PORT)

/** Debian's Chromium (or $CHROME_PATH); `args` are added to the suite's flags. */
export async function launchBrowser(args = []) {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      ...args,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/** The window width the suite uses for phones: one pixel under the 996 px desktop breakpoint (docs/requirements.md §9). */
export const MOBILE_WIDTH = 995

/** The problems of every page opened since the last call, emptied by it: the suite's afterEach fails a test on them. */
const watched = []
export function takeProblems() {
  const found = watched.flatMap((problems) => problems)
  watched.length = 0
  return found
}

/**
 * Records in `problems` what goes wrong in the pages of `context`: uncaught errors, console errors and
 * Content-Security-Policy violations (as the page's `securitypolicyviolation` events report them). Problems a test
 * provokes on purpose match `expected` and go to `provoked` instead. The suite fails any test whose pages recorded a problem
 * (run.mjs), whether or not the test looks at `problems` itself.
 */
export async function watchContext(context, problems, expected = null, provoked = []) {
  const record = (problem) => (expected?.test(problem) ? provoked : problems).push(problem)
  await context.exposeBinding('__e2eCspViolation', ({ page }, text) => record(`csp: ${text} on ${page.url()}`))
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : ''
      window.__e2eCspViolation(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where}`)
    })
  })
  const watch = (page) => {
    page.on('pageerror', (error) => record(`pageerror: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error') record(`console: ${message.text()}`)
    })
  }
  context.on('page', watch)
  for (const page of context.pages()) watch(page)
  watched.push(problems)
}

/**
 * A page whose problems are recorded (watchContext), so any test can fail on them. `theme` is stored under the
 * site's colour-mode key before every load, as a returning reader's choice would be; `touch` emulates a phone
 * (touch events, no hover); `expected` is a pattern of the problems the test provokes on purpose, which are kept
 * apart in `provoked`.
 */
export async function openPage(
  browser,
  { width = 1280, height = 900, colorScheme = 'light', theme, touch = false, expected = null, javaScriptEnabled = true } = {},
) {
  const context = await browser.newContext({
    viewport: { width, height },
    colorScheme,
    locale: 'ru-RU',
    hasTouch: touch,
    isMobile: touch,
    javaScriptEnabled,
  })
  if (theme) {
    await context.addInitScript((value) => {
      // documents without an origin of their own (about:blank, data:) have no storage; the site's pages do
      try {
        localStorage.setItem('theme', value)
      } catch {
        // nothing to store for such a document
      }
    }, theme)
  }
  const problems = []
  const provoked = []
  await watchContext(context, problems, expected, provoked)
  const page = await context.newPage()
  return { context, page, problems, provoked }
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/**
 * axe-core's WCAG 2.0, 2.1 and 2.2 A and AA rules over the page (or the first element matching `scope`): one line
 * per violation, with its impact, count and first element. Evaluated through the debugging protocol, as an injected
 * <script> would be refused by the site's policy.
 */
export async function axeViolations(page, scope = null) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(
    async ({ tags, selector }) => {
      const root = selector ? document.querySelector(selector) : document
      if (root === null) throw new Error(`axeViolations: no element matches ${selector}`)
      const result = await window.axe.run(root, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
      return result.violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.nodes[0]?.target.join(' ')}`)
    },
    { tags: WCAG_TAGS, selector: scope },
  )
}

/** Every page of the build, as routes (`/docs/start`), from the HTML files in public/. */
export function builtRoutes() {
  const out = []
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name)
      if (statSync(full).isDirectory()) walk(full)
      else if (name === 'index.html') out.push(`/${relative(PUBLIC, dir)}`.replace(/\/$/, '') || '/')
    }
  }
  walk(PUBLIC)
  return out.filter((route) => route !== '/404').sort()
}

/** The pages readers and crawlers are sent to, as paths, from the build's own sitemap. */
export function sitemapRoutes() {
  const xml = readFileSync(join(PUBLIC, 'sitemap.xml'), 'utf8')
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
}

/** Navigates and waits until the app has hydrated and its first route update ran (network idle). */
export async function gotoReady(page, url) {
  const response = await page.goto(url)
  await page.waitForLoadState('networkidle')
  // The bundles load after the first paint and may still run when the network is idle; typed before React has the
  // page, a test's text would sit in the box unseen by it (gatsby-browser.tsx marks the moment).
  await hydrated(page)
  return response
}

/** Waits until React has the page: gatsby-browser.tsx marks the moment once the bundles, loaded after the first paint, ran. */
export const hydrated = (page, options = {}) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, options)

/** Two animation frames: whatever a state change was going to paint (and report to observers) has been painted. */
export const nextPaint = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

/**
 * Waits until no transition or finite animation runs on the page. Playwright clicks once a target held still for
 * two frames, but on a loaded machine a sidebar category still collapsing above it can move the link between the
 * press and the release, and the click lands on its parent (seen in CI).
 */
export async function motionless(page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  )
}

/**
 * Clicks a link to another page and waits until that page has rendered: the URL changes before
 * React commits the new page, so the h1 must also differ from the one before the click.
 */
export async function followLink(page, link, url) {
  const before = await page.locator('h1').first().textContent()
  await link.waitFor()
  await motionless(page)
  await link.click()
  await page.waitForURL(url)
  await page.waitForFunction((old) => {
    const heading = document.querySelector('h1')
    return heading !== null && heading.textContent !== old
  }, before)
}

/**
 * The lowest WCAG 2 contrast ratio between text and what is painted behind it, over the visible
 * elements matching `selector` and their descendants that hold text of their own, computed in the page
 * from getComputedStyle. The background is composited from the element up through its ancestors
 * (background colours only; images and gradients are not seen). Also returns how many elements were
 * measured and the luminance range of their backgrounds, so a test can tell a dark palette from a light one.
 */
export async function measureContrast(page, selector) {
  return page.evaluate((sel) => {
    const canvas = document.createElement('canvas')
    canvas.width = 1
    canvas.height = 1
    const ctx = canvas.getContext('2d', { willReadFrequently: true })
    const rgba = (css) => {
      const m = /^rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:,? \/? ?([\d.]+))?\)$/.exec(css)
      if (m) return [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])]
      ctx.clearRect(0, 0, 1, 1)
      ctx.fillStyle = css
      ctx.fillRect(0, 0, 1, 1)
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data
      return [r, g, b, a / 255]
    }
    const over = ([r, g, b, a], [R, G, B]) => [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a)]
    const background = (el) => {
      const layers = []
      for (let node = el; node; node = node.parentElement) layers.push(rgba(getComputedStyle(node).backgroundColor))
      return layers.reverse().reduce((below, layer) => over(layer, below), [255, 255, 255])
    }
    const luminance = (rgb) => {
      const [r, g, b] = rgb.map((v) => {
        const c = v / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    const hasOwnText = (el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim() !== '')
    const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'
    const measured = new Set()
    for (const root of document.querySelectorAll(sel)) {
      for (const el of [root, ...root.querySelectorAll('*')]) if (hasOwnText(el) && visible(el)) measured.add(el)
    }
    let worst = null
    let darkest = 1
    let lightest = 0
    for (const el of measured) {
      const bg = background(el)
      const fg = over(rgba(getComputedStyle(el).color), bg)
      const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a)
      const ratio = (hi + 0.05) / (lo + 0.05)
      darkest = Math.min(darkest, luminance(bg))
      lightest = Math.max(lightest, luminance(bg))
      if (!worst || ratio < worst.ratio) {
        worst = {
          ratio: Math.round(ratio * 100) / 100,
          text: el.textContent.trim().slice(0, 40),
          color: getComputedStyle(el).color,
          background: `rgb(${bg.map(Math.round).join(', ')})`,
        }
      }
    }
    return { count: measured.size, worst, darkestBackground: darkest, lightestBackground: lightest }
  }, selector)
}
