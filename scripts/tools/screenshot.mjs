#!/usr/bin/env node
// Screenshots of pages of a running site, for review: node scripts/tools/screenshot.mjs <url> <out.png> [width] [dark]
//   FULL=1 for the whole page; CLICK=<data-testid> clicks that element first (CLICK=mobile-menu-toggle: the open menu)
import { chromium } from 'playwright-core'

const [url, out, width = '1280', mode = 'light'] = process.argv.slice(2)
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
await page.addInitScript((m) => localStorage.setItem('theme', m), mode)
page.on('pageerror', (e) => console.error('pageerror:', e.message))
page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()))
await page.goto(url, { waitUntil: 'networkidle' })
if (process.env.CLICK) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await page.getByTestId(process.env.CLICK).click()
  await page.waitForLoadState('networkidle')
}
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' })
await browser.close()
