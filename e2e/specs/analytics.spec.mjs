// Search analytics (src/browser/searchEvents.ts) on a build WITH Google Analytics and Yandex Metrica configured: a small
// fixture site (tests/fixtures/search-analytics) built with both ids and served by nginx with the Content-Security-Policy
// that scripts/build/nginx-conf.mjs writes for them (gatsby serve when nginx is missing). gtag.js and Metrica's tag.js are
// answered by empty stand-ins, so the events stay in the queues the site's own head snippets define (window.dataLayer,
// window.ym.a), as they would until the real scripts arrive. The suite's own build has analytics off: a search there
// sends nothing even to a gtag a page defines.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BASE, PORT, ROOT, gotoReady, nextPaint, openPage } from '../harness.mjs'
import { newestSource } from '../../scripts/shared/source-files.cjs'
import { nginxInstalled, serveBuild, serveWithNginx } from '../../scripts/build/serve-build.mjs'
import { shared } from '../shared.mjs'

const { SITE_FILES, copySite } = createRequire(import.meta.url)('../../scripts/shared/site-copy.cjs')

const ANALYTICS = { GA_MEASUREMENT_ID: 'G-E2ETEST1', YM_COUNTER_ID: '12345678' }
const FIXTURE = join(ROOT, 'tests', 'fixtures', 'search-analytics')
const SIDEBARS = join(ROOT, 'tests', 'fixtures', 'sidebars.ts')
const ANALYTICS_PORT = Number(process.env.E2E_ANALYTICS_PORT ?? PORT + 2)
/** The build lives outside the checkout, one per checkout, and is kept between runs while its sources stand. */
const BUILD_DIR = join(tmpdir(), `e2e-analytics-${createHash('sha1').update(ROOT).digest('hex').slice(0, 10)}`)

/** The fixture site built with analytics on, rebuilt from clean when a source is newer than it (or E2E_REBUILD=1). */
function analyticsBuild() {
  const finished = join(BUILD_DIR, 'public', 'sitemap.xml')
  const built = existsSync(finished) ? statSync(finished).mtimeMs : 0
  const sources = [...SITE_FILES.map((file) => join(ROOT, file)), FIXTURE, SIDEBARS]
  if (process.env.E2E_REBUILD !== '1' && (newestSource(sources)?.mtimeMs ?? 0) <= built) return
  console.log(`e2e: building the analytics fixture site in ${BUILD_DIR}`)
  rmSync(BUILD_DIR, { recursive: true, force: true })
  mkdirSync(BUILD_DIR, { mode: 0o755 })
  copySite(BUILD_DIR, join(FIXTURE, 'content'))
  cpSync(SIDEBARS, join(BUILD_DIR, 'src', 'config', 'sidebars.ts'))
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/gatsby/cli.js'), 'build'], {
    cwd: BUILD_DIR,
    stdio: 'inherit',
    env: { ...process.env, ...ANALYTICS, GATSBY_TELEMETRY_DISABLED: '1', WEBPACK_CACHE: '0' },
  })
  if (run.status !== 0) throw new Error('gatsby build of the analytics fixture site failed')
}

/** The search events each service has queued on the page: GA4's `search` events and Metrica's `search` goals. */
const searchEvents = (page) =>
  page.evaluate(() => ({
    ga: (window.dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter(([command, name]) => command === 'event' && name === 'search')
      .map(([, , params]) => params),
    ym: (window.ym?.a ?? [])
      .map((entry) => Array.from(entry))
      .filter(([, method, goal]) => method === 'reachGoal' && goal === 'search')
      .map(([counter, , , params]) => ({ counter, ...params })),
  }))

/** Waits until `count` search events are queued with each service, and returns them. */
async function eventsWhen(page, count) {
  await page.waitForFunction(
    (n) =>
      (window.dataLayer ?? []).filter((e) => e[0] === 'event' && e[1] === 'search').length >= n &&
      (window.ym?.a ?? []).filter((e) => e[1] === 'reachGoal' && e[2] === 'search').length >= n,
    count,
  )
  return searchEvents(page)
}

/** Both services got exactly these events, Metrica with the site's counter. */
function assertSent({ ga, ym }, expected) {
  assert.deepEqual(ga, expected)
  assert.deepEqual(
    ym,
    expected.map((params) => ({ counter: Number(ANALYTICS.YM_COUNTER_ID), ...params })),
  )
}

/** A page of the analytics site whose gtag.js and tag.js requests get empty scripts. */
async function openAnalyticsPage(browser) {
  const opened = await openPage(browser)
  const standIn = (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stand-in */' })
  await opened.context.route('https://www.googletagmanager.com/gtag/js**', standIn)
  await opened.context.route('https://mc.yandex.ru/metrika/tag.js', standIn)
  return opened
}

/** Types like a reader, key by key, into the navbar box. */
async function typeQuery(page, text) {
  const input = page.getByTestId('search-input')
  await input.click()
  await input.pressSequentially(text, { delay: 40 })
  return input
}

describe('search analytics', () => {
  let server
  let base
  before(async () => {
    analyticsBuild()
    server = nginxInstalled()
      ? await serveWithNginx(ANALYTICS_PORT, BUILD_DIR, { env: { ...process.env, ...ANALYTICS } })
      : await serveBuild(ANALYTICS_PORT, BUILD_DIR)
    base = server.base
  })
  after(() => server?.stop())

  it('a result chosen in the navbar box is one event with its rank, none for the prefixes typed on the way', async () => {
    const { context, page, problems } = await openAnalyticsPage(shared.browser)
    await gotoReady(page, `${base}/docs`)
    await typeQuery(page, 'шаблон')
    const suggestions = page.getByTestId('search-suggestion')
    await suggestions.nth(1).waitFor()
    const shown = await suggestions.count()
    assertSent(await searchEvents(page), [])
    await suggestions.nth(1).click()
    await page.waitForURL(/[?&]_highlight=/)
    const expected = [{ search_term: 'шаблон', search_results: shown, chosen_rank: 2, search_source: 'navbar' }]
    assertSent(await eventsWhen(page, 1), expected)
    // Coming back to the box and leaving it reports nothing more: the query was reported when the result was chosen.
    await page.getByTestId('search-input').focus()
    await page.getByTestId('search-input').press('Shift+Tab')
    await nextPaint(page)
    assertSent(await searchEvents(page), expected)
    await context.close()
    assert.deepEqual(problems, [])
  })

  it('leaving the box after a query that found nothing sends it once, masked', async () => {
    const { context, page, problems } = await openAnalyticsPage(shared.browser)
    await gotoReady(page, `${base}/docs`)
    const input = await typeQuery(page, 'Заказ 12345 ivan.petrov@mail.ru +7 999 123-45-67')
    await page.getByTestId('search-no-results').waitFor()
    assertSent(await searchEvents(page), [])
    // Focus leaves the box for the navbar link before it.
    await input.press('Shift+Tab')
    const expected = [{ search_term: 'заказ # [email] [phone]', search_results: 0, chosen_rank: 'none', search_source: 'navbar' }]
    assertSent(await eventsWhen(page, 1), expected)
    await input.focus()
    await input.press('Shift+Tab')
    await nextPaint(page)
    assertSent(await searchEvents(page), expected)
    await context.close()
    assert.deepEqual(problems, [])
  })

  it('Enter hands the query to /search, which reports the result opened there', async () => {
    const { context, page, problems } = await openAnalyticsPage(shared.browser)
    await gotoReady(page, `${base}/docs`)
    const input = await typeQuery(page, 'рассылка')
    await page.getByTestId('search-suggestion').first().waitFor()
    await input.press('Enter')
    await page.waitForURL(/\/search\?q=/)
    const results = page.getByTestId('search-result')
    await results.first().waitFor()
    const shown = await results.count()
    assertSent(await searchEvents(page), [])
    await results.first().getByRole('link').click()
    await page.waitForURL(/[?&]_highlight=/)
    const expected = [{ search_term: 'рассылка', search_results: shown, chosen_rank: 1, search_source: 'page' }]
    assertSent(await eventsWhen(page, 1), expected)
    await context.close()
    assert.deepEqual(problems, [])
  })

  it('without analytics configured (the suite build) a search sends nothing, even to a gtag the page defines', async () => {
    const { context, page, problems } = await openPage(shared.browser)
    await context.addInitScript(() => {
      window.__hits = []
      window.gtag = (...args) => window.__hits.push(args)
      window.ym = (...args) => window.__hits.push(args)
    })
    await gotoReady(page, `${BASE}/docs/start/whatis`)
    await typeQuery(page, 'шаблон')
    const first = page.getByTestId('search-suggestion').first()
    await first.waitFor()
    await first.click()
    await page.waitForURL(/[?&]_highlight=/)
    await nextPaint(page)
    const hits = await page.evaluate(() => window.__hits.map((args) => args.slice(0, 3).join(' ')))
    assert.ok(hits.includes('event page_view [object Object]'), `the stand-in gtag records calls: ${hits.join('; ')}`)
    assert.deepEqual(
      hits.filter((hit) => hit.includes('search')),
      [],
    )
    await context.close()
    assert.deepEqual(problems, [])
  })
})
