import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, gotoReady, hydrated, openPage } from '../harness.mjs'
import { shared } from '../shared.mjs'

describe('page shell', () => {
  it('the skip link is the first focusable element and moves focus to the main content', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/start`)
    await page.keyboard.press('Tab')
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'skip-link')
    await page.keyboard.press('Enter')
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main-content')
    await context.close()
  })

  it('the navbar has the two docs items on the left and the blog on the right', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/`)
    const navbar = page.getByTestId('navbar')
    await navbar.getByRole('link', { name: 'Пользовательская документация' }).click()
    await page.waitForURL(/\/docs\/start$/)
    await page.getByTestId('navbar').getByRole('link', { name: 'API', exact: true }).click()
    await page.waitForURL(/\/docs\/api$/)
    await page.getByTestId('navbar').getByRole('link', { name: 'Что нового' }).click()
    await page.waitForURL(/\/blog$/)
    await context.close()
  })

  it('colour mode: light by default whatever the OS prefers, toggled, stored and restored before paint', async () => {
    // the app's bundle is held back below: the browser reports the request it could not make
    const { context, page } = await openPage(shared.browser, { colorScheme: 'dark', expected: /net::ERR_FAILED/ })
    await gotoReady(page, `${BASE}/docs/start`)
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light')
    await page.getByTestId('theme-toggle').click()
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark')
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark')
    // On the next load the attribute is right before any script of the app runs.
    await page.route('**/app-*.js', (route) => route.abort())
    await page.reload()
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark')
    await context.close()
  })

  it('colour mode follows a change made in another tab', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/start`)
    const other = await context.newPage()
    // The toggle works once React has hydrated the page (its bundles load after the first paint).
    await gotoReady(other, `${BASE}/blog`)
    await other.getByTestId('theme-toggle').click()
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark')
    await context.close()
  })

  it('the announcement bar stays closed after a reload, and a new id would show it again', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/`)
    await page.getByTestId('announcement-close').click()
    assert.equal(await page.getByTestId('announcement-bar').count(), 0)
    assert.equal(await page.evaluate(() => localStorage.getItem('announcement.dismiss')), 'true')
    await page.reload()
    assert.equal(
      await page
        .getByTestId('announcement-bar')
        .isVisible()
        .catch(() => false),
      false,
    )
    await page.evaluate(() => localStorage.setItem('announcement.id', 'an-older-announcement'))
    await page.reload()
    assert.equal(await page.getByTestId('announcement-bar').isVisible(), true)
    await context.close()
  })

  it('the support button is a mailto with the subject and the page address', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/channel/viber/connect?from=test`)
    // After hydration the link carries the address the visitor really sees, query included.
    await page.waitForFunction(() => decodeURIComponent(document.querySelector('[data-testid="support-button"]').href).includes('?from=test'))
    const href = await page.getByTestId('support-button').getAttribute('href')
    const url = new URL(href)
    assert.equal(url.protocol, 'mailto:')
    assert.equal(url.searchParams.get('subject'), 'Запрос в поддержку')
    assert.match(url.searchParams.get('body'), /\/docs\/channel\/viber\/connect\?from=test/)
    await context.close()
  })

  it('the footer logo is 250x50 and links to the company home page', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/blog`)
    const logo = page.getByTestId('footer-logo')
    assert.match(await logo.getAttribute('href'), /^https?:\/\//)
    const box = await logo.locator('img').boundingBox()
    assert.deepEqual([Math.round(box.width), Math.round(box.height)], [250, 50])
    assert.match(await page.locator('footer').textContent(), /© 2025/)
    await context.close()
  })

  it('mobile: the side menu shows the docs menu with a back button and closes on desktop width', async () => {
    const { context, page } = await openPage(shared.browser, { width: 995 })
    await gotoReady(page, `${BASE}/docs/start/whatis`)
    assert.equal(await page.getByTestId('doc-sidebar').isVisible(), false)
    // the toggle works once React has the page; network idle comes earlier when nginx serves the bundles from cache
    await hydrated(page)
    await page.getByTestId('mobile-menu-toggle').click()
    const menu = page.locator('#mobile-menu')
    await menu.getByRole('link', { name: 'Что такое платформа' }).first().waitFor()
    await page.getByTestId('mobile-menu-back').click()
    assert.equal(await menu.getByRole('link', { name: 'Что нового' }).isVisible(), true)
    await page.setViewportSize({ width: 1200, height: 900 })
    await page.waitForFunction(() => document.getElementById('mobile-menu')?.hidden === true)
    await context.close()
  })
})
