// Addresses typed, pasted or crafted by people, crawlers and attackers: malformed escapes in the hash, the path and
// the query, backslashes, control characters, a host written into the path, very long values and script payloads.
// Each must show a page (its h1, or the not-found page's), stay on the site, throw nothing and open no dialog.
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, hydrated, nextPaint, openPage } from '../harness.mjs'
import { shared } from '../shared.mjs'

const LONG = 10_000
const PAYLOADS = ['<script>alert(1)</script>', 'javascript:alert(1)', '"><img src=x onerror=alert(1)>']

const HOSTILE = [
  // Malformed escapes.
  '/docs/start/whatis#%',
  '/docs/start/whatis#%E0%A4%A',
  '/docs/api/messages/sending#%',
  '/docs/api/messages/sending#%D0',
  '/docs/%',
  '/docs/%D0',
  '/blog/tags/%',
  '/docs/tags/%D0',
  '/docs/start/whatis?_highlight=%',
  '/docs/start/whatis?_highlight=%E0%A4%A',
  '/search?q=%',
  '/search?q=%D0%BE%D1',
  // An unknown page of a paginated list.
  '/blog/page/999',
  // Another host written into the path: a redirect or a navigation built from it would leave the site.
  '/%5Cevil.example/',
  '/%5C%5Cevil.example/x.html',
  '/%09/evil.example/',
  '/%0A/evil.example/x.html',
  '//evil.example/',
  '//evil.example/x.html',
  '/%2F%2Fevil.example/x.html',
  // Very long values (the hash never reaches the server; the query and the path do).
  `/docs/start/whatis#${'я'.repeat(LONG)}`,
  `/docs/start/whatis#${'%'.repeat(LONG)}`,
  `/docs/start/whatis?_highlight=${'о'.repeat(LONG / 10)}`,
  // Many terms and phrases: the page reads a few (HIGHLIGHT_LIMITS) and still opens.
  `/docs/start/whatis?${Array.from({ length: 40 }, (_, i) => `_highlight=${encodeURIComponent(`канал ${'о'.repeat(i % 10)} рассылка`)}`).join('&')}`,
  `/search?q=${'a'.repeat(LONG / 2)}`,
  // Script payloads wherever the address reaches the page.
  ...PAYLOADS.flatMap((payload) => {
    const encoded = encodeURIComponent(payload)
    return [`/search?q=${encoded}`, `/docs/start/whatis?_highlight=${encoded}`, `/docs/start/whatis#${encoded}`, `/docs/${encoded}`]
  }),
]

/** The failed load of a document answered 404 (or 400 for an undecodable path): what these addresses should get. */
const DOCUMENT_NOT_FOUND = /Failed to load resource: the server responded with a status of 40[04]/

/** What went wrong with one address, as lines; none when the reader sees a page of the site. */
async function visit(page, problems, dialogs, path) {
  problems.length = 0
  dialogs.length = 0
  const out = []
  await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' }).catch((error) => out.push(`navigation failed: ${error.message.split('\n')[0]}`))
  await nextPaint(page).catch(() => undefined)
  const url = new URL(page.url())
  if (url.origin !== new URL(BASE).origin) out.push(`left the site for ${url.href}`)
  else {
    const heading = page.getByRole('heading', { level: 1 }).first()
    const visible = await heading.isVisible().catch(() => false)
    if (!visible) out.push('no visible h1 (a blank page)')
    if ((await page.locator('main[role="alert"]').count()) > 0) out.push(`the crash screen: ${await page.locator('main[role="alert"]').innerText()}`)
  }
  for (const problem of problems) out.push(problem)
  for (const dialog of dialogs) out.push(`a dialog opened: ${dialog}`)
  return out.map((line) => `${path.length > 80 ? `${path.slice(0, 77)}…` : path}: ${line}`)
}

/** Visits each of `paths` in one page and returns what went wrong, address by address. */
async function visitAll(paths) {
  // The failed load of a 404 (or 400) document is what these addresses should get: expected, not a problem.
  const { context, page, problems } = await openPage(shared.browser, { expected: DOCUMENT_NOT_FOUND })
  const dialogs = []
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()} ${dialog.message()}`)
    void dialog.dismiss()
  })
  // A request to any other host means the page tried to leave the site: it is refused, and the test reports it.
  await context.route(
    (url) => url.origin !== new URL(BASE).origin,
    (route) => {
      problems.push(`request off-site: ${route.request().url()}`)
      return route.abort()
    },
  )
  const failures = []
  for (const path of paths) failures.push(...(await visit(page, problems, dialogs, path)))
  await context.close()
  problems.length = 0
  return failures
}

describe('hostile addresses', () => {
  it('each shows a page of the site, with no page error, no navigation off-site and no dialog', async () => {
    const failures = await visitAll(HOSTILE)
    assert.deepEqual(failures, [])
  })

  it('a hash typed into an open page does not blank it', async () => {
    const { context, page, problems } = await openPage(shared.browser)
    await page.goto(`${BASE}/docs/start/whatis`, { waitUntil: 'networkidle' })
    for (const hash of ['#%', '#%E0%A4%A', '#"><img src=x onerror=alert(1)>']) {
      await page.evaluate((value) => {
        window.location.hash = value
      }, hash)
      await nextPaint(page)
      assert.ok(await page.getByRole('heading', { level: 1 }).first().isVisible(), `no h1 after the hash ${hash}`)
    }
    await context.close()
    assert.deepEqual(problems, [])
  })

  it('a hash typed while the page’s code still loads is corrected before the router reads it', async () => {
    const { context, page, problems } = await openPage(shared.browser)
    // The app bundle waits until the reader has typed: the page is readable, and React is not there yet.
    let release = () => {}
    const typed = new Promise((resolve) => (release = resolve))
    await context.route(/\/app-[0-9a-f]+\.js$/, async (route) => {
      await typed
      await route.continue()
    })
    await page.goto(`${BASE}/docs/start/whatis`, { waitUntil: 'commit' })
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await page.evaluate(() => {
      window.location.hash = '%E0%A4%A'
    })
    release()
    await hydrated(page)
    await nextPaint(page)
    assert.equal(await page.evaluate(() => window.location.hash), '#%EF%BF%BD%EF%BF%BD%25A')
    assert.ok(await page.getByRole('heading', { level: 1 }).first().isVisible(), 'no h1 once React has the page')
    await context.close()
    assert.deepEqual(problems, [])
  })
})
