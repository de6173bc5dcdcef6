// The reader's modes: light and dark, desktop and a 995 px phone (docs/requirements.md §2, §4, §9; WCAG AA).
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, MOBILE_WIDTH, followLink, gotoReady, hydrated, measureContrast, openPage } from '../harness.mjs'
import { shared } from '../shared.mjs'

/** WCAG 2 AA for body-size text. */
const AA = 4.5
/**
 * Relative luminance that tells the palettes' surfaces apart: the dark palette paints text on surfaces
 * under 0.04, the light one on surfaces over 0.8; the teal fill of badges and buttons (0.14) is in both.
 */
const DARK_SURFACE_MAX = 0.2
const LIGHT_SURFACE_MIN = 0.1

const DOC = '/docs/channel/push/connect'
const API_WITH_TABS = '/docs/api/callback/callback-set'
const API_OPERATION = '/docs/api/messages/sending'

const shell = [
  { name: 'navbar', selector: '[data-testid="navbar"]' },
  { name: 'announcement bar', selector: '[data-testid="announcement-bar"]' },
  { name: 'footer', selector: 'footer' },
  // Teal in both modes (docs/requirements.md §9): only its own contrast is checked, not the palette.
  { name: 'support button', selector: '[data-testid="support-button"]', ownColour: true },
]

/** What each page must show, and in which layout it is on screen. */
const pages = [
  {
    path: DOC,
    parts: [
      ...shell,
      { name: 'sidebar', selector: '[data-testid="doc-sidebar"]', desktop: true },
      { name: 'sidebar active item', selector: '[data-testid="doc-sidebar"] [aria-current="page"]', desktop: true },
      { name: 'table of contents', selector: '[data-testid="toc"]', desktop: true },
      { name: 'body text', selector: '.markdown p' },
      { name: 'links', selector: '.markdown a' },
      { name: 'admonition', selector: '.markdown [role="note"]' },
      { name: 'code tokens and copy button', selector: '[data-code-block]' },
    ],
  },
  {
    path: API_WITH_TABS,
    parts: [
      { name: 'tabs', selector: '.markdown [role="tablist"]' },
      { name: 'tab panel', selector: '.markdown [role="tabpanel"]' },
      { name: 'admonition', selector: '.markdown [role="note"]' },
      { name: 'code tokens', selector: '[data-code-block] code' },
    ],
  },
  { path: API_OPERATION, parts: [{ name: 'operation', selector: 'main' }] },
  { path: '/blog', parts: [...shell, { name: 'post list', selector: 'main' }] },
  { path: '/', parts: [{ name: 'home', selector: 'main' }] },
]

/** Every visible part has text at AA contrast on a background of the mode's palette. */
async function assertPalette(page, mode, part, where) {
  const { count, worst, darkestBackground, lightestBackground } = await measureContrast(page, part.selector)
  const label = `${where} ${part.name} (${mode})`
  assert.ok(count > 0, `${label}: nothing with text is shown`)
  assert.ok(worst.ratio >= AA, `${label}: contrast ${worst.ratio} for "${worst.text}" (${worst.color} on ${worst.background})`)
  if (part.ownColour) return
  if (mode === 'dark')
    assert.ok(lightestBackground <= DARK_SURFACE_MAX, `${label}: a light background (luminance ${lightestBackground.toFixed(2)}) in dark mode`)
  else assert.ok(darkestBackground >= LIGHT_SURFACE_MIN, `${label}: a dark background (luminance ${darkestBackground.toFixed(2)}) in light mode`)
}

/** Opens a page in a mode: dark is stored before load on desktop, and chosen with the toggle on a phone. */
async function openInMode(mode, width) {
  const storedTheme = mode === 'dark' && width !== MOBILE_WIDTH ? 'dark' : undefined
  const opened = await openPage(shared.browser, { width, theme: storedTheme })
  await gotoReady(opened.page, `${BASE}${pages[0].path}`)
  if (mode === 'dark' && !storedTheme) await opened.page.getByTestId('theme-toggle').click()
  assert.equal(await opened.page.getAttribute('html', 'data-theme'), mode)
  return opened
}

describe('colour modes and layouts', () => {
  for (const mode of ['light', 'dark']) {
    for (const width of [1280, MOBILE_WIDTH]) {
      it(`${mode}, ${width} px: shell, doc, API, blog and home use the ${mode} palette at AA contrast`, async () => {
        const { context, page, problems } = await openInMode(mode, width)
        for (const { path, parts } of pages) {
          if (path !== pages[0].path) await gotoReady(page, `${BASE}${path}`)
          assert.equal(await page.getAttribute('html', 'data-theme'), mode, path)
          if (width === MOBILE_WIDTH) {
            // On a phone the docs menu lives in the side menu.
            assert.equal(
              await page
                .getByTestId('doc-sidebar')
                .isVisible()
                .catch(() => false),
              false,
              path,
            )
          }
          const code = page.locator('[data-code-block]').first()
          if (await code.count()) await code.hover()
          for (const part of parts) {
            if (part.desktop && width === MOBILE_WIDTH) continue
            await assertPalette(page, mode, part, path)
          }
        }
        if (width === MOBILE_WIDTH) {
          await gotoReady(page, `${BASE}${DOC}`)
          await page.getByTestId('mobile-menu-toggle').click()
          await page.locator('#mobile-menu [aria-current="page"]').waitFor()
          await assertPalette(page, mode, { name: 'side menu', selector: '#mobile-menu' }, DOC)
          await assertPalette(page, mode, { name: 'side menu active item', selector: '#mobile-menu [aria-current="page"]' }, DOC)
        }
        await context.close()
        assert.deepEqual(problems, [])
      })
    }

    it(`${mode}: the search dropdown and the /search page use the ${mode} palette at AA contrast`, async () => {
      const { context, page, problems } = await openInMode(mode, 1280)
      const input = page.getByTestId('search-input')
      await input.fill('каскад')
      await page.waitForSelector('[data-testid="search-suggestion"]')
      await input.press('ArrowDown')
      await assertPalette(page, mode, { name: 'search box', selector: '[role="search"]' }, DOC)
      await gotoReady(page, `${BASE}/search?q=${encodeURIComponent('шаблон')}`)
      await page.waitForSelector('[data-testid="search-result"] mark')
      await assertPalette(page, mode, { name: 'search results', selector: '[data-testid="search-result"]' }, '/search')
      // The filled accent button is light teal in dark mode: its contrast counts, not its palette.
      await assertPalette(page, mode, { name: 'search form', selector: 'main form', ownColour: true }, '/search')
      await context.close()
      assert.deepEqual(problems, [])
    })
  }

  it('mobile: the side menu shows the main menu outside the docs and closes after navigating', async () => {
    const { context, page } = await openPage(shared.browser, { width: MOBILE_WIDTH })
    await gotoReady(page, `${BASE}/blog`)
    const menu = page.locator('#mobile-menu')
    const toggle = page.getByTestId('mobile-menu-toggle')
    assert.equal(await menu.isVisible(), false)
    await toggle.click()
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true')
    assert.equal(await page.getByTestId('mobile-menu-back').count(), 0)
    for (const name of ['Пользовательская документация', 'API', 'Что нового']) {
      assert.equal(await menu.getByRole('link', { name, exact: true }).isVisible(), true, name)
    }
    await followLink(page, menu.getByRole('link', { name: 'API', exact: true }), /\/docs\/api$/)
    await page.waitForFunction(() => document.getElementById('mobile-menu')?.hidden === true)
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false')
    // On a doc page it opens on the docs menu, whose links navigate too.
    await toggle.click()
    await page.getByTestId('mobile-menu-back').waitFor()
    const link = menu.locator('a[href^="/docs/api/"]:not([aria-current]):visible').first()
    const target = await link.getAttribute('href')
    await followLink(page, link, `${BASE}${target}`)
    await page.waitForFunction(() => document.getElementById('mobile-menu')?.hidden === true)
    await context.close()
  })

  for (const width of [1280, MOBILE_WIDTH]) {
    it(`${width} px: the navbar hides on scroll down and shows on scroll up and near the top`, async () => {
      const { context, page } = await openPage(shared.browser, { width })
      await gotoReady(page, `${BASE}${DOC}`)
      // the navbar follows the scroll once React has the page
      await hydrated(page)
      // functions, not strings: the site's policy refuses to evaluate a string in the page ('unsafe-eval')
      const hidden = () => document.querySelector('[data-testid="navbar"]').getBoundingClientRect().bottom <= 0
      const shown = () => {
        const box = document.querySelector('[data-testid="navbar"]').getBoundingClientRect()
        return box.bottom > 0 && box.top >= 0
      }
      await page.evaluate(() => window.scrollTo(0, 600))
      await page.evaluate(() => window.scrollBy(0, 400))
      await page.waitForFunction(hidden)
      await page.evaluate(() => window.scrollBy(0, -200))
      await page.waitForFunction(shown)
      await page.evaluate(() => window.scrollBy(0, 300))
      await page.waitForFunction(hidden)
      await page.evaluate(() => window.scrollTo(0, 10))
      await page.waitForFunction(shown)
      await context.close()
    })
  }

  it('mobile: a dismissed announcement stays closed after a reload without shifting the page', async () => {
    const { context, page } = await openPage(shared.browser, { width: MOBILE_WIDTH })
    // Where the navbar stands when the server HTML is first laid out, before any app script runs.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const navbar = document.querySelector('[data-testid="navbar"]')
        if (!navbar) return
        window.__firstNavbarTop = navbar.getBoundingClientRect().top + window.scrollY
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    const navbarTop = () => page.evaluate(() => document.querySelector('[data-testid="navbar"]').getBoundingClientRect().top + window.scrollY)
    await gotoReady(page, `${BASE}${DOC}`)
    const bar = page.getByTestId('announcement-bar')
    assert.equal(await bar.isVisible(), true)
    const barHeight = (await bar.boundingBox()).height
    assert.equal(await page.evaluate(() => window.__firstNavbarTop), await navbarTop())
    await page.getByTestId('announcement-close').click()
    await bar.waitFor({ state: 'detached' })
    assert.equal(await navbarTop(), 0)
    await page.reload()
    await bar.waitFor({ state: 'detached' })
    assert.equal(await page.evaluate(() => window.__firstNavbarTop), 0, `the navbar first stood lower, under the ${barHeight} px bar`)
    assert.equal(await navbarTop(), 0)
    await context.close()
  })

  it('the table of contents is a column beside the article on a wide desktop and not shown at 995 px', async () => {
    const { context, page } = await openPage(shared.browser, { width: 1440 })
    await gotoReady(page, `${BASE}${DOC}`)
    const toc = page.getByTestId('toc')
    const tocBox = await toc.boundingBox()
    const articleBox = await page.locator('article').first().boundingBox()
    assert.ok(tocBox && tocBox.x >= articleBox.x + articleBox.width, 'the TOC stands right of the article')
    await page.setViewportSize({ width: MOBILE_WIDTH, height: 900 })
    await toc.waitFor({ state: 'hidden' })
    await context.close()
  })

  it('phone: code copy without hover, and image zoom closing on a scroll over 40 px and on resize', async () => {
    const { context, page } = await openPage(shared.browser, { width: MOBILE_WIDTH, touch: true })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE })
    await gotoReady(page, `${BASE}${DOC}`)
    const block = page.locator('[data-code-block]').first()
    const copy = block.getByRole('button', { name: 'Копировать код в буфер обмена' })
    await copy.scrollIntoViewIfNeeded()
    // No hover on a touch screen: the button is shown as it is.
    assert.equal(await copy.evaluate((el) => getComputedStyle(el).opacity), '1')
    await copy.tap()
    await page.waitForFunction(() => document.querySelector('[data-code-block] [data-code-copy]')?.textContent === 'Скопировано')
    assert.equal((await page.evaluate(() => navigator.clipboard.readText())).trim(), (await block.locator('code').textContent()).trim())

    const image = page.locator('.markdown img').first()
    await image.scrollIntoViewIfNeeded()
    await page.waitForSelector('.markdown img.medium-zoom-image')
    const openZoom = async () => {
      await image.evaluate((img) => {
        window.__zoomOpen = false
        img.addEventListener('medium-zoom:opened', () => (window.__zoomOpen = true), { once: true })
      })
      await image.tap()
      await page.waitForFunction(() => window.__zoomOpen)
    }
    await openZoom()
    await page.evaluate(() => window.scrollBy(0, 120))
    await page.waitForSelector('.medium-zoom-image--opened', { state: 'detached' })
    await openZoom()
    await page.setViewportSize({ width: 800, height: 700 })
    await page.waitForSelector('.medium-zoom-image--opened', { state: 'detached' })
    await context.close()
  })
})
