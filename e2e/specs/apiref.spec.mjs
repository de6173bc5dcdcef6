// The API reference in the browser: linkable rows that open their folds, copy-link, every response, the server
// choice, generated samples whose language is remembered across pages and visits, variants, webhooks.
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { BASE, gotoReady, openPage, measureContrast } from '../harness.mjs'
import { shared } from '../shared.mjs'

const SENDING = `${BASE}/docs/api/messages/sending`

describe('API reference', () => {
  it('descriptions are rendered Markdown: inline code is code, error codes link to their row', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, SENDING)
    const operation = page.locator('section[data-api-operation="sendMessage"]')
    assert.doesNotMatch(await operation.textContent(), /`[A-Z_]+`/, 'no raw backticks')
    const code = operation.locator('a[href="/docs/api/messages/errorcodes#error-idempotency_conflict"] code').first()
    assert.equal(await code.textContent(), 'IDEMPOTENCY_CONFLICT')
    await context.close()
  })

  it('a link to a nested field opens its folds and shows the row; the # beside a row copies its link', async () => {
    const { context, page } = await openPage(shared.browser)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE })
    await gotoReady(page, `${SENDING}#response-202-body-data-messageId`)
    const row = page.locator('[id="response-202-body-data-messageId"]')
    await row.waitFor({ state: 'visible' })
    assert.equal(await row.locator('code').first().textContent(), 'messageId')
    const box = await row.boundingBox()
    assert.ok(box && box.y >= 0 && box.y < 900, 'scrolled into view')
    // copy-link on a response status
    await page.locator('a[data-api-link][href="#response-429"]').click()
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), `${SENDING}#response-429`)
    assert.equal(await page.evaluate(() => location.hash), '#response-429')
    await context.close()
  })

  it('every response is shown with its headers, body, codes and example; error codes lead to their row', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, SENDING)
    const statuses = await page.locator('section[data-api-operation="sendMessage"] details[id^="response-"] > summary span:first-child').allTextContents()
    assert.deepEqual(statuses, ['202', '400', '401', '402', '403', '404', '409', '422', '429', '500', '503'])
    const tooMany = page.locator('[id="response-429"]')
    await tooMany.locator(':scope > summary').click()
    assert.match(await tooMany.textContent(), /Retry-After/)
    assert.match(await tooMany.textContent(), /"code": "RATE_LIMIT_EXCEEDED"/)
    await tooMany.locator('a[href$="#error-rate_limit_exceeded"]').first().click()
    await page.waitForURL(`${BASE}/docs/api/messages/errorcodes#error-rate_limit_exceeded`)
    await page.locator('[id="error-rate_limit_exceeded"]').waitFor({ state: 'visible' })
    await context.close()
  })

  it('the server choice switches the address and the samples to the sandbox', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, SENDING)
    const operation = page.locator('section[data-api-operation="sendMessage"]')
    assert.equal(await operation.locator('[data-api-url]').textContent(), 'https://api.platform.example/v1/messages')
    await operation.getByRole('button', { name: 'Песочница' }).click()
    assert.equal(await operation.getByRole('button', { name: 'Песочница' }).getAttribute('aria-pressed'), 'true')
    assert.equal(await operation.locator('[data-api-url]').textContent(), 'https://sandbox.api.platform.example/v1/messages')
    assert.match(await operation.locator('[data-tabs-group="api-sample"] + [role="tabpanel"], [role="tabpanel"]').last().textContent(), /sandbox\.api\.platform\.example/)
    await context.close()
  })

  it('samples come in ten languages; the chosen one is remembered across pages and visits', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, SENDING)
    const samples = page.getByRole('tablist', { name: 'Язык примера' })
    assert.deepEqual(await samples.getByRole('tab').allTextContents(), ['curl', 'Python', 'JavaScript', 'PHP', 'Java', 'Kotlin', 'C#', 'Go', 'Swift', 'PowerShell'])
    await samples.getByRole('tab', { name: 'Python' }).click()
    const panel = () => page.locator('[data-tabs-group="api-sample"]').locator('xpath=..').locator('[role="tabpanel"]:not([hidden])')
    assert.match(await panel().textContent(), /import requests/)
    assert.equal(await page.evaluate(() => localStorage.getItem('api.sampleLanguage')), 'python')
    // following a link to a heading of the same page leaves the body as the reader set it
    await page.getByTestId('toc').locator('a').nth(1).click()
    await page.waitForURL(/#/)
    assert.equal(await samples.getByRole('tab', { name: 'Python' }).getAttribute('aria-selected'), 'true')
    await gotoReady(page, `${BASE}/docs/api/messages/get-status`)
    assert.equal(await page.getByRole('tablist', { name: 'Язык примера' }).getByRole('tab', { name: 'Python' }).getAttribute('aria-selected'), 'true')
    assert.match(await panel().textContent(), /requests\.get/)
    await page.reload()
    await page.waitForLoadState('networkidle')
    assert.equal(await page.getByRole('tablist', { name: 'Язык примера' }).getByRole('tab', { name: 'Python' }).getAttribute('aria-selected'), 'true')
    await context.close()
  })

  it('the request body shows a variant per channel, chosen by channel', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, SENDING)
    const operation = page.locator('section[data-api-operation="sendMessage"]')
    assert.match(await operation.textContent(), /Варианты \(выбор по полю channel\)/)
    await page.locator('[id="body-variants"]').getByRole('tab', { name: 'Push', exact: true }).click()
    await page.locator('[id="body-push-push"]').waitFor({ state: 'visible' })
    assert.equal(await page.locator('[id="body-sms-sender"]').isVisible(), false)
    // a link to a row of another variant shows that variant
    await gotoReady(page, `${SENDING}#body-viber-button-url`)
    await page.locator('[id="body-viber-button-url"]').waitFor({ state: 'visible' })
    await context.close()
  })

  it('a field shows its type, required mark and constraints in readable Russian, each on its own line', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, SENDING)
    const key = page.locator('[id="header-Idempotency-Key"]')
    assert.match(await key.textContent(), /string/)
    assert.deepEqual(await key.locator(':scope > ul li').allTextContents(), ['от 1 до 64 символов', 'шаблон ^[A-Za-z0-9_.:-]+$'])
    const ttl = page.locator('[id="body-sms-ttl"]')
    assert.match(await ttl.textContent(), /По умолчанию: 86400/)
    assert.match(await page.locator('[id="body-sms-to"]').textContent(), /обязательное/)
    await context.close()
  })

  it('searching a field name lands on its row', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/start`)
    const input = page.getByTestId('search-input')
    await input.click()
    await input.fill('callbackUrl')
    const first = page.getByTestId('search-suggestion').first()
    await first.waitFor()
    assert.match(await first.getAttribute('href'), /#body-(\w+-)?callbackUrl/)
    await first.click()
    await page.waitForURL(/#body-(\w+-)?callbackUrl/)
    const id = decodeURIComponent(new URL(page.url()).hash.slice(1))
    await page.locator(`[id="${id}"]`).waitFor({ state: 'visible' })
    await context.close()
  })

  it('webhooks show their signature header and payload', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/api/callback/callback-set`)
    const hook = page.locator('section[data-api-webhook]').first()
    assert.match(await hook.textContent(), /X-Signature/)
    assert.ok((await hook.locator('li[id^="payload-"]').count()) >= 3)
    await context.close()
  })

  for (const theme of ['light', 'dark']) {
    it(`the reference reads at AA contrast in ${theme} mode`, async () => {
      const { context, page } = await openPage(shared.browser, { theme })
      await gotoReady(page, SENDING)
      await page.evaluate(() => document.querySelectorAll('section[data-api-operation] details').forEach((d) => (d.open = true)))
      const { count, worst } = await measureContrast(page, 'section[data-api-operation]')
      assert.ok(count > 100, `measured ${count}`)
      assert.ok(worst.ratio >= 4.5, `«${worst.text}» ${worst.color} on ${worst.background}: ${worst.ratio}:1`)
      await context.close()
    })
  }
})
