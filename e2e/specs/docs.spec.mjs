import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, followLink, gotoReady, openPage, sitemapRoutes } from '../harness.mjs'
import { shared } from '../shared.mjs'

describe('docs pages', () => {
  it('the sidebar highlights the current page, expands its category and can be hidden', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/cascades/create`)
    const sidebar = page.getByTestId('doc-sidebar')
    const current = sidebar.locator('[aria-current="page"]')
    assert.equal(await current.count(), 1)
    assert.match(await current.getAttribute('href'), /\/docs\/cascades\/create$/)
    await page.getByTestId('sidebar-hide').click()
    assert.equal(await page.getByTestId('doc-sidebar').count(), 0)
    await page.getByRole('button', { name: 'Показать боковую панель' }).click()
    assert.equal(await page.getByTestId('doc-sidebar').isVisible(), true)
    await context.close()
  })

  it('a doc shows the day it was last updated and a link to edit its source, also after moving to another page', async () => {
    const { context, page, problems } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/start/whatis`)
    const updated = page.getByRole('main').getByText(/^Обновлено \d{1,2} [а-я]+ \d{4}$/)
    await updated.waitFor()
    assert.match(await updated.locator('time').getAttribute('datetime'), /^\d{4}-\d{2}-\d{2}$/)
    const edit = page.getByRole('link', { name: 'Редактировать страницу' })
    assert.match(await edit.getAttribute('href'), /\/content\/docs\/start\/whatis\.mdx$/)
    await followLink(page, page.getByRole('navigation', { name: 'Соседние страницы' }).getByRole('link').last(), /\/docs\/start\/account-start/)
    assert.match(await page.getByRole('link', { name: 'Редактировать страницу' }).getAttribute('href'), /\/content\/docs\/start\/account-start\.mdx$/)
    assert.deepEqual(problems, [])
    await context.close()
  })

  it('opening a category collapses its open sibling', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/cascades/create`)
    const sidebar = page.getByTestId('doc-sidebar')
    await sidebar.getByRole('button', { name: 'Развернуть раздел «Клиенты»' }).click()
    assert.equal(await sidebar.getByRole('button', { name: 'Свернуть раздел «Клиенты»' }).count(), 1)
    assert.equal(await sidebar.getByRole('button', { name: 'Развернуть раздел «Каскады»' }).count(), 1)
    await context.close()
  })

  /** Requests for a sidebar's file (`/sidebars/<sidebarId>.<hash>.json`) that the page makes. */
  const sidebarRequests = (page) => {
    const urls = []
    page.on('request', (request) => {
      if (/\/sidebars\/[^/]+\.[0-9a-f]{12}\.json$/.test(new URL(request.url()).pathname)) urls.push(request.url())
    })
    return urls
  }

  it('the page carries its sidebar once, without a file for it; opening a collapsed category fetches its entries once for every page', async () => {
    const { context, page, problems } = await openPage(shared.browser)
    const fetched = sidebarRequests(page)
    const response = await gotoReady(page, `${BASE}/docs/cascades/create`)
    const html = await response.text()
    // One sidebar in the HTML (no copy for the mobile menu) and no icon per caret.
    assert.equal(html.split('aria-label="Развернуть раздел «Клиенты»"').length - 1, 1)
    assert.equal(await page.locator('[data-testid="doc-sidebar"] button[aria-expanded] svg').count(), 0)
    assert.deepEqual(fetched, [], 'the first visit fetched the sidebar file')
    const sidebar = page.getByTestId('doc-sidebar')
    assert.equal(await sidebar.locator('a[href^="/docs/clients/"]').count(), 0)
    await sidebar.getByRole('button', { name: 'Развернуть раздел «Клиенты»' }).click()
    await sidebar.getByRole('link', { name: 'Теги', exact: true }).waitFor()
    assert.equal(await sidebar.getByRole('button', { name: 'Свернуть раздел «Клиенты»' }).getAttribute('aria-expanded'), 'true')
    assert.equal(fetched.length, 1)
    // Another page, reached in the page: its collapsed categories open from the file already here.
    await followLink(page, sidebar.getByRole('link', { name: 'Теги', exact: true }), /\/docs\/clients\/tags$/)
    await sidebar.getByRole('button', { name: 'Развернуть раздел «Каскады»' }).click()
    await sidebar.getByRole('link', { name: 'Создание каскада' }).waitFor()
    await page.waitForLoadState('networkidle')
    assert.equal(fetched.length, 1, 'the second page fetched the sidebar file again')
    assert.deepEqual(problems, [])
    await context.close()
  })

  it("mobile: the menu shows the page's part of the sidebar at once, fetches the rest, and its categories open", async () => {
    const { context, page, problems } = await openPage(shared.browser, { width: 390, height: 844 })
    const fetched = sidebarRequests(page)
    await gotoReady(page, `${BASE}/docs/cascades/create`)
    assert.equal(await page.locator('#mobile-menu a').count(), 0, 'the closed menu holds a copy of the sidebar')
    assert.deepEqual(fetched, [])
    await page.getByTestId('mobile-menu-toggle').click()
    const menu = page.locator('#mobile-menu')
    assert.match(await menu.locator('[aria-current="page"]').getAttribute('href'), /\/docs\/cascades\/create$/)
    await page.waitForLoadState('networkidle')
    assert.equal(fetched.length, 1)
    await menu.getByRole('button', { name: 'Развернуть раздел «Клиенты»' }).click()
    await followLink(page, menu.getByRole('link', { name: 'Теги', exact: true }), /\/docs\/clients\/tags$/)
    await page.waitForFunction(() => document.getElementById('mobile-menu')?.hidden === true)
    // The back button still leads to the main menu.
    await page.getByTestId('mobile-menu-toggle').click()
    await page.getByTestId('mobile-menu-back').click()
    assert.equal(await menu.getByRole('link', { name: 'Что нового' }).isVisible(), true)
    await page.waitForLoadState('networkidle')
    assert.equal(fetched.length, 1)
    assert.deepEqual(problems, [])
    await context.close()
  })

  it('without JavaScript, each category page shows its entries in the sidebar, so every page stays reachable', async () => {
    const context = await shared.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const sidebar = page.getByTestId('doc-sidebar')
    await page.goto(`${BASE}/docs/start/whatis`)
    assert.equal(await sidebar.locator('a[href="/docs/channel/viber/connect"]').count(), 0)
    // The way there: the category's link, then its sub-category's.
    await page.goto(`${BASE}${await sidebar.getByRole('link', { name: 'Каналы', exact: true }).getAttribute('href')}`)
    await page.goto(`${BASE}${await sidebar.getByRole('link', { name: 'Viber', exact: true }).getAttribute('href')}`)
    assert.equal(await sidebar.locator('a[href="/docs/channel/viber/connect"]').count(), 1)
    // A category without a doc of its own has a generated page with cards of its entries.
    await page.goto(`${BASE}${await sidebar.getByRole('link', { name: 'Интеграции', exact: true }).getAttribute('href')}`)
    assert.ok((await page.locator('main a[href^="/docs/integrations/"]').count()) >= 2)
    await context.close()
  })

  it('a docs tag lists at most 10 pages a page, with links to the next ones', async () => {
    const { context, page } = await openPage(shared.browser)
    for (const route of sitemapRoutes().filter((r) => /^\/docs\/tags\/[^/]+(\/page\/\d+)?$/.test(r))) {
      await page.goto(`${BASE}${route}`, { waitUntil: 'domcontentloaded' })
      const count = await page.locator('main li').count()
      assert.ok(count >= 1 && count <= 10, `${route}: ${count} pages`)
      const next = page.getByRole('navigation', { name: 'Страницы списка документов' }).getByRole('link', { name: /Следующие/ })
      if ((await next.count()) > 0) assert.match(await next.getAttribute('href'), /\/page\/\d+$/, route)
    }
    await context.close()
  })

  it('breadcrumbs, table of contents and previous/next links', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/channel/viber/connect`)
    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' })
    assert.match(await crumbs.textContent(), /Каналы/)
    const toc = page.getByTestId('toc')
    assert.ok((await toc.locator('a').count()) >= 2)
    const next = page.getByRole('navigation', { name: 'Соседние страницы' }).locator('a[rel="next"]')
    const target = await next.getAttribute('href')
    await next.click()
    await page.waitForURL(`${BASE}${target}`)
    await context.close()
  })

  it('following a table-of-contents link brings its heading into view', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/start/whatis`)
    const last = page.getByTestId('toc').locator('a').last()
    const id = decodeURIComponent((await last.getAttribute('href')).split('#')[1])
    await last.click()
    await page.waitForFunction((heading) => {
      const box = document.getElementById(heading)?.getBoundingClientRect()
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight / 2
    }, id)
    await context.close()
  })

  it('unlisted pages show a banner and are noindex', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/hsm`)
    assert.match(await page.locator('main').textContent(), /Скрытая страница/)
    assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex, nofollow')
    await context.close()
  })

  it('API pages render the operation from the OpenAPI description', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/api/messages/sending`)
    const main = page.locator('main')
    assert.match(await main.textContent(), /POST/)
    assert.match(await main.textContent(), /\/messages/)
    assert.ok((await main.locator('section[data-api-operation] li[id]').count()) >= 10)
    // nginx serves it as application/yaml, which a browser saves rather than shows
    const response = await page.request.get(`${BASE}/api/openapi.yaml`)
    assert.equal(response.status(), 200)
    assert.match(response.headers()['content-type'] ?? '', /^application\/yaml/)
    assert.match(await response.text(), /^openapi: /m)
    await context.close()
  })

  it('a link in the page body navigates inside the app and the new body comes from the page data', async () => {
    const { context, page, problems } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/start/whatis`)
    await page.evaluate(() => (window.__samePage = true))
    const link = page.locator('[data-markdown-body] a[href="/docs/api/messages/errorcodes"], [data-markdown-body] a[href="/docs/clients"]').first()
    await followLink(page, link, /\/docs\/(clients|api\/messages\/errorcodes)$/)
    assert.equal(await page.evaluate(() => window.__samePage), true, 'the click reloaded the page')
    assert.ok((await page.locator('[data-markdown-body]').textContent()).length > 500)
    // An API page reached in the app shows the operation the build rendered from the OpenAPI description.
    await page.evaluate(() => window.___navigate('/docs/api/messages/sending'))
    await page.waitForFunction(() => /POST/.test(document.querySelector('[data-markdown-body]')?.textContent ?? ''))
    assert.equal(await page.evaluate(() => window.__samePage), true)
    await context.close()
    assert.deepEqual(problems, [])
  })

  it('tabs in the page body switch by click and by arrow keys', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/api/channels/channel-list`)
    const tablist = page.locator('[data-markdown-body] [role="tablist"]').first()
    const tabs = tablist.getByRole('tab')
    assert.equal(await tabs.first().getAttribute('aria-selected'), 'true')
    const second = tabs.nth(1)
    const panelOf = async (tab) => page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`)
    assert.equal(await (await panelOf(second)).isVisible(), false)
    // The tabs' listener arrives with the bundles after the first paint: wait for the switch, not for a time.
    const selected = (tab) =>
      tab.evaluate(
        (el) =>
          new Promise((resolve) => {
            const check = () => (el.getAttribute('aria-selected') === 'true' ? resolve(true) : requestAnimationFrame(check))
            check()
          }),
      )
    await second.click()
    await selected(second)
    assert.equal(await second.getAttribute('aria-selected'), 'true')
    assert.equal(await tabs.first().getAttribute('aria-selected'), 'false')
    assert.equal(await (await panelOf(second)).isVisible(), true)
    assert.equal(await (await panelOf(tabs.first())).isVisible(), false)
    await page.keyboard.press('ArrowLeft')
    await selected(tabs.first())
    assert.equal(await tabs.first().getAttribute('aria-selected'), 'true')
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'tab')
    await context.close()
  })
})
