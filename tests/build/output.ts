import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { listFiles } from '../../src/node/files'

/**
 * Checks of a finished build that do not care who wrote a URL: the content, a component, Gatsby or a
 * plugin. Each returns the problems it found as `page: what`, so a test can show them all at once.
 */

/** The HTML pages of a build: Gatsby's slice fragments under _gatsby/ are not pages. */
export const htmlPages = (publicDir: string): string[] => listFiles(publicDir, '.html').map((file) => join(publicDir, file))

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

/** The URL attributes of the elements in a piece of HTML; script and style bodies are not markup. */
export function urlsInHtml(html: string): string[] {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '')
  const urls: string[] = []
  for (const tag of markup.matchAll(/<[a-z][a-z0-9-]*\s[^>]*>/gi)) {
    for (const attr of tag[0].matchAll(/\s(href|src|srcset|action|poster|xlink:href)="([^"]*)"/gi)) {
      const value = decodeEntities(attr[2])
      if (attr[1].toLowerCase() === 'srcset')
        urls.push(
          ...value
            .split(',')
            .map((part) => part.trim().split(/\s+/)[0])
            .filter(Boolean),
        )
      else urls.push(value)
    }
  }
  // URLs of the page's own inline scripts' script tags are read too: Gatsby's bundles load through them.
  for (const tag of html.matchAll(/<script\b[^>]*\ssrc="([^"]*)"/gi)) urls.push(decodeEntities(tag[1]))
  return urls
}

export interface BuildUrls {
  /** The build's folder. */
  publicDir: string
  /** The origin absolute links to the site use (SITE_URL). */
  siteUrl: string
  /** The sub-path the site is served under, '' at the root (PATH_PREFIX). */
  pathPrefix: string
}

const SCHEMES_ALLOWED = /^(https?:|mailto:|tel:|data:)/i

/**
 * Resolves one URL found on `fromRoute` to a file of the build. Returns what is wrong with it, or null
 * when it resolves (or leaves the site). `routeOnly` URLs are routes handed to Gatsby's router, which
 * adds the prefix itself, so they must not carry it.
 */
export function checkUrl(url: string, fromRoute: string, build: BuildUrls, ids: (file: string) => Set<string>, routeOnly = false): string | null {
  if (/^\s*javascript:/i.test(url)) return `a javascript: URL: ${url}`
  if (url === '' || (url.startsWith('#') && url.length === 1)) return null
  let target: URL
  try {
    target = new URL(url, `${build.siteUrl}${build.pathPrefix}${fromRoute}`)
  } catch {
    return `not a URL: ${url}`
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !SCHEMES_ALLOWED.test(url)) return `an unexpected scheme: ${url}`
  if (target.origin !== new URL(build.siteUrl).origin) return null
  let path = decodeURIComponent(target.pathname)
  if (!routeOnly && build.pathPrefix) {
    if (path !== build.pathPrefix && !path.startsWith(`${build.pathPrefix}/`)) return `outside the path prefix ${build.pathPrefix}: ${url}`
    path = path.slice(build.pathPrefix.length) || '/'
  }
  const full = join(build.publicDir, path)
  const candidates = [full, join(full, 'index.html'), `${full.replace(/\/$/, '')}.html`]
  const file = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile())
  if (!file) return `no such page or file: ${url}`
  const fragment = decodeURIComponent(target.hash.slice(1))
  if (fragment && file.endsWith('.html') && !ids(file).has(fragment)) return `no element with id "${fragment}" on ${path}: ${url}`
  return null
}

/** The route of an HTML file of the build (`/docs/start` for docs/start/index.html). */
export const routeOf = (publicDir: string, file: string): string =>
  `/${relative(publicDir, file)}`.replace(/\/?index\.html$/, '').replace(/\.html$/, '') || '/'

/** The values of `path` fields and the URLs inside `html` fields of a page-data or static-query JSON. */
function urlsInData(value: unknown, out: { routes: string[]; html: string[] }): void {
  if (Array.isArray(value)) for (const item of value) urlsInData(item, out)
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'string' && (key === 'path' || key === 'href' || key === 'to') && item.startsWith('/')) out.routes.push(item)
      else if (typeof item === 'string' && key === 'html') out.html.push(...urlsInHtml(item))
      else urlsInData(item, out)
    }
  }
}

/**
 * Every URL of every HTML page, page-data file and static-query result of a build, resolved to a built file
 * and, with a fragment, to an element id on it. Returns the problems and how many URLs were checked.
 */
export function brokenUrls(build: BuildUrls): { problems: string[]; checked: number } {
  const idCache = new Map<string, Set<string>>()
  const ids = (file: string) => {
    let found = idCache.get(file)
    if (!found) {
      const html = readFileSync(file, 'utf8')
      found = new Set([...html.matchAll(/\s(?:id|name)="([^"]+)"/g)].map((m) => decodeEntities(m[1])))
      idCache.set(file, found)
    }
    return found
  }
  const problems = new Set<string>()
  let checked = 0
  const check = (urls: string[], fromRoute: string, where: string, routeOnly: boolean) => {
    for (const url of urls) {
      checked += 1
      const problem = checkUrl(url, fromRoute, build, ids, routeOnly)
      if (problem) problems.add(`${where}: ${problem}`)
    }
  }
  for (const file of htmlPages(build.publicDir)) {
    const route = routeOf(build.publicDir, file)
    check(urlsInHtml(readFileSync(file, 'utf8')), route, route, false)
  }
  const pageData = join(build.publicDir, 'page-data')
  for (const file of listFiles(pageData, '.json').map((name) => join(pageData, name))) {
    const data = JSON.parse(readFileSync(file, 'utf8')) as { path?: string }
    const found = { routes: [] as string[], html: [] as string[] }
    urlsInData(data, found)
    const route = typeof data.path === 'string' ? data.path : '/'
    const where = relative(build.publicDir, file)
    check(found.routes, route, where, true)
    check(found.html, route, where, false)
  }
  return { problems: [...problems].sort(), checked }
}

/**
 * Internal URLs written into the HTML of a build that do not start with its path prefix: on a host that
 * serves the site under that prefix, each is a request outside the site.
 */
export function urlsOutsidePrefix(build: BuildUrls): string[] {
  const problems = new Set<string>()
  const origin = new URL(build.siteUrl).origin
  for (const file of htmlPages(build.publicDir)) {
    const route = routeOf(build.publicDir, file)
    const html = readFileSync(file, 'utf8')
    const urls = [...urlsInHtml(html), ...[...html.matchAll(/<meta[^>]*\scontent="(https?:[^"]*)"/g)].map((m) => decodeEntities(m[1]))]
    for (const url of urls) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith(origin)) continue
      if (url.startsWith('#') || url === '') continue
      const path = new URL(url, `${origin}${build.pathPrefix}${route}`).pathname
      if (path !== build.pathPrefix && !path.startsWith(`${build.pathPrefix}/`)) problems.add(`${route}: ${url}`)
    }
  }
  return [...problems].sort()
}

/** The W3C Nu HTML Checker's errors over `files` (Java runs the checker's jar from the vnu-jar package). */
export function nuHtmlErrors(files: string[]): string[] {
  const jar = require.resolve('vnu-jar/build/dist/vnu.jar')
  const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (run.error) throw new Error(`the Nu HTML Checker needs Java (apt-get install default-jre-headless): ${run.error.message}`)
  const report = JSON.parse(run.stderr || run.stdout) as {
    messages: Array<{ type: string; url: string; message: string; lastLine?: number; extract?: string }>
  }
  return report.messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map((message) => `${message.url.replace(/^file:/, '')}:${message.lastLine ?? '?'}: ${message.message}`)
}

/** Spectral's problems (every severity) in an OpenAPI file, with the ruleset of .spectral.yaml (spectral:oas). */
export function spectralProblems(file: string, root: string): string[] {
  const cli = require.resolve('@stoplight/spectral-cli/dist/index.js')
  const run = spawnSync(process.execPath, [cli, 'lint', '--ruleset', join(root, '.spectral.yaml'), '--format', 'json', '--quiet', file], {
    cwd: root,
    encoding: 'utf8',
  })
  const out = run.stdout.trim()
  if (!out.startsWith('[')) throw new Error(`Spectral did not report: ${run.stderr || out}`)
  const results = JSON.parse(out) as Array<{ code: string; message: string; path: string[]; range: { start: { line: number } } }>
  return results.map((r) => `${r.range.start.line + 1}: ${r.code}: ${r.message} (${r.path.join('.')})`)
}
