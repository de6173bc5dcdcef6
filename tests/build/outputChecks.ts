import { readFileSync, statSync } from 'node:fs'
import { brokenUrls, htmlPages, routeOf, type BuildUrls } from './output'

/**
 * The most raw bytes of HTML one page may weigh (docs/performance.md, «What a page weighs»), whatever the number
 * of pages: a page over it carries something twice, or something every page could share.
 */
export const HTML_PAGE_BUDGET_BYTES = 200_000

/**
 * Checks every build of the site must pass, whatever its configuration: the suite runs them over the
 * ordinary build (site.test.ts) and over one for a sub-path host (prefixed.test.ts).
 */
export function describeOutputChecks(label: string, build: () => BuildUrls): void {
  describe(`${label}: every page`, () => {
    test('is valid UTF-8 without NUL bytes', () => {
      const files = htmlPages(build().publicDir)
      expect(files.length).toBeGreaterThan(0)
      const decoder = new TextDecoder('utf-8', { fatal: true })
      const bad = files.filter((file) => {
        const bytes = readFileSync(file)
        if (bytes.includes(0)) return true
        try {
          decoder.decode(bytes)
          return false
        } catch {
          return true
        }
      })
      expect(bad).toEqual([])
    })

    test('has one title, and no two pages share one', () => {
      const titles = new Map<string, string[]>()
      for (const file of htmlPages(build().publicDir)) {
        const found = readFileSync(file, 'utf8').match(/<title[^>]*>([^<]*)<\/title>/g) ?? []
        expect([file, found.length]).toEqual([file, 1])
        if (file.endsWith('404.html') || file.includes('/404/')) continue
        const title = found[0] ?? ''
        titles.set(title, [...(titles.get(title) ?? []), file])
      }
      expect([...titles.entries()].filter(([, files]) => files.length > 1)).toEqual([])
    })

    test(`weighs at most ${HTML_PAGE_BUDGET_BYTES / 1000} KB of HTML`, () => {
      const { publicDir } = build()
      const heavy = htmlPages(publicDir)
        .map((file) => [routeOf(publicDir, file), statSync(file).size] as const)
        .filter(([, bytes]) => bytes > HTML_PAGE_BUDGET_BYTES)
      expect(heavy).toEqual([])
    })

    test('links only to files the build has, and to ids those pages carry, in its HTML and its page data', () => {
      // Whoever wrote the URL: content, a component (tags, breadcrumbs, paginators, the API reference), Gatsby.
      const { problems, checked } = brokenUrls(build())
      expect(problems).toEqual([])
      expect(checked).toBeGreaterThan(0)
    })
  })
}
