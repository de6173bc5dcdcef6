// Every page of the build, once, as a reader on a desktop in light mode gets it from nginx under the production
// policy: what must hold on all of them is checked in one visit each, since a visit is most of the cost.
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, axeViolations, builtRoutes, hydrated, openPage } from '../harness.mjs'
import { shared } from '../shared.mjs'

describe('every page of the build', () => {
  it('answers 200 with its h1 and hydrates without a policy violation or an error; its table of contents leads to its headings; axe finds no violation', async () => {
    const routes = builtRoutes()
    assert.ok(routes.length > 200, `expected the whole site, found ${routes.length} pages`)
    // Nothing stored: the mode a first visit gets (light), through the head script's own path.
    const { context, page, problems } = await openPage(shared.browser)
    const failures = []
    let tocLinks = 0
    for (const route of routes) {
      problems.length = 0
      const response = await page.goto(`${BASE}${route}`, { waitUntil: 'load' })
      if (response?.status() !== 200) failures.push(`${route}: status ${response?.status()}`)
      // A bundle the policy refuses, or an error while React takes the page over, leaves it unhydrated.
      const taken = await hydrated(page, { timeout: 10_000 }).then(
        () => true,
        () => false,
      )
      if (!taken) {
        failures.push(`${route}: never hydrated (${problems.join('; ') || 'no error reported'})`)
        continue
      }
      if ((await page.getAttribute('html', 'data-theme')) !== 'light') failures.push(`${route}: not in light mode`)
      const h1 = (
        await page
          .locator('h1')
          .first()
          .textContent({ timeout: 5000 })
          .catch(() => null)
      )?.trim()
      if (!h1) failures.push(`${route}: no h1`)
      const toc = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="toc"] a[href*="#"]')].map((a) => {
          const id = decodeURIComponent(new URL(a.href).hash.slice(1))
          const target = document.getElementById(id)
          return { id, ok: target !== null && /^H[2-6]$/.test(target.tagName) }
        }),
      )
      tocLinks += toc.length
      for (const link of toc) if (!link.ok) failures.push(`${route}: table-of-contents link #${link.id} leads to no heading`)
      for (const line of await axeViolations(page)) failures.push(`${route}: axe ${line}`)
      // What the page loads after hydration (page data of its links, the zoom) is in by now, or refused.
      await page.waitForLoadState('networkidle')
      for (const problem of problems) failures.push(`${route}: ${problem}`)
    }
    await context.close()
    assert.deepEqual(failures, [])
    assert.ok(tocLinks > 300, `${tocLinks} table-of-contents links checked`)
  })
})
