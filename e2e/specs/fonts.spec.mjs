import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, gotoReady, nextPaint, openPage } from '../harness.mjs'
import { shared } from '../shared.mjs'

// Issue 14: one self-hosted, subset, variable Inter file; it is the file every page preloads and the one the
// first screen renders with; the metric-matched fallback leaves nothing to shift when it arrives.
describe('fonts', () => {
  for (const path of ['/', '/docs/start/whatis', '/blog']) {
    it(`${path}: fonts come from the site itself, and the preloaded file is the one the first screen uses`, async () => {
      const { context, page } = await openPage(shared.browser)
      const fontRequests = []
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fontRequests.push(request.url())
      })
      await gotoReady(page, `${BASE}${path}`)
      await page.evaluate(() => document.fonts.ready)
      const origin = new URL(BASE).origin
      assert.ok(fontRequests.length >= 1, 'a font is downloaded')
      for (const url of fontRequests) assert.equal(new URL(url).origin, origin, `${url} is self-hosted`)
      const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((l) => l.href))
      assert.equal(preloads.length, 1, 'one preloaded font file')
      // Every font file the page downloaded is the preloaded one: nothing else is needed for the first screen.
      assert.deepEqual([...new Set(fontRequests)], preloads)
      const loaded = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family} ${f.weight}`))
      assert.ok(
        loaded.some((f) => /Inter/.test(f) && !/Fallback/.test(f)),
        `Inter loaded: ${loaded.join(', ')}`,
      )
      // The h1 and body text are drawn with Inter in both weights (Cyrillic and Latin).
      const usesInter = await page.evaluate(
        () => document.fonts.check('700 16px Inter', 'Ключи API') && document.fonts.check('400 16px Inter', 'Привет, API'),
      )
      assert.ok(usesInter)
      await context.close()
    })
  }

  for (const path of ['/', '/docs/api/messages/sending']) {
    it(`${path}: the JavaScript bundles are requested after the first contentful paint, and the page then hydrates`, async () => {
      const { context, page } = await openPage(shared.browser)
      await gotoReady(page, `${BASE}${path}`)
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        bundles: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }))
      assert.notEqual(timing.paint, null, 'a contentful paint was reported')
      assert.equal(timing.bundles.length, 3, 'webpack runtime, framework and app were requested')
      for (const start of timing.bundles)
        assert.ok(start >= timing.paint, `a bundle requested at ${start} ms, before the first paint at ${timing.paint} ms`)
      // React took over: the colour-mode button answers a click.
      const before = await page.evaluate(() => document.documentElement.dataset.theme)
      await page.getByTestId('theme-toggle').click()
      await page.waitForFunction((old) => document.documentElement.dataset.theme !== old, before)
      await context.close()
    })
  }

  it('/blog: no layout shift while the page and its font load (390 and 1280 px)', async () => {
    for (const width of [390, 1280]) {
      const { context, page } = await openPage(shared.browser)
      await page.setViewportSize({ width, height: 900 })
      await page.addInitScript(() => {
        window.__shift = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
      })
      // The font arrives late, after the first paint with the fallback: the swap must move nothing.
      await page.route('**/*.woff2', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800))
        await route.continue()
      })
      await gotoReady(page, `${BASE}/blog`)
      await page.evaluate(() => document.fonts.ready)
      // Layout shifts of the swap are reported to the observer by the frames after it.
      await nextPaint(page)
      const shift = await page.evaluate(() => window.__shift)
      assert.ok(shift < 0.001, `CLS on /blog at ${width} px: ${shift}`)
      await context.close()
    }
  })
})
