import { create, type Font } from 'fontkit'
import interMetrics from '@capsizecss/metrics/inter'
import arialMetrics from '@capsizecss/metrics/arial'
import { collectCharacters, siteTexts, subsetInter, fallbackMetrics, fontCss } from './generateFonts'

const root = process.cwd()
import { readFileSync } from 'node:fs'
import { INTER_SOURCE } from './generateFonts'

/** The full Inter the subset is cut from: a character it does not draw (an emoji, ⋯) falls back to the system font either way. */
const source = create(readFileSync(INTER_SOURCE)) as Font

async function subsetOf(characters: string): Promise<Font> {
  return create(await subsetInter(characters)) as Font
}

describe('Inter subset', () => {
  jest.setTimeout(60_000)
  const characters = collectCharacters(siteTexts(root))

  it('takes the characters of the content and the UI strings, and printable ASCII', () => {
    for (const ch of 'Аа Ёё Яя «»—–…№₽ AZaz09{}') expect(characters).toContain(ch)
  })

  it('has a glyph for every character the content and the UI use', async () => {
    const font = await subsetOf(characters)
    const cp = (ch: string) => ch.codePointAt(0)!
    const missing = [...characters].filter((ch) => source.hasGlyphForCodePoint(cp(ch)) && !font.hasGlyphForCodePoint(cp(ch)))
    expect(missing).toEqual([])
    // Nearly everything is Inter's: only symbols Inter lacks are left to the fallback, never letters.
    const notInInter = [...characters].filter((ch) => !source.hasGlyphForCodePoint(cp(ch)))
    expect(notInInter.filter((ch) => /\p{L}|\p{N}/u.test(ch))).toEqual([])
  })

  it('a character the site does not use is left out, so a fixture character missing from the input is missing from the file', async () => {
    const font = await subsetOf(collectCharacters(['Привет']))
    expect(font.hasGlyphForCodePoint('П'.codePointAt(0)!)).toBe(true)
    expect(font.hasGlyphForCodePoint('Щ'.codePointAt(0)!)).toBe(false)
    expect(font.hasGlyphForCodePoint('Ж'.codePointAt(0)!)).toBe(false)
  })

  it('keeps the weight axis for 400 to 700 in one file, within the 40 KB budget', async () => {
    const data = await subsetInter(characters)
    expect(data.length).toBeLessThan(40 * 1024)
    const font = create(data) as Font
    expect(font.variationAxes.wght).toMatchObject({ min: 400, max: 700 })
  })
})

describe('fallback metrics', () => {
  it('scale Arial to Inter’s average width and give Inter’s vertical metrics', () => {
    const m = fallbackMetrics()
    const size = parseFloat(m.sizeAdjust) / 100
    expect(size).toBeCloseTo(interMetrics.xWidthAvg / interMetrics.unitsPerEm / (arialMetrics.xWidthAvg / arialMetrics.unitsPerEm), 3)
    // ascent-override × size-adjust = Inter's ascent in ems, so a line of the fallback is as tall as a line of Inter.
    expect((parseFloat(m.ascentOverride) / 100) * size).toBeCloseTo(interMetrics.ascent / interMetrics.unitsPerEm, 3)
    expect((parseFloat(m.descentOverride) / 100) * size).toBeCloseTo(-interMetrics.descent / interMetrics.unitsPerEm, 3)
    expect(m.lineGapOverride).toBe('0.00%')
  })

  it('are written into the fallback @font-face', () => {
    const css = fontCss('inter.woff2')
    const m = fallbackMetrics()
    expect(css).toContain(`size-adjust: ${m.sizeAdjust}`)
    expect(css).toContain(`ascent-override: ${m.ascentOverride}`)
    expect(css).toContain("font-family: 'Inter Fallback'")
  })
})
