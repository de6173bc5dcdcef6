// Accessibility beyond the light desktop walk of every page (pages.spec.mjs): axe-core's WCAG 2.0, 2.1 and 2.2 A and
// AA rules over a spread of pages in dark mode and on a 390 px phone. Zero violations is the bar.
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, axeViolations, hydrated, openPage, sitemapRoutes } from '../harness.mjs'
import { shared } from '../shared.mjs'

/** Every `step`-th page of the sitemap, plus the pages whose parts differ most (home, a doc, the API, the showcase, the blog). */
function spread(routes, size) {
  const step = Math.max(1, Math.floor(routes.length / size))
  return [
    ...new Set([
      '/',
      '/docs/start/whatis',
      '/docs/api/messages/sending',
      '/markdown-page',
      '/blog',
      '/search',
      ...routes.filter((_, i) => i % step === 0),
    ]),
  ]
}

/** Runs axe on each route in one tab; returns one line per violation: route, rule, impact and the first element. */
async function audit(routes, options) {
  const { context, page } = await openPage(shared.browser, options)
  const found = []
  for (const route of routes) {
    await page.goto(`${BASE}${route}`, { waitUntil: 'load' })
    // Audited as pages.spec.mjs audits: once React has the page.
    await hydrated(page)
    for (const line of await axeViolations(page)) found.push(`${route}: ${line}`)
  }
  await context.close()
  return found
}

describe('accessibility (axe-core, WCAG 2.0/2.1/2.2 A and AA)', () => {
  it('pages in dark mode have no violation', async () => {
    const routes = spread(sitemapRoutes(), 24)
    assert.deepEqual(await audit(routes, { theme: 'dark' }), [])
  })

  it('pages on a 390 px phone have no violation, in both modes', async () => {
    const routes = spread(sitemapRoutes(), 24)
    assert.deepEqual(await audit(routes, { width: 390, height: 844, touch: true, theme: 'light' }), [])
    assert.deepEqual(await audit(routes.slice(0, 12), { width: 390, height: 844, touch: true, theme: 'dark' }), [])
  })
})
