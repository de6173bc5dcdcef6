// Shared set-up of the browser suite: one production build, one server, one Chromium for all tests.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { chromium } from 'playwright-core'

export const ROOT = join(import.meta.dirname, '..')
export const PUBLIC = join(ROOT, 'public')
export const PORT = Number(process.env.E2E_PORT ?? 9000)
export const BASE = `http://localhost:${PORT}`

function runNode(args, what) {
  const run = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' } })
  if (run.status !== 0) throw new Error(`${what} failed`)
}

/** The build of `npm run build`: Gatsby's, then the pre-compressed copies (up-to-date ones are kept). */
export function ensureBuild() {
  if (!existsSync(join(PUBLIC, 'index.html')) || process.env.E2E_REBUILD === '1') {
    runNode([join(ROOT, 'node_modules/gatsby/cli.js'), 'build'], 'gatsby build')
  }
  runNode([join(ROOT, 'scripts/compress.mjs')], 'scripts/compress.mjs')
}

export async function startServer() {
  const server = spawn(process.execPath, [join(ROOT, 'node_modules/gatsby/cli.js'), 'serve', '-p', String(PORT), '-H', 'localhost'], {
    cwd: ROOT,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${BASE}/`)
      if (response.ok) return server
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  server.kill()
  throw new Error(`the site did not start on ${BASE}`)
}

export function stopServer(server) {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    server.kill('SIGTERM')
  }
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
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

/** A page that records uncaught errors and console errors, so any test can fail on them. */
export async function openPage(browser, { width = 1280, height = 900, colorScheme = 'light' } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme, locale: 'ru-RU' })
  const page = await context.newPage()
  const problems = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  return { context, page, problems }
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

/** Navigates and waits until the app has hydrated and its first route update ran (network idle). */
export async function gotoReady(page, url) {
  const response = await page.goto(url)
  await page.waitForLoadState('networkidle')
  return response
}

/**
 * Clicks a link to another page and waits until that page has rendered: the URL changes before
 * React commits the new page, so the h1 must also differ from the one before the click.
 */
export async function followLink(page, link, url) {
  const before = await page.locator('h1').first().textContent()
  await link.click()
  await page.waitForURL(url)
  await page.waitForFunction((old) => {
    const heading = document.querySelector('h1')
    return heading !== null && heading.textContent !== old
  }, before)
}
