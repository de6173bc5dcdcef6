// Production serving: Debian's nginx with the configuration scripts/build/nginx-conf.mjs generates from
// deploy/nginx.conf, over the suite's one build. Routes, headers, pre-compressed files, and a
// Content-Security-Policy that every page of the sitemap satisfies.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PORT, PUBLIC, ROOT, openPage } from '../harness.mjs'
import { shared } from '../shared.mjs'

const NGINX = '/usr/sbin/nginx'
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? PORT + 1)
const ORIGIN = `http://127.0.0.1:${NGINX_PORT}`
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Installs Debian's nginx and its brotli module when missing (CI runs as root); false when that fails. */
function nginxInstalled() {
  if (existsSync(NGINX) && existsSync(BROTLI_MODULE)) return true
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  spawnSync('apt-get', ['install', '-y', '-qq', 'nginx', 'libnginx-mod-http-brotli-static'], { stdio: 'inherit', env })
  return existsSync(NGINX)
}

const skip = nginxInstalled() ? false : `${NGINX} is missing and apt-get could not install nginx`

function generate(state, extra = []) {
  const limit = process.env.E2E_NGINX_MAX_INLINE_SCRIPTS
  return spawnSync(
    process.execPath,
    [
      join(ROOT, 'scripts/build/nginx-conf.mjs'),
      ...['--root', PUBLIC, '--listen', `127.0.0.1:${NGINX_PORT}`, '--state', state, '--out', join(state, 'nginx.conf')],
      ...(limit ? ['--max-inline-scripts', limit] : []),
      ...extra,
    ],
    { cwd: ROOT, encoding: 'utf8' },
  )
}

async function startNginx(state) {
  const server = spawn(NGINX, ['-c', join(state, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'], detached: true })
  let stderr = ''
  server.stderr.on('data', (chunk) => (stderr += chunk))
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      await fetch(`${ORIGIN}/`)
      return server
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  server.kill('SIGTERM')
  const log = existsSync(join(state, 'error.log')) ? readFileSync(join(state, 'error.log'), 'utf8') : ''
  throw new Error(`nginx did not start on ${ORIGIN}:\n${stderr}${log}`)
}

const get = (path, headers = {}) => fetch(`${ORIGIN}${path}`, { redirect: 'manual', headers })

/** One file of public/ whose name matches, as a URL path. */
function builtFile(dir, pattern) {
  const name = readdirSync(join(PUBLIC, dir)).find((n) => pattern.test(n))
  assert.ok(name, `no file like ${pattern} in public/${dir}`)
  return `/${dir ? `${dir}/` : ''}${name}`
}

/** A page that records Content-Security-Policy violations as well as page and console errors. */
async function openWatchedPage() {
  const watched = await openPage(shared.browser)
  await watched.context.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`)
    })
  })
  watched.page.on('console', (message) => {
    if (message.type() !== 'error' && /Content Security Policy/i.test(message.text())) watched.problems.push(`console: ${message.text()}`)
  })
  const violations = () => watched.page.evaluate(() => window.__cspViolations)
  return { ...watched, violations }
}

describe('production serving under nginx', { skip }, () => {
  let state = ''
  let server = null

  before(async () => {
    state = mkdtempSync(join(tmpdir(), 'docs-nginx-'))
    const generated = generate(state)
    process.stderr.write(generated.stderr)
    assert.equal(generated.status, 0, 'scripts/build/nginx-conf.mjs failed')
    server = await startNginx(state)
  })

  after(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      process.kill(-server.pid, 'SIGTERM')
      await exited
    }
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
    for (const path of ['/docs/no-such-page', '/no/such/file.js', '/404.html']) {
      const response = await get(path)
      assert.equal(response.status, 404, path)
      assert.match(await response.text(), /Страница не найдена/, path)
      assert.equal(response.headers.get('cache-control'), 'no-cache', path)
    }
  })

  it('hashed files are cached for a year, everything else is revalidated', async () => {
    const immutable = [
      builtFile('', /^app-[0-9a-f]{20}\.js$/),
      builtFile('', /^framework-[0-9a-f]{20}\.js$/),
      builtFile('static', /\.woff2$/),
      builtFile('search-index', /\.[0-9a-f]{12}\.json$/),
      builtFile('sidebars', /^tutorialSidebar\.[0-9a-f]{12}\.json$/),
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
      assert.equal(headers.get('x-content-type-options'), 'nosniff', path)
      assert.equal(headers.get('x-frame-options'), 'DENY', path)
      assert.equal(headers.get('referrer-policy'), 'strict-origin-when-cross-origin', path)
      assert.match(headers.get('permissions-policy') ?? '', /camera=\(\).*geolocation=\(\).*microphone=\(\)/, path)
    }
  })

  it('every page of the sitemap loads without a policy violation or an error', async () => {
    const locs = [...readFileSync(join(PUBLIC, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]))
    assert.ok(locs.length > 200, `expected the whole site in the sitemap, found ${locs.length}`)
    const { context, page, problems, violations } = await openWatchedPage()
    const failures = []
    for (const loc of locs) {
      problems.length = 0
      const path = `${loc.pathname}${loc.search}`
      const response = await page.goto(`${ORIGIN}${path}`, { waitUntil: 'networkidle' })
      if (response?.status() !== 200) failures.push(`${path}: status ${response?.status()}`)
      for (const problem of [...(await violations()), ...problems]) failures.push(`${path}: ${problem}`)
    }
    await context.close()
    assert.deepEqual(failures, [])
  })

  it('the search worker, its index and the image zoom work under the policy', async () => {
    const { context, page, problems, violations } = await openWatchedPage()
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
    assert.deepEqual([...(await violations()), ...problems], [])
    await context.close()
  })

  it('the policy is enforced: an inline script the build did not ship is refused', async () => {
    const { context, page, violations } = await openWatchedPage()
    await page.goto(`${ORIGIN}/docs/start`, { waitUntil: 'load' })
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.head.append(script)
      await new Promise((r) => setTimeout(r, 100))
      return window.__injected === true
    })
    assert.equal(ran, false)
    assert.match((await violations()).join('\n'), /script-src/)
    await context.close()
  })
})
