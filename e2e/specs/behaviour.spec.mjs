import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, followLink, gotoReady, hydrated, nextPaint, openPage } from '../harness.mjs'
import { shared } from '../shared.mjs'

/** "opening" ignores close requests: the zoom is "open" once the zoomed image's transition has finished. */
const zoomOpened = (page) =>
  page.waitForFunction(() => {
    const image = document.querySelector('.medium-zoom-image--opened')
    return image !== null && image.getAnimations().every((animation) => animation.playState === 'finished')
  })

describe('client behaviour', () => {
  it('image zoom opens on click 1 s after load and closes on Escape and on the overlay', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/cascades/about`)
    const image = page.locator('.markdown img').first()
    await image.scrollIntoViewIfNeeded()
    // medium-zoom marks the images it attached to, 1 s after load (docs/requirements.md §4).
    await page.waitForSelector('.markdown img.medium-zoom-image')
    await image.click()
    await page.waitForSelector('.medium-zoom-image--opened')
    assert.equal(await page.locator('.medium-zoom-overlay').count(), 1)
    await zoomOpened(page)
    await page.keyboard.press('Escape')
    await page.waitForSelector('.medium-zoom-image--opened', { state: 'detached' })
    await image.click()
    await page.waitForSelector('.medium-zoom-image--opened')
    await zoomOpened(page)
    await page.locator('.medium-zoom-overlay').click({ position: { x: 5, y: 5 } })
    await page.waitForSelector('.medium-zoom-image--opened', { state: 'detached' })
    await context.close()
  })

  it('a navigation slower than 200 ms shows the progress bar until the route is updated', async () => {
    const { context, page } = await openPage(shared.browser)
    // Gatsby prefetches the data of visible links; hold that data back so the navigation is slow.
    await page.route('**/page-data/docs/start/whatis/page-data.json', async (route) => {
      await new Promise((r) => setTimeout(r, 3000))
      await route.continue()
    })
    await page.goto(`${BASE}/docs/start`)
    // Navigations are watched once React has the page (html[data-hydrated]).
    await hydrated(page)
    await page.getByTestId('doc-sidebar').getByRole('link', { name: 'Что такое платформа' }).click()
    await page.waitForSelector('#nprogress', { state: 'attached', timeout: 2000 })
    await page.waitForURL(/\/docs\/start\/whatis$/)
    await page.waitForSelector('#nprogress', { state: 'detached', timeout: 5000 })
    await context.close()
  })

  it('a fast navigation shows no progress bar', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/start`)
    await page.evaluate(() => {
      window.__sawProgress = false
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) window.__sawProgress = true
      }).observe(document.body, { childList: true })
    })
    // Hovering prefetches the page's data; the navigation is fast once it has arrived.
    const prefetched = page.waitForResponse((response) => response.url().includes('/page-data/docs/start/whatis/page-data.json'))
    await page.getByTestId('doc-sidebar').getByRole('link', { name: 'Что такое платформа' }).hover()
    await prefetched
    await followLink(page, page.getByTestId('doc-sidebar').getByRole('link', { name: 'Что такое платформа' }), /\/docs\/start\/whatis$/)
    // The route update has run (the new page is on screen): the bar could only have shown before it.
    await nextPaint(page)
    assert.equal(await page.evaluate(() => window.__sawProgress), false)
    await context.close()
  })

  it('_highlight marks the matched words on the target page, as text only', async () => {
    const { context, page, problems } = await openPage(shared.browser)
    const attack = encodeURIComponent('<img src=x onerror="window.__xss=1">')
    await gotoReady(page, `${BASE}/docs/channel/viber/connect?_highlight=Viber&_highlight=${attack}`)
    await page.waitForSelector('.markdown mark')
    assert.ok((await page.locator('.markdown mark').count()) >= 3)
    assert.match(await page.locator('.markdown mark').first().textContent(), /^viber$/i)
    assert.equal(await page.evaluate(() => window.__xss), undefined)
    assert.equal(await page.locator('.markdown img[src="x"]').count(), 0)
    await context.close()
    assert.deepEqual(problems, [])
  })

  it('code blocks have a copy button that says it copied', async () => {
    const { context, page } = await openPage(shared.browser)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE })
    await gotoReady(page, `${BASE}/docs/api/messages/sending`)
    const block = page.locator('[data-code-block]').first()
    await block.hover()
    const button = block.getByRole('button', { name: 'Копировать код в буфер обмена' })
    await button.click()
    await page.waitForFunction(() => document.querySelector('[data-code-block] [data-code-copy]')?.textContent === 'Скопировано')
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    assert.equal(copied.trim(), (await block.locator('code').textContent()).trim())
    await context.close()
  })

  it('scrolls to the top on navigation, but not when only the query string changes', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/start`)
    await page.evaluate(() => window.scrollTo(0, 800))
    await page.evaluate(() => window.___navigate('/docs/start?tab=2'))
    await page.waitForURL(/\?tab=2$/)
    await nextPaint(page)
    assert.ok((await page.evaluate(() => window.scrollY)) > 0)
    await page.evaluate(() => window.___navigate('/docs/start/whatis'))
    await page.waitForURL(/\/docs\/start\/whatis$/)
    await page.waitForFunction(() => window.scrollY === 0)
    await context.close()
  })

  it('every page view carries the title, path and address of the page it counts', async () => {
    const { context, page, problems } = await openPage(shared.browser)
    // gtag.js itself lives on Google's servers; a stand-in records the calls the site makes to it.
    await context.addInitScript(() => {
      window.__hits = []
      window.gtag = (...args) => window.__hits.push(args)
    })
    await gotoReady(page, `${BASE}/docs/start/whatis`)
    const sidebar = page.getByTestId('doc-sidebar')
    const steps = [
      [sidebar.getByRole('link', { name: 'Регистрация и первый вход' }), /\/docs\/start\/account-start$/],
      [sidebar.getByRole('link', { name: 'Личный кабинет' }), /\/docs\/start\/personal-account$/],
      [page.getByTestId('navbar').getByRole('link', { name: 'Что нового' }), /\/blog$/],
    ]
    for (const [link, url] of steps) {
      const before = await page.evaluate(() => window.__hits.length)
      await followLink(page, link, url)
      await page.waitForFunction((count) => window.__hits.length > count, before)
      await page.waitForFunction(() => document.title !== '')
    }
    const hits = await page.evaluate(() =>
      window.__hits.filter(([kind, name]) => kind === 'event' && name === 'page_view').map(([, , params]) => params),
    )
    assert.equal(hits.length, 4)
    // Each hit against the page it was sent for: read the title each page has when loaded on its own.
    for (const hit of hits) {
      const own = await context.newPage()
      await own.goto(`${BASE}${hit.page_path}`)
      assert.equal(hit.page_title, await own.title(), `page_view of ${hit.page_path}`)
      assert.equal(hit.page_location, `${BASE}${hit.page_path}`)
      await own.close()
    }
    assert.deepEqual(
      hits.map((hit) => hit.page_path),
      ['/docs/start/whatis', '/docs/start/account-start', '/docs/start/personal-account', '/blog'],
    )
    await context.close()
    assert.deepEqual(problems, [])
  })
})
