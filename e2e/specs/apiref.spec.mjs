// The API reference in the browser: linkable rows that open their folds, copy-link, every response, the server
// choice, generated samples whose language is remembered across pages and visits, variants, webhooks.
import { after, before, beforeEach, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BASE, PORT, PUBLIC, ROOT, axeViolations, builtRoutes, gotoReady, launchBrowser, measureContrast, nextPaint, openPage } from '../harness.mjs'
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
    const statuses = await page
      .locator('section[data-api-operation="sendMessage"] details[id^="response-"] > summary span:first-child')
      .allTextContents()
    assert.deepEqual(statuses, ['202', '400', '401', '402', '403', '404', '409', '422', '429', '500', '503'])
    const tooMany = page.locator('[id="response-429"]')
    await tooMany.locator(':scope > summary').click()
    assert.match(await tooMany.textContent(), /Retry-After/)
    // the status opened is the one the response pane shows
    const pane = page.getByTestId('api-response-example').first()
    await pane.getByRole('tab', { name: '429', exact: true, selected: true }).waitFor()
    assert.match(await pane.locator('[role="tabpanel"]:not([hidden])').textContent(), /"code": "RATE_LIMIT_EXCEEDED"/)
    await tooMany.locator('a[href$="#error-rate_limit_exceeded"]').first().click()
    await page.waitForURL(`${BASE}/docs/api/messages/errorcodes#error-rate_limit_exceeded`)
    await page.locator('[id="error-rate_limit_exceeded"]').waitFor({ state: 'visible' })
    await context.close()
  })

  it('a status whose headers and body fields an earlier status shows names them and links there, with or without JavaScript', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, SENDING)
    const payment = page.locator('[id="response-402"]')
    await payment.locator(':scope > summary').click()
    // its own description, codes and example stay; the shared rows are named, and shown once, on 400 and 202
    assert.match(await payment.textContent(), /INSUFFICIENT_FUNDS/)
    assert.match(await payment.textContent(), /Те\sже,\sчто\sу\sответа\s202:\sX-RateLimit-Limit,\sX-RateLimit-Remaining/)
    assert.match(await payment.textContent(), /Поля\sте\sже,\sчто\sу\sответа\s400:\serror/)
    assert.equal(await page.locator('[id="response-402-body-error"]').count(), 0)
    await payment.getByRole('link', { name: '400', exact: true }).click()
    await page.waitForURL(`${SENDING}#response-400-body-error`)
    const row = page.locator('[id="response-400-body-error"]')
    await row.waitFor({ state: 'visible' })
    assert.equal(await page.locator('[id="response-400"]').getAttribute('open'), '')
    await context.close()
    // Without JavaScript the browser opens the folds around a fragment's target itself.
    const off = await shared.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
    const plain = await off.newPage()
    await plain.goto(`${SENDING}#response-400-body-error`)
    await plain.locator('[id="response-400-body-error"]').waitFor({ state: 'visible' })
    await off.close()
  })

  it("code blocks keep their colours: the most frequent one is the block's, the rest are runs of their own", async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, SENDING)
    const colours = await page.evaluate(() => {
      const token = (name) => {
        const probe = document.createElement('span')
        probe.style.color = `var(--color-${name})`
        document.body.append(probe)
        const colour = getComputedStyle(probe).color
        probe.remove()
        return colour
      }
      const json = [...document.querySelectorAll('code.language-json')].find((code) => code.textContent.includes('"to"'))
      const text = (pattern) => {
        const walker = document.createTreeWalker(json, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (pattern.test(node.nodeValue)) return getComputedStyle(node.parentElement).color
        return null
      }
      return {
        punctuation: [text(/^[{}:,\s[\]]+$/), token('token-punctuation')],
        key: [text(/^"to"$/), token('token-property')],
        plainInCurl: [getComputedStyle([...document.querySelectorAll('code.language-bash .t-x')][0]).color, token('text-code-block')],
      }
    })
    for (const [what, [shown, expected]] of Object.entries(colours)) assert.equal(shown, expected, what)
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
    assert.match(
      await operation.getByTestId('api-request-sample').locator('[role="tabpanel"]:not([hidden])').textContent(),
      /sandbox\.api\.platform\.example/,
    )
    await context.close()
  })

  it('samples come in ten languages; the chosen one is remembered across pages and visits', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, SENDING)
    const samples = page.getByRole('tablist', { name: 'Язык примера' })
    assert.deepEqual(await samples.getByRole('tab').allTextContents(), [
      'curl',
      'Python',
      'JavaScript',
      'PHP',
      'Java',
      'Kotlin',
      'C#',
      'Go',
      'Swift',
      'PowerShell',
    ])
    await samples.getByRole('tab', { name: 'Python' }).click()
    const panel = () => page.locator('[data-tabs-group="api-sample"]').locator('xpath=..').locator('[role="tabpanel"]:not([hidden])')
    assert.match(await panel().textContent(), /import requests/)
    assert.equal(await page.evaluate(() => localStorage.getItem('api.sampleLanguage')), 'python')
    // following a link to a heading of the same page leaves the body as the reader set it
    await page.getByRole('heading', { name: 'Как заполнить запрос' }).getByRole('link').click()
    await page.waitForURL(/#/)
    assert.equal(await samples.getByRole('tab', { name: 'Python' }).getAttribute('aria-selected'), 'true')
    // the remembered language is applied once the page has hydrated, which network idle does not wait for
    const python = () => page.getByRole('tablist', { name: 'Язык примера' }).getByRole('tab', { name: 'Python', selected: true })
    await gotoReady(page, `${BASE}/docs/api/messages/get-status`)
    await python().waitFor()
    assert.match(await panel().textContent(), /requests\.get/)
    await page.reload()
    await python().waitFor()
    await context.close()
  })

  it('at 1440 px the request sample sits beside the fields, right under the title, with a response example on screen; the TOC gives way', async () => {
    const { context, page } = await openPage(shared.browser, { width: 1440, height: 900 })
    for (const path of ['messages/sending', 'messages/history']) {
      await gotoReady(page, `${BASE}/docs/api/${path}`)
      const title = page.getByRole('heading', { name: 'Описание метода', level: 2 })
      await title.evaluate((h) => h.scrollIntoView({ block: 'start' }))
      const operation = page.locator('section[data-api-operation]').first()
      const sample = operation.getByTestId('api-request-sample').locator('[role="tabpanel"]:not([hidden]) pre')
      const [t, s] = [await title.boundingBox(), await sample.boundingBox()]
      assert.ok(s.y - t.y >= 0 && s.y - t.y <= 200, `${path}: the sample starts ${s.y - t.y} px below the title`)
      const fields = await operation.getByRole('heading').first().boundingBox()
      assert.ok(s.x > fields.x + fields.width, `${path}: the sample is to the right of the fields`)
      const response = operation.getByTestId('api-response-example').locator('[role="tabpanel"]:not([hidden]) pre')
      const r = await response.boundingBox()
      assert.ok(r.y > 0 && r.y + 40 < 900, `${path}: a response example is on screen (${r.y})`)
      assert.equal(await page.getByTestId('toc').isVisible(), false)
      // scrolled down the fields, the pane stays in view
      await operation.getByRole('heading', { name: 'Ответы', exact: true }).evaluate((h) => h.scrollIntoView({ block: 'start' }))
      const later = await sample.boundingBox()
      assert.ok(later.y >= 0 && later.y < 300, `${path}: the pane is sticky (${later.y})`)
    }
    await context.close()
  })

  it('on a phone the request sample follows the address and the response examples follow the responses, without sideways scroll', async () => {
    for (const width of [390, 360]) {
      const { context, page } = await openPage(shared.browser, { width, height: 844, touch: true })
      await gotoReady(page, SENDING)
      const operation = page.locator('section[data-api-operation="sendMessage"]')
      const address = await operation.locator('[data-api-url]').boundingBox()
      const sample = await operation.getByTestId('api-request-sample').locator('[role="tabpanel"]:not([hidden]) pre').boundingBox()
      assert.ok(sample.y > address.y && sample.y - address.y < 844, `the sample is ${sample.y - address.y} px below the address`)
      const responses = await operation.getByRole('heading', { name: 'Ответы', exact: true }).boundingBox()
      const examples = await operation.getByTestId('api-response-example').boundingBox()
      assert.ok(examples.y > responses.y, 'the response examples come after the responses')
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, `no sideways scroll at ${width} px`)
      await context.close()
    }
  })

  it('the samples follow the chosen body variant or example in every language, with the chosen server; the choice is remembered', async () => {
    const { context, page } = await openPage(shared.browser)
    const fetched = []
    page.on('request', (request) => request.url().includes('/api/samples/') && fetched.push(request.url()))
    await gotoReady(page, SENDING)
    const operation = page.locator('section[data-api-operation="sendMessage"]')
    const samples = operation.locator('[data-api-sample]')
    const everyLanguage = async (pattern) => (await samples.allTextContents()).every((code) => pattern.test(code))
    assert.equal(await samples.count(), 10)
    assert.ok(await everyLanguage(/tpl_order_ready/), 'at first the samples send the first example (WhatsApp)')
    assert.equal(
      await operation.locator('[id="body-variants"]').getByRole('tab', { name: 'WhatsApp', exact: true }).getAttribute('aria-selected'),
      'true',
    )
    assert.deepEqual(fetched, [], 'nothing is fetched before a choice')
    await operation.getByRole('button', { name: 'Песочница' }).click()
    await operation.locator('[id="body-variants"]').getByRole('tab', { name: 'SMS', exact: true }).click()
    await operation.getByTestId('api-request-sample').getByText('Romashka').first().waitFor()
    assert.ok(await everyLanguage(/Romashka/), 'every language sends the SMS example')
    assert.ok(await everyLanguage(/sandbox\.api\.platform\.example/), 'with the server chosen')
    assert.equal(await operation.locator('[data-api-body-examples]').getByRole('tab', { name: 'SMS, текст' }).getAttribute('aria-selected'), 'true')
    // an example tab chooses too, and selects its variant
    await operation.locator('[data-api-body-examples]').getByRole('tab', { name: 'Каскад' }).click()
    await operation.getByTestId('api-request-sample').getByText('csc_retail_main').first().waitFor()
    assert.ok(await everyLanguage(/csc_retail_main/))
    assert.equal(
      await operation.locator('[id="body-variants"]').getByRole('tab', { name: 'Каскад', exact: true }).getAttribute('aria-selected'),
      'true',
    )
    assert.equal(await page.evaluate(() => localStorage.getItem('api.requestExample')), 'cascade')
    await page.reload()
    await page.waitForLoadState('networkidle')
    await operation.getByTestId('api-request-sample').getByText('csc_retail_main').first().waitFor()
    assert.ok(await everyLanguage(/csc_retail_main/), 'remembered across visits')
    await context.close()
  })

  it('the OpenAPI file and the Postman collection made from it are linked from the overview and from each operation', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, `${BASE}/docs/api`)
    const body = page.locator('[data-markdown-body]')
    assert.equal(await body.getByRole('link', { name: 'openapi.yaml' }).getAttribute('href'), '/api/openapi.yaml')
    assert.equal(await body.getByRole('link', { name: 'коллекция запросов' }).getAttribute('href'), '/api/postman-collection.json')
    await gotoReady(page, SENDING)
    const operation = page.locator('section[data-api-operation="sendMessage"]')
    assert.equal(await operation.getByRole('link', { name: 'OpenAPI (YAML)' }).getAttribute('href'), '/api/openapi.yaml')
    const postman = operation.getByRole('link', { name: 'коллекция Postman' })
    assert.equal(await postman.getAttribute('href'), '/api/postman-collection.json')
    const response = await page.request.get(`${BASE}/api/postman-collection.json`)
    assert.equal(response.status(), 200)
    const collection = await response.json()
    assert.equal(collection.info.schema, 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json')
    const requests = collection.item.flatMap((folder) => folder.item ?? [folder])
    assert.ok(requests.some((r) => r.name === 'Отправить сообщение' && r.request.method === 'POST'))
    await context.close()
  })

  it('the request body shows a variant per channel, chosen by channel', async () => {
    const { context, page } = await openPage(shared.browser)
    await gotoReady(page, SENDING)
    const operation = page.locator('section[data-api-operation="sendMessage"]')
    assert.match(await operation.textContent(), /Варианты\s\(выбор\sпо\sполю\schannel\)/)
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
    // The site's typography binds short words and numbers with non-breaking spaces; the words are what is read here.
    const constraints = (await key.locator(':scope > ul li').allTextContents()).map((text) => text.replace(/\u00A0/g, ' '))
    assert.deepEqual(constraints, ['от 1 до 64 символов', 'шаблон ^[A-Za-z0-9_.:-]+$'])
    const ttl = page.locator('[id="body-sms-ttl"]')
    assert.match(await ttl.textContent(), /По\sумолчанию:\s86400/)
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

// The «Попробовать» console as readers meet it: the page served by nginx under the production Content-Security-Policy,
// its requests sent by the browser over HTTPS to the servers of the published OpenAPI file. A Chromium of these tests'
// own resolves those servers' host names to a local HTTPS mock (a certificate made now with openssl, trusted by its
// key only), which records each request and passes it to Prism; Prism validates it against the OpenAPI file and
// answers from its examples. A policy that does not let the console through fails these tests.
describe('API console', () => {
  const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? PORT + 2)
  const TLS_PORT = MOCK_PORT + 1
  const SANDBOX = 'https://sandbox.api.platform.example/v1'
  const KEY = 'test-key-7f3a9c'
  /** The requests the mock received (preflights left out): method, host, path, headers and body. */
  const sent = []
  let prism
  let front
  let browser
  let certificates

  /** The published OpenAPI file's servers: what the console offers and what the policy must let it reach. */
  function publishedServers() {
    const require = createRequire(join(ROOT, 'package.json'))
    const servers = require('yaml')
      .parse(readFileSync(join(PUBLIC, 'api/openapi.yaml'), 'utf8'))
      .servers.map((server) => new URL(server.url))
    assert.ok(
      servers.some((url) => `${url.origin}${url.pathname}` === SANDBOX),
      `the published file lists ${SANDBOX}`,
    )
    return servers
  }

  /** A certificate for the servers' host names and the base64 sha256 of its public key, made with openssl. */
  function makeCertificate(hosts) {
    const dir = mkdtempSync(join(tmpdir(), 'console-mock-'))
    const run = (command) => {
      const done = spawnSync('sh', ['-c', command], { cwd: dir, encoding: 'utf8' })
      assert.equal(done.status, 0, `${command}\n${done.stderr}`)
      return done.stdout.trim()
    }
    const names = hosts.map((host) => `DNS:${host}`).join(',')
    run(`openssl req -x509 -newkey rsa:2048 -nodes -keyout key.pem -out cert.pem -days 1 -subj "/CN=${hosts[0]}" -addext "subjectAltName=${names}"`)
    const spki = run('openssl x509 -pubkey -noout -in cert.pem | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64')
    return { dir, spki, key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }
  }

  before(async () => {
    const servers = publishedServers()
    const hosts = [...new Set(servers.map((url) => url.hostname))]
    certificates = makeCertificate(hosts)
    prism = spawn(
      join(ROOT, 'node_modules/.bin/prism'),
      ['mock', join(ROOT, 'content/api/openapi.yaml'), '-p', String(MOCK_PORT), '-h', '127.0.0.1'],
      { stdio: 'ignore', detached: true },
    )
    // The HTTPS side of the servers: the path under the server's own (/v1) is what Prism knows.
    front = createHttpsServer({ key: certificates.key, cert: certificates.cert }, (request, response) => {
      const chunks = []
      request.on('data', (chunk) => chunks.push(chunk))
      request.on('end', () => {
        const body = Buffer.concat(chunks)
        const server = servers.find((url) => url.host === request.headers.host && request.url.startsWith(url.pathname))
        if (!server) {
          response.writeHead(502).end(`no server of the OpenAPI file at ${request.headers.host}${request.url}`)
          return
        }
        if (request.method !== 'OPTIONS')
          sent.push({ method: request.method, host: server.host, path: request.url, headers: request.headers, body: body.toString() })
        const path = request.url.slice(server.pathname.replace(/\/$/, '').length) || '/'
        const upstream = httpRequest(
          { host: '127.0.0.1', port: MOCK_PORT, method: request.method, path, headers: { ...request.headers, host: `127.0.0.1:${MOCK_PORT}` } },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers)
            answer.pipe(response)
          },
        )
        upstream.on('error', (error) => response.writeHead(502).end(String(error)))
        upstream.end(body)
      })
    })
    await new Promise((resolve) => front.listen(TLS_PORT, '127.0.0.1', resolve))
    browser = await launchBrowser([
      `--host-resolver-rules=${hosts.map((host) => `MAP ${host} 127.0.0.1:${TLS_PORT}`).join(', ')}`,
      `--ignore-certificate-errors-spki-list=${certificates.spki}`,
    ])
    const deadline = Date.now() + 60_000
    for (;;) {
      try {
        await fetch(`http://127.0.0.1:${MOCK_PORT}/channels`)
        break
      } catch (error) {
        if (Date.now() > deadline) throw error
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    }
  })
  after(async () => {
    await browser?.close()
    front?.close()
    if (prism) {
      try {
        process.kill(-prism.pid, 'SIGTERM')
      } catch {
        prism.kill('SIGTERM')
      }
    }
    if (certificates) rmSync(certificates.dir, { recursive: true, force: true })
  })
  beforeEach(() => {
    sent.length = 0
  })

  async function assertKeyNowhere(page) {
    assert.equal(
      await page.evaluate((key) => Object.keys(localStorage).some((k) => k.includes(key) || (localStorage.getItem(k) ?? '').includes(key)), KEY),
      false,
      'not in localStorage',
    )
    assert.ok(!page.url().includes(KEY), 'not in the address')
    assert.ok(!(await page.content()).includes(KEY), 'not in the HTML')
    assert.equal(await page.evaluate(() => sessionStorage.getItem('api.consoleKey')), KEY, 'in sessionStorage')
  }

  it('loads only when asked for, sends the chosen example to the sandbox and shows status, headers, body and time; the key stays out of localStorage, the address and the HTML', async () => {
    const { context, page, problems } = await openPage(browser)
    const scripts = []
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
    await gotoReady(page, SENDING)
    const operation = page.locator('section[data-api-operation="sendMessage"]')
    await operation.locator('[id="body-variants"]').getByRole('tab', { name: 'SMS', exact: true }).click()
    const firstVisit = [...scripts]
    await operation.getByRole('button', { name: 'Попробовать' }).click()
    const dialog = page.getByRole('dialog', { name: 'Попробовать: Отправить сообщение' })
    await dialog.waitFor()
    assert.ok(scripts.length > firstVisit.length, 'its code is fetched on the first click')
    assert.equal(await dialog.getByRole('radio', { name: /Песочница/ }).isChecked(), true)
    assert.match(await dialog.getByLabel('Тело запроса (JSON)').inputValue(), /"channel": "sms"/, 'prefilled from the chosen example')
    await dialog.getByLabel('Ключ API').fill(KEY)
    await dialog.getByRole('button', { name: 'Отправить' }).click()
    const status = page.getByTestId('api-console-status')
    await status.waitFor()
    assert.match(await status.textContent(), /202 Accepted · \d+ мс/)
    assert.match(await page.getByTestId('api-console-output').textContent(), /x-ratelimit-limit/)
    assert.match(await page.getByTestId('api-console-body').textContent(), /"messageId"/)
    assert.deepEqual(
      sent.map((request) => `${request.method} ${request.host}${request.path}`),
      ['POST sandbox.api.platform.example/v1/messages'],
    )
    assert.equal(sent[0].headers.authorization, `Bearer ${KEY}`)
    assert.equal(JSON.parse(sent[0].body).channel, 'sms')
    await assertKeyNowhere(page)
    // closed and opened again in the same tab: the key is still there, from sessionStorage
    await dialog.getByRole('button', { name: 'Закрыть' }).click()
    await dialog.waitFor({ state: 'detached' })
    await operation.getByRole('button', { name: 'Попробовать' }).click()
    assert.equal(await page.getByRole('dialog').getByLabel('Ключ API').inputValue(), KEY)
    await assertKeyNowhere(page)
    assert.deepEqual(problems, [])
    await context.close()
  })

  it('validates against the schema before sending, naming the field; the production server asks first; a network failure is explained with the curl', async () => {
    // the network failure below is provoked: the browser reports the request it could not make
    const { context, page } = await openPage(browser, { expected: /net::ERR_FAILED/ })
    await gotoReady(page, SENDING)
    await page.locator('section[data-api-operation="sendMessage"]').getByRole('button', { name: 'Попробовать' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Ключ API').fill(KEY)
    const body = dialog.getByLabel('Тело запроса (JSON)')
    await body.fill(JSON.stringify({ to: { phone: '8-999' }, channel: 'sms', text: 'Код 1234' }))
    await dialog.getByRole('button', { name: 'Отправить' }).click()
    const alert = dialog.getByRole('alert')
    await alert.waitFor()
    assert.match(await alert.textContent(), /Поле to\.phone: не соответствует шаблону/)
    assert.equal(await body.getAttribute('aria-invalid'), 'true')
    await body.fill('{ "to": ')
    await dialog.getByRole('button', { name: 'Отправить' }).click()
    await dialog
      .getByRole('alert')
      .getByText(/Тело запроса: это не JSON/)
      .waitFor()
    assert.equal(sent.length, 0, 'nothing is sent while a field is wrong')
    // production: a confirmation, and nothing leaves when the reader declines
    await body.fill(JSON.stringify({ to: { phone: '+79991234567' }, channel: 'sms', text: 'Код 1234' }))
    await dialog.getByRole('radio', { name: /Рабочий сервер/ }).check()
    const asked = new Promise((resolve) => page.once('dialog', (question) => resolve(question.message()) || question.dismiss()))
    await dialog.getByRole('button', { name: 'Отправить' }).click()
    assert.match(await asked, /рабочий сервер https:\/\/api\.platform\.example\/v1/)
    await nextPaint(page)
    assert.deepEqual(sent, [], 'nothing reached the production server')
    // the network fails: explained in Russian, with the curl to run (the key left out)
    await dialog.getByRole('radio', { name: /Песочница/ }).check()
    await page.route(`${SANDBOX}/**`, (route) => route.abort('failed'))
    await dialog.getByRole('button', { name: 'Отправить' }).click()
    const curl = page.getByTestId('api-console-curl')
    await curl.waitFor()
    assert.match(await dialog.getByRole('alert').textContent(), /сервер недоступен или браузер не дал прочитать ответ.*\(CORS\)/)
    assert.match(
      await curl.textContent(),
      /curl --request POST[\s\S]*--url 'https:\/\/sandbox\.api\.platform\.example\/v1\/messages'[\s\S]*Bearer <ключ API>[\s\S]*"phone":"\+79991234567"/,
    )
    await assertKeyNowhere(page)
    await context.close()
  })

  it('the open console, with an answer, has no axe violation in both modes, on a desktop and a phone', async () => {
    for (const options of [{ theme: 'light' }, { theme: 'dark' }, { theme: 'light', width: 390, height: 844, touch: true }]) {
      const { context, page } = await openPage(browser, options)
      await gotoReady(page, SENDING)
      await page.locator('section[data-api-operation="sendMessage"]').getByRole('button', { name: 'Попробовать' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByLabel('Ключ API').fill(KEY)
      await dialog.getByRole('button', { name: 'Отправить' }).click()
      await page.getByTestId('api-console-status').waitFor()
      const violations = await axeViolations(page, 'dialog')
      assert.deepEqual(violations, [], JSON.stringify(options))
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true)
      await context.close()
    }
  })

  it('round-trips every operation of the file against the mock', async () => {
    const { context, page, problems } = await openPage(browser)
    const done = new Map()
    for (const route of builtRoutes().filter((r) => r.startsWith('/docs/api/'))) {
      await gotoReady(page, `${BASE}${route}`)
      for (const id of await page.locator('section[data-api-operation]').evaluateAll((all) => all.map((s) => s.dataset.apiOperation))) {
        if (done.has(id)) continue
        await page.locator(`section[data-api-operation="${id}"]`).getByRole('button', { name: 'Попробовать' }).click()
        const dialog = page.getByRole('dialog')
        await dialog.waitFor()
        const key = dialog.getByLabel('Ключ API')
        if ((await key.count()) > 0 && (await key.inputValue()) === '') await key.fill(KEY)
        await dialog.getByRole('button', { name: 'Отправить' }).click()
        const status = await page.getByTestId('api-console-status').textContent()
        done.set(id, status)
        await dialog.getByRole('button', { name: 'Закрыть' }).click()
        await dialog.waitFor({ state: 'detached' })
      }
    }
    const operations = (await (await fetch(`${BASE}/api/postman-collection.json`)).json()).item.flatMap((f) => f.item ?? [f]).length
    assert.equal(done.size, operations, 'every operation of the file is on a page with its console')
    const failed = [...done].filter(([, status]) => !/: 2\d\d /.test(status))
    assert.deepEqual(failed, [], 'the mock accepted every request')
    assert.equal(sent.length, done.size, 'each operation sent one request through the browser to the mock')
    assert.ok(
      sent.every((request) => request.host === new URL(SANDBOX).host),
      'to the sandbox',
    )
    assert.deepEqual(problems, [])
    await context.close()
  })
})
