// Production serving: Debian's nginx with the configuration scripts/build/nginx-conf.mjs generates from
// deploy/nginx.conf, over the suite's one build (the server every spec uses). Routes, headers, pre-compressed
// files, what is not published, and the Content-Security-Policy (every page is loaded under it in pages.spec.mjs).
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { request } from 'node:http'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BASE, NGINX_PORT, PUBLIC, ROOT, openPage } from '../harness.mjs'
import { shared } from '../shared.mjs'

const ORIGIN = BASE
const IMMUTABLE = 'public, max-age=31536000, immutable'

function generate(state, extra = []) {
  return spawnSync(
    process.execPath,
    [
      join(ROOT, 'scripts/build/nginx-conf.mjs'),
      ...['--root', PUBLIC, '--listen', `127.0.0.1:${NGINX_PORT}`, '--state', state, '--out', join(state, 'nginx.conf')],
      ...extra,
    ],
    { cwd: ROOT, encoding: 'utf8' },
  )
}

const get = (path, headers = {}) => fetch(`${ORIGIN}${path}`, { redirect: 'manual', headers })

/** A GET with the path sent byte for byte (fetch would turn `\` into `/`): status, Location and body. */
function rawGet(path) {
  return new Promise((resolve, reject) => {
    const url = new URL(ORIGIN)
    const sent = request({ host: url.hostname, port: url.port, path, method: 'GET' }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode, location: response.headers.location ?? null, body }))
    })
    sent.on('error', reject)
    sent.end()
  })
}

/** One file of public/ whose name matches, as a URL path. */
function builtFile(dir, pattern) {
  const name = readdirSync(join(PUBLIC, dir)).find((n) => pattern.test(n))
  assert.ok(name, `no file like ${pattern} in public/${dir}`)
  return `/${dir ? `${dir}/` : ''}${name}`
}

/** The suite's server is nginx with the generated configuration (run.mjs); these tests read its answers. */
describe('production serving under nginx', () => {
  let state = ''

  before(() => {
    state = mkdtempSync(join(tmpdir(), 'docs-nginx-'))
  })

  after(() => {
    if (state) rmSync(state, { recursive: true, force: true })
  })

  it('the generator refuses a build with more distinct inline scripts than allowed', () => {
    const refused = generate(state, ['--max-inline-scripts', '0', '--out', join(state, 'refused.conf')])
    assert.equal(refused.status, 1)
    assert.match(refused.stderr, /distinct inline scripts in the built pages, more than --max-inline-scripts 0/)
  })

  it('clean paths serve pages; .html, /index.html and a trailing slash answer 301 keeping the query', async () => {
    for (const path of ['/', '/docs/start', '/docs/channel/push', '/blog']) {
      const response = await get(path)
      assert.equal(response.status, 200, path)
      assert.match(response.headers.get('content-type') ?? '', /^text\/html/, path)
      assert.match(await response.text(), /<h1[ >]/, path)
    }
    const redirects = {
      '/docs/start/': '/docs/start',
      '/docs/start.html': '/docs/start',
      '/docs/start/index.html?q=%D1%88&ctx=docs': '/docs/start?q=%D1%88&ctx=docs',
      '/docs/start/?a=1': '/docs/start?a=1',
      '/index.html?a=1': '/?a=1',
    }
    for (const [from, to] of Object.entries(redirects)) {
      const response = await get(from)
      assert.equal(response.status, 301, from)
      assert.equal(response.headers.get('location'), to, from)
    }
    const sitemap = await get('/sitemap.xml')
    assert.equal(sitemap.status, 200)
    assert.match(sitemap.headers.get('content-type') ?? '', /xml/)
  })

  it('an unknown path answers 404 with the not-found page', async () => {
    for (const path of ['/docs/no-such-page', '/no/such/file.js', '/404.html', '/404', '/404/']) {
      const response = await get(path)
      assert.equal(response.status, 404, path)
      assert.match(await response.text(), /Страница не найдена/, path)
      assert.equal(response.headers.get('cache-control'), 'no-cache', path)
    }
  })

  it('a path holding a backslash, a control character or a leading // answers 404, never a redirect', async () => {
    const hostile = [
      '/%5Cevil.example/',
      '/%5cevil.example/x.html',
      '/\\evil.example/',
      '/docs\\evil.example/',
      '/%09/evil.example/',
      '/%0A/evil.example/',
      '/%0D/evil.example/x.html',
      '/%1F/evil.example/',
      '/%7F/evil.example/',
      '//evil.example/',
      '//evil.example/x.html',
      '/%2F%2Fevil.example/',
      '/%2fevil.example/index.html',
    ]
    for (const path of hostile) {
      const response = await rawGet(path)
      assert.deepEqual([response.status, response.location], [404, null], path)
      assert.match(response.body, /Страница не найдена/, path)
    }
    // A path nginx cannot decode stays a bad request, with the site's not-found page.
    for (const path of ['/docs/%', '/blog/tags/%', '/docs/%00']) {
      const response = await rawGet(path)
      assert.deepEqual([response.status, response.location], [400, null], path)
      assert.match(response.body, /Страница не найдена/, path)
    }
  })

  it('hashed files are cached for a year, everything else is revalidated', async () => {
    const immutable = [
      builtFile('', /^app-[0-9a-f]{20}\.js$/),
      builtFile('', /^framework-[0-9a-f]{20}\.js$/),
      builtFile('static', /\.woff2$/),
      builtFile('search-index', /\.[0-9a-f]{12}\.json$/),
      builtFile('sidebars', /^tutorialSidebar\.[0-9a-f]{12}\.json$/),
      builtFile('api', /^console\.[0-9a-f]{12}\.json$/),
      builtFile('api/samples', /^sendMessage\.[0-9a-f]{12}\.json$/),
    ]
    for (const path of immutable) {
      const response = await get(path)
      assert.equal(response.status, 200, path)
      assert.equal(response.headers.get('cache-control'), IMMUTABLE, path)
    }
    // The list of the search index files has a fixed name, so it is revalidated like the pages.
    for (const path of [
      '/',
      '/docs/start',
      '/page-data/docs/start/page-data.json',
      '/page-data/app-data.json',
      '/sitemap.xml',
      '/favicon.svg',
      '/search-index/files.json',
      '/api/openapi.yaml',
      '/api/postman-collection.json',
    ]) {
      const response = await get(path)
      assert.equal(response.status, 200, path)
      assert.equal(response.headers.get('cache-control'), 'no-cache', path)
    }
  })

  it('pre-compressed gzip and brotli copies are served to clients that accept them', async () => {
    const script = builtFile('', /^app-[0-9a-f]{20}\.js$/)
    const original = readFileSync(join(PUBLIC, script))
    for (const [accept, encoding] of [
      ['gzip', 'gzip'],
      ['br', 'br'],
      ['br, gzip', 'br'],
      ['identity', null],
    ]) {
      for (const path of [script, '/docs/start']) {
        const response = await get(path, { 'accept-encoding': accept })
        assert.equal(response.status, 200, `${path} ${accept}`)
        assert.equal(response.headers.get('content-encoding'), encoding, `${path} with Accept-Encoding: ${accept}`)
        assert.match(response.headers.get('vary') ?? '', /Accept-Encoding/i, path)
      }
      // fetch decodes the body: the compressed copy must be the same file.
      const body = Buffer.from(await (await get(script, { 'accept-encoding': accept })).arrayBuffer())
      assert.ok(body.equals(original), `${script} with Accept-Encoding: ${accept} differs from the file`)
    }
  })

  it('security headers are on pages, files, redirects and the 404', async () => {
    for (const path of ['/docs/start', builtFile('', /^app-[0-9a-f]{20}\.js$/), '/docs/start/', '/docs/no-such-page']) {
      const headers = (await get(path)).headers
      const csp = headers.get('content-security-policy') ?? ''
      for (const directive of [
        "default-src 'self'",
        "script-src 'self' 'sha256-",
        "object-src 'none'",
        "frame-ancestors 'none'",
        "worker-src 'self'",
        "base-uri 'self'",
      ]) {
        assert.ok(csp.includes(directive), `${path}: CSP lacks ${directive}`)
      }
      assert.equal(headers.get('strict-transport-security'), 'max-age=31536000', path)
      assert.equal(headers.get('x-content-type-options'), 'nosniff', path)
      assert.equal(headers.get('x-frame-options'), 'DENY', path)
      assert.equal(headers.get('referrer-policy'), 'strict-origin-when-cross-origin', path)
      assert.match(headers.get('permissions-policy') ?? '', /camera=\(\).*geolocation=\(\).*microphone=\(\)/, path)
    }
  })

  it('connect-src lets the site reach itself and exactly the servers of the published OpenAPI file', async () => {
    const csp = (await get('/docs/api/messages/sending')).headers.get('content-security-policy') ?? ''
    const connect = csp
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'connect-src')
    assert.ok(connect, `no connect-src in ${csp}`)
    const published = createRequire(join(ROOT, 'package.json'))('yaml').parse(readFileSync(join(PUBLIC, 'api/openapi.yaml'), 'utf8'))
    const servers = published.servers.map((server) => `${server.url.replace(/\/$/, '')}/`)
    assert.ok(servers.length > 0, 'the published file has servers')
    assert.deepEqual(connect.slice(1).sort(), ["'self'", ...servers].sort())
  })

  it('the generator names an OpenAPI server it cannot put in the policy', () => {
    const root = join(state, 'site')
    mkdirSync(join(root, 'api'), { recursive: true })
    writeFileSync(join(root, 'index.html'), '<!doctype html><h1>x</h1>')
    writeFileSync(join(root, 'api/openapi.yaml'), 'openapi: 3.1.0\nservers:\n  - url: https://{region}.api.example/v1\n')
    const refused = generate(state, ['--root', root, '--out', join(state, 'servers.conf')])
    assert.equal(refused.status, 1)
    assert.match(refused.stderr, /api\/openapi\.yaml: servers\[0\]\.url "https:\/\/\{region\}\.api\.example\/v1" has variables/)
  })

  it("Gatsby's build files are not published: webpack statistics, chunk map, Partytown", async () => {
    for (const path of ['/webpack.stats.json', '/chunk-map.json', '/~partytown/partytown.js', '/~partytown/partytown-sw.js']) {
      assert.equal(existsSync(join(PUBLIC, decodeURIComponent(path))), false, `public${path} exists`)
      assert.equal((await get(path)).status, 404, path)
    }
    // the bundle report still finds webpack's statistics, beside public/
    assert.ok(existsSync(join(ROOT, '.cache/webpack.stats.json')), '.cache/webpack.stats.json')
  })

  it('the search worker, its index and the image zoom work under the policy', async () => {
    const { context, page, problems } = await openPage(shared.browser)
    const workers = []
    page.on('worker', (worker) => workers.push(worker.url()))
    await page.goto(`${ORIGIN}/docs/cascades/about`, { waitUntil: 'networkidle' })
    const input = page.getByTestId('search-input')
    await input.click()
    await input.fill('шаблон')
    await page.waitForSelector('[data-testid="search-suggestion"]')
    assert.ok(workers.length > 0 && workers.every((url) => url.startsWith(`${ORIGIN}/`)), `workers: ${workers.join(', ')}`)
    await input.press('Escape')
    const image = page.locator('.markdown img').first()
    await image.scrollIntoViewIfNeeded()
    await page.waitForSelector('.markdown img.medium-zoom-image')
    await image.click()
    await page.waitForSelector('.medium-zoom-image--opened')
    assert.deepEqual(problems, [])
    await context.close()
  })

  it('the policy is enforced: an inline script the build did not ship is refused', async () => {
    const { context, page, provoked } = await openPage(shared.browser, { expected: /script-src|inline script/ })
    await page.goto(`${ORIGIN}/docs/start`, { waitUntil: 'load' })
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.head.append(script)
      await new Promise((r) => setTimeout(r, 100))
      return window.__injected === true
    })
    assert.equal(ran, false)
    assert.match(provoked.join('\n'), /csp: script-src-elem blocked inline/)
    await context.close()
  })
})
