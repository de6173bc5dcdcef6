import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, gotoReady, openPage } from '../harness.mjs'
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

  it('opening a category collapses its open sibling', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/cascades/create`)
    const sidebar = page.getByTestId('doc-sidebar')
    await sidebar.getByRole('button', { name: 'Развернуть раздел «Клиенты»' }).click()
    assert.equal(await sidebar.getByRole('button', { name: 'Свернуть раздел «Клиенты»' }).count(), 1)
    assert.equal(await sidebar.getByRole('button', { name: 'Развернуть раздел «Каскады»' }).count(), 1)
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
    assert.ok((await main.locator('table').count()) >= 2)
    const response = await gotoReady(page, `${BASE}/api/openapi.yaml`)
    assert.equal(response?.status(), 200)
    await context.close()
  })
})
