// Build-time font generation (run from onPreBootstrap): one variable-weight Inter file subset to the
// characters the content and the UI contain, and a fallback @font-face whose metrics match Inter so the swap moves nothing.
import { existsSync, readFileSync, mkdirSync, statSync, writeFileSync } from 'node:fs'
import { listFiles } from '../files'
import { join, dirname } from 'node:path'
import { createRequire } from 'node:module'
import subsetFont from 'subset-font'
import interMetrics from '@capsizecss/metrics/inter'
import arialMetrics from '@capsizecss/metrics/arial'

interface Metrics {
  ascent: number
  descent: number
  lineGap: number
  unitsPerEm: number
  xWidthAvg: number
}

/** Printable ASCII is always kept: code samples, URLs and UI punctuation. */
const ALWAYS = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')

/** Every distinct character in the given texts plus printable ASCII, sorted. */
export function collectCharacters(texts: string[]): string {
  const set = new Set<string>(ALWAYS)
  for (const text of texts) for (const ch of text) if (ch.codePointAt(0)! >= 32) set.add(ch)
  return [...set].sort().join('')
}

/** Texts whose characters the site can show: content files, configuration and UI sources (strings in ru.ts). */
export function siteTexts(root: string): string[] {
  const files = [
    ...listFiles(join(root, 'content'), ['.md', '.mdx', '.yaml', '.yml', '.json']).map((f) => join(root, 'content', f)),
    ...listFiles(join(root, 'src'), ['.ts', '.tsx'])
      .filter((f) => !f.includes('.test.') && !f.includes('/generated/'))
      .map((f) => join(root, 'src', f)),
  ]
  return files.map((f) => readFileSync(f, 'utf8'))
}

/** @font-face overrides for a local fallback so it occupies the same space as Inter. */
export function fallbackMetrics(font: Metrics = interMetrics, fallback: Metrics = arialMetrics) {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm)
  const pct = (v: number) => `${((v / font.unitsPerEm / sizeAdjust) * 100).toFixed(2)}%`
  return {
    sizeAdjust: `${(sizeAdjust * 100).toFixed(2)}%`,
    ascentOverride: pct(font.ascent),
    descentOverride: pct(Math.abs(font.descent)),
    lineGapOverride: pct(font.lineGap),
  }
}

/**
 * Resolved through package.json from the project root: a .woff2 specifier would be mapped to a stub under Jest,
 * and Gatsby's compiled gatsby-node has no require.resolve.
 */
export const INTER_SOURCE = join(
  dirname(createRequire(join(process.cwd(), 'package.json')).resolve('inter-ui/package.json')),
  'variable/InterVariable.woff2',
)

export async function subsetInter(characters: string, source = INTER_SOURCE): Promise<Buffer> {
  // opsz pinned to text size, weight narrowed to the 400-700 the theme uses, and no glyphs reachable only through
  // optional OpenType features (alternates): 90 KB -> about 21 KB for the site's characters.
  return subsetFont(readFileSync(source), characters, {
    targetFormat: 'woff2',
    variationAxes: { opsz: 14, wght: { min: 400, max: 700 } },
    noLayoutClosure: true,
  })
}

export function fontCss(file: string): string {
  const m = fallbackMetrics()
  return `@font-face {
  font-family: 'Inter';
  font-style: normal;
  font-weight: 400 700;
  font-display: swap;
  src: url('./${file}') format('woff2');
}
@font-face {
  font-family: 'Inter Fallback';
  src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Helvetica');
  size-adjust: ${m.sizeAdjust};
  ascent-override: ${m.ascentOverride};
  descent-override: ${m.descentOverride};
  line-gap-override: ${m.lineGapOverride};
}
`
}

/** Writes src/theme/styles/generated/{inter.woff2,fonts.css}; returns the characters and the byte size. */
export async function generateFonts(root: string) {
  const characters = collectCharacters(siteTexts(root))
  const dir = join(root, 'src/theme/styles/generated')
  const files = { font: join(dir, 'inter.woff2'), css: join(dir, 'fonts.css'), characters: join(dir, 'characters.txt') }
  const css = fontCss('inter.woff2')
  // The same characters as the last build: the files stay as they are (subsetting takes about a second, and files
  // written again would look changed to webpack's cache).
  if (
    Object.values(files).every((file) => existsSync(file)) &&
    readFileSync(files.characters, 'utf8') === characters &&
    readFileSync(files.css, 'utf8') === css
  ) {
    return { characters, bytes: statSync(files.font).size }
  }
  const font = await subsetInter(characters)
  mkdirSync(dir, { recursive: true })
  writeFileSync(files.font, font)
  writeFileSync(files.css, css)
  writeFileSync(files.characters, characters)
  return { characters, bytes: font.length }
}
