import { spawnSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { ROOT } from './buildSite'
import { describeOutputChecks } from './outputChecks'
import { loadSiteConfig } from '../../src/config'
import { htmlPages, nuHtmlErrors, spectralProblems } from './output'
import { untypographed } from './typography'
import { SPEC_POST_DATES } from '../content/specPages'

/**
 * Output checks over the real production build of the site (public/), made here when public/ is missing or older
 * than a source (the same rule as the browser suite's, so one build serves both layers).
 */
const PUBLIC = join(ROOT, 'public')

const page = (route: string): string => readFileSync(join(PUBLIC, route === '/' ? '' : route, 'index.html'), 'utf8')

/** The release notes of content/blog, by route name, and the listed ones (not `unlisted: true`). */
const contentPosts = readdirSync(join(ROOT, 'content', 'blog')).filter((name) => name.endsWith('.mdx'))
const postSource = (name: string) => readFileSync(join(ROOT, 'content', 'blog', name), 'utf8')
const listedPostCount = contentPosts.filter((name) => !/^unlisted:\s*true\s*$/m.test(postSource(name))).length
/** The oldest release note (docs/requirements.md §C1a gives its date), whichever it is today. */
const oldestPostFile = contentPosts.find((name) => name.startsWith(`${SPEC_POST_DATES.oldest}-`)) ?? `${SPEC_POST_DATES.oldest}-(none)`
const oldestPost = `/blog/${oldestPostFile.replace(/\.mdx$/, '')}`

/** Every route docs/requirements.md §2 and docs/requirements.md §C1a name. */
const SPEC_ROUTES = [
  '/',
  '/docs',
  '/docs/start',
  '/docs/start/whatis',
  '/docs/start/license',
  '/docs/user-access/limited',
  '/docs/channel',
  '/docs/channel/push',
  '/docs/channel/whatsapp/partner',
  '/docs/channel/sms/smpp',
  '/docs/template/whatsapp/autosubstitution',
  '/docs/clients/tagsettings',
  '/docs/cascades/create',
  '/docs/broadcast/details',
  '/docs/scripts/report',
  '/docs/analytic/template-statistics',
  '/docs/integrations/jivo',
  '/docs/log/eventlog',
  '/docs/profile-user/profile',
  '/docs/profile-company/email-notifications',
  '/docs/faq/whatsapp',
  '/docs/hsm',
  '/docs/partner-customers',
  '/docs/partner-solution',
  '/docs/api',
  '/docs/api/messages/errorcodes',
  '/docs/api/templates/hsm',
  '/docs/api/clients/logout-push-devices',
  '/docs/api/callback/callback-set',
  '/docs/tags',
  '/blog',
  '/blog/page/2',
  '/blog/archive',
  '/blog/authors',
  '/blog/tags',
  '/blog/tags/history',
  '/blog/tags/history/page/2',
  '/blog/tags/rn',
  '/blog/tags/rn/page/2',
  oldestPost,
  '/search',
  '/markdown-page',
]

beforeAll(
  () => {
    // The build of `npm run build`, shared with the browser suite: made again only when a source is newer than it.
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', "import { ensureBuild } from './e2e/harness.mjs'; ensureBuild()"], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
      timeout: 8 * 60 * 1000,
    })
    if (run.status !== 0) throw new Error(`the production build failed:\n${run.stdout.slice(-4000)}\n${run.stderr.slice(-4000)}`)
  },
  9 * 60 * 1000,
)

describeOutputChecks('production build', () => ({ publicDir: PUBLIC, siteUrl: loadSiteConfig().siteUrl, pathPrefix: '' }))

describe('what tools we did not write say of the build', () => {
  test(
    'the W3C Nu HTML Checker finds no error on any page',
    () => {
      expect(nuHtmlErrors(htmlPages(PUBLIC))).toEqual([])
    },
    5 * 60 * 1000,
  )

  test("Spectral's OpenAPI rules find nothing in the published OpenAPI description", () => {
    expect(spectralProblems(join(PUBLIC, 'api', 'openapi.yaml'), ROOT)).toEqual([])
  }, 60_000)
})

describe('production build output', () => {
  test.each(SPEC_ROUTES)('%s is built with one h1', (route) => {
    const html = page(route)
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
    expect(html).toContain('<html lang="ru"')
  })

  test('the not-found page has the spec title and message', () => {
    const html = readFileSync(join(PUBLIC, '404.html'), 'utf8')
    expect(html).toContain('Страница не найдена')
    expect(html).toContain('сообщите владельцу сайта')
  })

  test.each(['/docs/hsm', '/docs/partner-customers', '/docs/partner-solution', '/docs/api/templates/hsm'])(
    'unlisted %s is noindex and out of the sidebars',
    (route) => {
      expect(page(route)).toMatch(/<meta[^>]*name="robots" content="noindex/)
      expect(page('/docs/start')).not.toContain(`href="${route}"`)
    },
  )

  test(`blog posts live at /blog/DD-MM-YY-suffix from ${SPEC_POST_DATES.oldest} to ${SPEC_POST_DATES.newest}`, () => {
    const posts = readdirSync(join(PUBLIC, 'blog')).filter((name) => /^\d{2}-\d{2}-\d{2}-/.test(name))
    expect(posts.sort()).toEqual(contentPosts.map((name) => name.replace(/\.mdx$/, '')).sort())
    expect(posts.some((p) => p.startsWith(`${SPEC_POST_DATES.oldest}-`))).toBe(true)
    expect(posts.some((p) => p.startsWith(`${SPEC_POST_DATES.newest}-`))).toBe(true)
  })

  const xml = (file: string) => new JSDOM(readFileSync(join(PUBLIC, file), 'utf8'), { contentType: 'text/xml' }).window.document
  const UNLISTED = ['/docs/hsm', '/docs/partner-customers', '/docs/partner-solution', '/docs/api/templates/hsm']

  test('RSS and Atom feeds parse as XML and list every post with absolute links', () => {
    const rss = xml('blog/rss.xml')
    expect(rss.querySelector('parsererror')).toBeNull()
    const links = [...rss.querySelectorAll('item > link')].map((l) => l.textContent ?? '')
    expect(links).toHaveLength(listedPostCount)
    for (const link of links) expect(link).toMatch(/^https?:\/\/[^/]+\/blog\/\d{2}-\d{2}-\d{2}-/)
    const atom = xml('blog/atom.xml')
    expect(atom.querySelector('parsererror')).toBeNull()
    expect(atom.querySelectorAll('entry')).toHaveLength(listedPostCount)
    expect(page('/blog')).toContain('type="application/rss+xml"')
  })

  test('the sitemap lists every listed page and no unlisted one, robots.txt points to it', () => {
    const locs = [...xml('sitemap.xml').querySelectorAll('url > loc')].map((l) => decodeURIComponent(new URL(l.textContent ?? '').pathname))
    const built = htmlPages(PUBLIC)
      .filter((f) => f.endsWith('/index.html') && !f.includes('/_gatsby/'))
      .map((f) => f.slice(PUBLIC.length).replace(/\/?index\.html$/, '') || '/')
      .filter((route) => !['/404', '/search', ...UNLISTED].includes(route))
    expect([...locs].sort()).toEqual([...built].sort())
    for (const route of ['/', '/docs/start', '/docs/api/messages/sending', '/blog', oldestPost]) expect(locs).toContain(route)
    for (const route of [...UNLISTED, '/404', '/search']) expect(locs).not.toContain(route)
    expect(readFileSync(join(PUBLIC, 'robots.txt'), 'utf8')).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m)
  })

  test('llms.txt links every listed doc and no unlisted one; llms-full.txt holds their Markdown', () => {
    const llms = readFileSync(join(PUBLIC, 'llms.txt'), 'utf8')
    const linked = [...llms.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => decodeURIComponent(new URL(m[1]).pathname))
    for (const route of SPEC_ROUTES.filter((r) => r.startsWith('/docs/') && !UNLISTED.includes(r) && r !== '/docs/tags')) {
      if (!['/docs/channel/push'].includes(route)) expect(linked).toContain(route)
    }
    for (const route of UNLISTED) expect(linked).not.toContain(route)
    const full = readFileSync(join(PUBLIC, 'llms-full.txt'), 'utf8')
    const viberTitle = /^title:\s*(.+)$/m.exec(readFileSync(join(ROOT, 'content', 'docs', 'channel', 'viber', 'connect.mdx'), 'utf8'))?.[1]
    expect(full).toContain(`# ${viberTitle}`)
    expect(full).toContain('`POST https://api.platform.example/v1/messages`')
    expect(full).not.toMatch(/<(Brand|ApiOperation|Admonition)\b/)
  })

  test('every page has a description, an absolute canonical URL and Open Graph tags; docs and posts have JSON-LD', () => {
    const problems: string[] = []
    for (const file of htmlPages(PUBLIC).filter((f) => !f.includes('/_gatsby/') && !f.endsWith('404.html') && !f.includes('/404/'))) {
      const html = readFileSync(file, 'utf8')
      if (!/<meta[^>]*name="description" content="[^"]{10,}"/.test(html)) problems.push(`${file}: description`)
      if (!/<link[^>]*rel="canonical" href="https?:\/\/[^"]+"/.test(html)) problems.push(`${file}: canonical`)
      if (!/<meta[^>]*property="og:image" content="https?:\/\//.test(html)) problems.push(`${file}: og:image`)
    }
    expect(problems).toEqual([])
    expect(page('/docs/start/whatis')).toContain('"@type":"TechArticle"')
    expect(page('/docs/start/whatis')).toContain('"@type":"BreadcrumbList"')
    // Generated category pages (cards of their pages) carry the same structured data as the docs they list.
    const categories = htmlPages(join(PUBLIC, 'docs')).filter((file) => readFileSync(file, 'utf8').includes('class="DocPage_cards-cards"'))
    expect(categories.length).toBeGreaterThan(0)
    for (const file of categories) {
      const html = readFileSync(file, 'utf8')
      expect([file, html.includes('"@type":"TechArticle"'), html.includes('"@type":"BreadcrumbList"')]).toEqual([file, true, true])
    }
    expect(page(oldestPost)).toContain('"@type":"BlogPosting"')
  })

  test('a content page shows the day its source last changed and links to its source; JSON-LD and the sitemap carry the day', () => {
    const config = loadSiteConfig()
    const lastmod = new Map(
      [...xml('sitemap.xml').querySelectorAll('url')].map((url) => [
        new URL(url.querySelector('loc')?.textContent ?? '').pathname,
        url.querySelector('lastmod')?.textContent ?? null,
      ]),
    )
    for (const [route, source] of [
      ['/docs/start/whatis', 'content/docs/start/whatis.mdx'],
      ['/docs/api/messages/sending', 'content/docs/api/messages/sending.mdx'],
      ['/markdown-page', 'content/pages/markdown-page.mdx'],
    ]) {
      const document = new JSDOM(page(route)).window.document
      const time = [...document.querySelectorAll('main time')].find((t) => t.parentElement?.textContent?.startsWith('Обновлено'))
      const day = time?.getAttribute('datetime') ?? ''
      expect([route, day]).toEqual([route, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)])
      // A file unchanged since its last commit is dated by that commit, whenever the checkout was made.
      const edited = spawnSync('git', ['status', '--porcelain', '--', source], { cwd: ROOT, encoding: 'utf8' }).stdout.trim() !== ''
      const committed = spawnSync('git', ['log', '-1', '--format=%cI', '--', source], { cwd: ROOT, encoding: 'utf8' }).stdout.trim()
      if (!edited && committed) expect([route, day]).toEqual([route, new Date(committed).toISOString().slice(0, 10)])
      expect(lastmod.get(route)).toBe(day)
      const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}'))
      expect(ld.find((data) => data.dateModified)?.dateModified).toBe(day)
      const edit = [...document.querySelectorAll('main a')].find((a) => a.textContent === 'Редактировать страницу')
      expect(edit?.getAttribute('href')).toBe(config.editUrl ? `${config.editUrl}${source}` : undefined)
    }
    // Lists have no single source file, and no lastmod.
    expect(lastmod.get('/blog')).toBeNull()
  })

  test('docs pages show the release notes that changed them', () => {
    // A docs page the oldest release note links to (every note links to the pages it changes).
    const changed = /\]\((\/docs\/[^)#\s]+)/.exec(postSource(oldestPostFile))?.[1] ?? '/docs/(none)'
    const html = page(changed)
    expect(html).toMatch(/Изменено\sв\sвыпусках/)
    expect(html).toContain(`href="${oldestPost}"`)
  })

  test('no page carries an inline script of its own, so HTML does not grow with the number of pages', () => {
    const scripts = new Map<string, number>()
    const files = htmlPages(PUBLIC)
    for (const file of files) {
      const html = readFileSync(file, 'utf8')
      for (const match of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)) {
        scripts.set(match[1], (scripts.get(match[1]) ?? 0) + 1)
      }
    }
    // The pre-paint script, the heading-anchor script, Gatsby's chunk map and compilation hash: the same on every page.
    expect(scripts.size).toBeLessThanOrEqual(6)
    const chunkMap = [...scripts.keys()].find((script) => script.includes('___chunkMapping')) ?? ''
    expect(chunkMap).not.toMatch(/content-file-path/)
    expect(readdirSync(PUBLIC).filter((name) => name.endsWith('.js')).length).toBeLessThan(40)
  })

  test('every table-of-contents link resolves to a heading id on its page', () => {
    let links = 0
    const broken: string[] = []
    for (const file of htmlPages(PUBLIC)) {
      const html = readFileSync(file, 'utf8')
      const start = html.indexOf('data-testid="toc"')
      if (start < 0) continue
      const toc = html.slice(start, html.indexOf('</nav>', start))
      const ids = new Set([...html.matchAll(/<h[1-6][^>]*\sid="([^"]+)"/g)].map((m) => m[1]))
      for (const match of toc.matchAll(/href="#([^"]+)"/g)) {
        links += 1
        if (!ids.has(match[1])) broken.push(`${file.slice(PUBLIC.length)}: #${match[1]}`)
      }
    }
    expect(broken).toEqual([])
    expect(links).toBeGreaterThan(500)
  })

  test('the typography rules (content/AUTHORING.md) leave nothing to change in the readable text of any page', () => {
    // The not-found page has no source of its own: its words are the site's UI strings, not the pipeline's.
    const pages = htmlPages(PUBLIC).filter((file) => !/\/404(\.html|\/index\.html)$/.test(file))
    const left = pages.flatMap((file) => untypographed(readFileSync(file, 'utf8')).map((place) => `${file.slice(PUBLIC.length)}: ${place}`))
    expect(pages.length).toBeGreaterThan(0)
    // Shown as «text -> what the rules make of it», at most 20 of them.
    expect({ count: left.length, first: left.slice(0, 20) }).toEqual({ count: 0, first: [] })
  })

  test('a page body reaches its page through the page query, as the HTML the page shows', () => {
    const data = JSON.parse(readFileSync(join(PUBLIC, 'page-data', 'docs', 'api', 'messages', 'sending', 'page-data.json'), 'utf8'))
    expect(data.result.pageContext).toMatchObject({ docId: 'api/messages/sending', sidebar: 'apiSidebar', previous: { path: '/docs/api/messages' } })
    const html: string = data.result.data.doc.html
    expect(html).toMatch(/POST/)
    expect(page('/docs/api/messages/sending')).toContain(html)
  })
})
