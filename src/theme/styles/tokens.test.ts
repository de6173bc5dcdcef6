import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { DESKTOP_MIN_WIDTH, MOBILE_MEDIA_QUERY } from './tokens'

const SRC = join(__dirname, '..', '..')
const cssFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? cssFiles(path) : name.endsWith('.css') ? [path] : []
  })

/** Every `@media` of the site's stylesheets with a width condition: file:line and the query. */
function widthQueries(): Array<{ where: string; query: string; width: number }> {
  return cssFiles(SRC).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => {
        const media = /@media\s+([^{]+)\{/.exec(line)
        const width = media && /(?:max|min)-width:\s*(\d+)px/.exec(media[1])
        return media && width ? [{ where: `${relative(SRC, file)}:${index + 1}`, query: media[1].trim(), width: Number(width[1]) }] : []
      }),
  )
}

describe('the desktop breakpoint (docs/requirements.md §9)', () => {
  test('every stylesheet switches to the mobile layout with the query of tokens.ts', () => {
    // A width within 100 px of the breakpoint is meant to be the breakpoint; other widths (wide screens, small phones) are their own.
    const near = widthQueries().filter(({ width }) => Math.abs(width - DESKTOP_MIN_WIDTH) < 100)
    expect(near.length).toBeGreaterThan(0)
    expect(near.filter(({ query }) => query !== MOBILE_MEDIA_QUERY).map(({ where, query }) => `${where}: ${query}`)).toEqual([])
  })
})
