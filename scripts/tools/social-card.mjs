#!/usr/bin/env node
// Renders the social card (static/img/social-card.png, 1200x630) from HTML with Debian's Chromium.
// Run by hand when the design changes: node scripts/tools/social-card.mjs
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

const root = join(import.meta.dirname, '..', '..')
const mark = readFileSync(join(root, 'static/img/mark.svg'), 'utf8')
const html = `<!doctype html><html lang="ru"><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;background:linear-gradient(135deg,#0f766e,#115e59);color:#fff;font-family:sans-serif;display:flex;flex-direction:column;justify-content:space-between">
  <div style="width:96px;height:96px">${mark.replace('width="32" height="32"', 'width="96" height="96"')}</div>
  <div>
    <div style="font-size:72px;font-weight:700;line-height:1.1">Документация</div>
    <div style="font-size:36px;margin-top:24px;opacity:.92">SMS, Viber, WhatsApp, push и Notify · API · Что нового</div>
  </div>
</div></body></html>`
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
await page.setContent(html)
await page.screenshot({ path: join(root, 'static/img/social-card.png') })
await browser.close()
