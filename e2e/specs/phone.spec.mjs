// Phones: at 360 px, the narrowest width in common use, no page scrolls sideways and the navbar's items stay
// inside its own padding.
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, openPage, sitemapRoutes } from '../harness.mjs'
import { shared } from '../shared.mjs'

const WIDTH = 360

/** What overflows on the page now: the document's sideways scroll, and navbar items outside its padding box. */
const overflow = () => {
  const problems = []
  const root = document.documentElement
  if (root.scrollWidth > root.clientWidth) {
    // The culprit: the outermost element past the right edge that no scrolling box of its own contains.
    const clipped = (el) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true
      }
      return false
    }
    const wide = [...document.querySelectorAll('body *')].find((el) => {
      const rect = el.getBoundingClientRect()
      return rect.width > 0 && rect.right > root.clientWidth + 0.5 && getComputedStyle(el).position !== 'fixed' && !clipped(el)
    })
    const name = wide
      ? `${wide.tagName.toLowerCase()}${wide.className ? `.${String(wide.className).split(' ').join('.')}` : ''} "${(wide.textContent ?? '').trim().slice(0, 40)}"`
      : 'unknown element'
    problems.push(`scrolls sideways: ${root.scrollWidth} > ${root.clientWidth} px (${name})`)
  }
  const navbar = document.querySelector('[data-testid="navbar"]')
  if (navbar) {
    // The padding belongs to the bar's inner row (the <nav>), which spans the bar.
    const row = navbar.querySelector('nav') ?? navbar
    const box = row.getBoundingClientRect()
    const style = getComputedStyle(row)
    const left = box.left + parseFloat(style.paddingLeft) - 0.5
    const right = box.right - parseFloat(style.paddingRight) + 0.5
    for (const item of navbar.querySelectorAll('a, button, input')) {
      const rect = item.getBoundingClientRect()
      if (rect.width === 0 || getComputedStyle(item).visibility === 'hidden') continue
      if (!row.contains(item)) continue
      if (rect.left < left || rect.right > right) {
        problems.push(
          `navbar item "${(item.getAttribute('aria-label') ?? item.textContent ?? '').trim().slice(0, 30)}" at ${Math.round(rect.left)}–${Math.round(rect.right)} px, padding box ${Math.round(left)}–${Math.round(right)}`,
        )
      }
    }
  }
  return problems
}

describe(`phones (${WIDTH} px)`, () => {
  for (const theme of ['light', 'dark']) {
    it(`no page scrolls sideways and the navbar fits, ${theme} mode`, async () => {
      const routes = sitemapRoutes()
      const { context, page } = await openPage(shared.browser, { width: WIDTH, height: 780, touch: true, theme })
      const found = []
      for (const route of theme === 'light' ? routes : routes.filter((_, i) => i % 10 === 0)) {
        await page.goto(`${BASE}${route}`, { waitUntil: 'load' })
        for (const problem of await page.evaluate(overflow)) found.push(`${route}: ${problem}`)
      }
      await context.close()
      assert.deepEqual(found, [])
    })
  }
})
