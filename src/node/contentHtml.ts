import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

/** Same marker as src/theme/MarkdownBody (kept here so build code does not import the theme). */
const BODY_MARKER = 'data-markdown-body=""'

/**
 * The inner HTML of the element carrying the body marker. React escapes `<` in text and attributes,
 * so every `<div` and `</div>` in its output is a real tag and counting them finds the closing one.
 */
export function extractBody(html: string): string | null {
  const marker = html.indexOf(BODY_MARKER)
  if (marker < 0) return null
  const start = html.indexOf('>', marker) + 1
  const tags = /<div[\s>]|<\/div>/g
  tags.lastIndex = start
  let depth = 1
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1
    if (depth === 0) return html.slice(start, match.index)
  }
  return null
}

interface PageData {
  path: string
  result: { pageContext?: { body?: { contentFile: string; contentHtml?: string | null; api?: unknown } } }
}

function* pageDataFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name)
    if (entry.isDirectory()) yield* pageDataFiles(file)
    else if (entry.name === 'page-data.json') yield file
  }
}

const htmlFileOf = (publicDir: string, path: string) => join(publicDir, path === '/' ? '' : path, 'index.html')

/**
 * Moves each page's rendered MDX body into its page data, where the browser reads it on client-side
 * navigation, and drops the OpenAPI data that only the HTML renderer needed. Each page data file is kept as
 * Gatsby wrote it in `originalsDir` (under .cache), for restorePageData. Returns the pages updated.
 */
export function captureContentHtml(publicDir: string, originalsDir: string): number {
  let count = 0
  const pageDataDir = join(publicDir, 'page-data')
  for (const file of pageDataFiles(pageDataDir)) {
    const text = readFileSync(file, 'utf8')
    const data = JSON.parse(text) as PageData
    const body = data.result.pageContext?.body
    if (!body || body.contentHtml != null) continue
    const htmlFile = htmlFileOf(publicDir, data.path)
    const html = extractBody(readFileSync(htmlFile, 'utf8'))
    if (html === null) throw new Error(`${htmlFile}: the rendered body of content/${body.contentFile} was not found (no element with ${BODY_MARKER})`)
    const original = join(originalsDir, relative(pageDataDir, file))
    mkdirSync(dirname(original), { recursive: true })
    writeFileSync(original, text)
    body.contentHtml = html
    body.api = null
    writeFileSync(file, JSON.stringify(data))
    count += 1
  }
  return count
}

/**
 * Before a build that reuses public/ (no `gatsby clean`), puts back the page data Gatsby wrote, so the HTML
 * renderer gets the OpenAPI data again for pages whose queries did not run anew; pages no longer built are
 * skipped. Returns the files restored.
 */
export function restorePageData(publicDir: string, originalsDir: string): number {
  if (!existsSync(originalsDir)) return 0
  let count = 0
  for (const original of pageDataFiles(originalsDir)) {
    const file = join(publicDir, 'page-data', relative(originalsDir, original))
    if (!existsSync(file)) continue
    writeFileSync(file, readFileSync(original))
    count += 1
  }
  rmSync(originalsDir, { recursive: true, force: true })
  return count
}
