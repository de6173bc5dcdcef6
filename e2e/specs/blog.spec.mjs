import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, followLink, gotoReady, openPage } from '../harness.mjs'
import { shared } from '../shared.mjs'

describe('blog', () => {
  it('list cards show a Russian date, authors with avatars, reading time, tags, excerpt and Читать далее', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/blog`)
    const card = page.locator('main article').first()
    assert.match(
      await card.locator('time').textContent(),
      /^\d{1,2} (января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря) 2025$/,
    )
    assert.match(await card.textContent(), /мин чтения/)
    assert.ok((await card.locator('img').count()) >= 1)
    assert.ok((await card.locator('a[href^="/blog/tags/"]').count()) >= 1)
    await followLink(page, card.getByRole('link', { name: /Читать далее/ }), /\/blog\/\d{2}-\d{2}-\d{2}-/)
    assert.ok((await page.getByTestId('toc').count()) === 1)
    assert.ok((await page.locator('a[rel="next"], a[rel="prev"]').count()) >= 1)
    await context.close()
  })

  it('the blog sidebar lists every post grouped by year', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/blog/archive`)
    const sidebar = page.getByRole('navigation', { name: 'Все записи блога' })
    assert.equal(await sidebar.locator('h2').first().textContent(), '2025')
    assert.equal(await sidebar.locator('a').count(), 17)
    await context.close()
  })

  it('authors and tags list their counts and link to paginated pages', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/blog/authors`)
    assert.match(await page.locator('main').textContent(), /\d+ зап\./)
    await followLink(page, page.locator('main a[href^="/blog/authors/"]').first(), /\/blog\/authors\//)
    assert.match(await page.locator('h1').textContent(), /^Записи автора:/)
    await gotoReady(page, `${BASE}/blog/tags`)
    await followLink(page, page.locator('main a[href="/blog/tags/rn"]'), /\/blog\/tags\/rn$/)
    assert.match(await page.locator('h1').textContent(), /«rn»/)
    assert.equal(await page.locator('main article').count(), 10)
    await context.close()
  })

  it('a docs page links back to the release notes that changed it', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/cascades/about`)
    const changed = page.getByRole('complementary', { name: /^Изменено\sв\sвыпусках$/ })
    await changed.locator('a[href="/blog/16-01-25-cascades-read-status"]').click()
    await page.waitForURL(/16-01-25-cascades-read-status$/)
    await context.close()
  })

  it('the Markdown copy of a doc is published and the button copies it', async () => {
    const { context, page } = await openPage(shared.browser)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE })
    await gotoReady(page, `${BASE}/docs/channel/viber/connect`)
    // The clipboard takes text from a focused page only; another test's window may have the focus.
    await page.bringToFront()
    const button = page.getByRole('button', { name: 'Копировать как Markdown' })
    // «Markdown скопирован» shows for two seconds: every label the button takes is recorded, so that a slow poll
    // on a loaded machine cannot miss it.
    await button.evaluate((element) => {
      window.__labels = []
      new MutationObserver(() => window.__labels.push(element.textContent)).observe(element, { childList: true, characterData: true, subtree: true })
    })
    await button.click()
    await page.waitForFunction(() => window.__labels.includes('Markdown скопирован'))
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    assert.match(copied, /^# Подключение Viber/)
    await context.close()
  })
})
