import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, MOBILE_WIDTH, builtRoutes, openPage, startPlainHost } from '../harness.mjs'
import { shared } from '../shared.mjs'

/** Loads each route in one page and lists the routes that fail to answer with an h1 or log an error. */
async function smoke(routes, options) {
  const { context, page, problems } = await openPage(shared.browser, options)
  const failures = []
  for (const route of routes) {
    problems.length = 0
    const response = await page.goto(`${BASE}${route}`, { waitUntil: 'load' })
    const h1 = await page
      .locator('h1')
      .first()
      .textContent({ timeout: 5000 })
      .catch(() => null)
    if (response?.status() !== 200 || !h1?.trim()) failures.push(`${route}: status ${response?.status()}, h1 ${JSON.stringify(h1)}`)
    if (problems.length > 0) failures.push(`${route}: ${problems.join('; ')}`)
    if (options.theme && (await page.getAttribute('html', 'data-theme')) !== options.theme) failures.push(`${route}: not in ${options.theme} mode`)
  }
  await context.close()
  return failures
}

/** About twenty pages spread over the sorted site, plus the four pages every report looks at. */
function sample(routes, size = 20) {
  const step = Math.ceil(routes.length / size)
  return [...new Set(['/', '/blog', '/docs/start/whatis', '/docs/api/messages/sending', ...routes.filter((_, i) => i % step === 0)])]
}

describe('routes', () => {
  for (const [label, options] of [
    ['dark mode', { theme: 'dark' }],
    ['995 px', { width: MOBILE_WIDTH }],
    ['dark mode at 995 px', { width: MOBILE_WIDTH, theme: 'dark' }],
  ]) {
    it(`a sample of pages answers without page or console errors in ${label}`, async () => {
      const routes = sample(builtRoutes())
      assert.ok(routes.length >= 20, `sample of ${routes.length} pages`)
      assert.deepEqual(await smoke(routes, options), [])
    })
  }

  it('an unknown path shows the not-found page with status 404', async () => {
    // the browser logs the 404 status of the page itself
    const { context, page } = await openPage(shared.browser, { expected: /status of 404/ })
    const response = await page.goto(`${BASE}/docs/no-such-page`)
    assert.equal(response?.status(), 404)
    assert.equal(await page.locator('h1').textContent(), 'Страница не найдена')
    assert.match(await page.locator('main').textContent(), /сообщите владельцу сайта/)
    assert.match(await page.title(), /^Страница не найдена \| /)
    await context.close()
  })

  it('both /x and /x/ reach a page', async () => {
    const { context, page } = await openPage(shared.browser)
    for (const route of ['/docs/channel/push', '/docs/channel/push/', '/blog/', '/docs/api/']) {
      const response = await page.goto(`${BASE}${route}`)
      assert.equal(response?.status(), 200, route)
      assert.ok((await page.locator('h1').textContent())?.trim(), route)
    }
    await context.close()
  })

  it('blog lists have a second page, also for both tags', async () => {
    const { context, page } = await openPage(shared.browser)
    for (const route of ['/blog/page/2', '/blog/tags/history/page/2', '/blog/tags/rn/page/2']) {
      await page.goto(`${BASE}${route}`)
      assert.ok((await page.locator('article').count()) > 0, route)
      assert.equal(await page.getByRole('link', { name: /Новее/ }).count(), 1, route)
    }
    await page.goto(`${BASE}/blog`)
    assert.equal(await page.locator('article').count(), 10)
    await page.getByRole('link', { name: /Старше/ }).click()
    await page.waitForURL(/\/blog\/page\/2$/)
    await page.waitForFunction(() => document.querySelectorAll('article').length === 7)
    await context.close()
  })
})

// nginx answers /x.html with a redirect to /x (nginx.spec.mjs), so the not-found page's own clean-up of such addresses
// is seen only on a static host that serves the 404 page for them: `gatsby serve`, the one other host of the suite.
describe('routes on a plain static host', () => {
  let plain = null
  before(async () => {
    plain = await startPlainHost()
  })
  after(() => plain?.stop())

  it('an address with .html or /index.html goes on to the clean path on a plain static host, query and hash kept', async () => {
    const { context } = await openPage(shared.browser, { expected: /status of 404/ })
    for (const [from, path, search, hash] of [
      ['/docs/start/whatis.html?from=mail#каналы', '/docs/start/whatis', '?from=mail', '#каналы'],
      ['/docs/channel/push/index.html', '/docs/channel/push', '', ''],
      ['/index.html', '/', '', ''],
    ]) {
      const page = await context.newPage()
      await page.goto(`${plain.base}/blog`)
      const entries = await page.evaluate(() => history.length)
      await page.goto(`${plain.base}${from}`)
      await page.waitForURL((url) => url.pathname === path && url.search === search && decodeURIComponent(url.hash) === hash)
      const served = await (await fetch(`${plain.base}${path}`)).text()
      const h1 = served.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, '')
      assert.ok(h1, `${path} has an h1`)
      await page.waitForFunction((text) => document.querySelector('h1')?.textContent === text, h1)
      assert.equal(await page.evaluate(() => history.length), entries + 1, `${from} replaced its address instead of adding one`)
      await page.close()
    }
    await context.close()
  })
})
