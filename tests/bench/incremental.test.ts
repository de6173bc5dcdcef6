import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// CommonJS, so that scripts/bench/bench-incremental.mjs and Jest load the same file.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS script, loaded as it is
const { EDIT, parseSteps, replaceInBody, htmlSnapshot, htmlDiff, median, incrementalTable } = require('../../scripts/bench/incremental.cjs')

const ROOT = join(__dirname, '..', '..')

describe('parseSteps', () => {
  it("reads Gatsby's success lines, with or without counters, and sums a step reported twice", () => {
    const output = [
      'success open and validate gatsby-configs, load plugins - 0.412s',
      'info One line of a plugin - 3s',
      'success source and transform nodes - 5.213s',
      '\u001b[32msuccess\u001b[39m building schema - 0.9s\r',
      'success Building static HTML for pages - 8.012s - 165/165 20.59/s',
      'success run page queries - 0.024s - 2/2 83.12/s',
      'success run page queries - 1.5s',
      'success Done, no time here',
      'info Done building in 45.3 sec',
    ].join('\n')
    expect(parseSteps(output)).toEqual({
      'open and validate gatsby-configs, load plugins': 0.412,
      'source and transform nodes': 5.213,
      'building schema': 0.9,
      'Building static HTML for pages': 8.012,
      'run page queries': 1.524,
    })
  })
})

describe('replaceInBody', () => {
  const doc = ['---', 'title: Быстрому каналу', 'description: удобному', '---', '', 'По самому удобному каналу, а не по удобному-другому.', ''].join(
    '\n',
  )

  it('replaces the whole word in the body and leaves the front matter alone', () => {
    const once = ['---', 'title: Быстрому каналу', 'description: удобному', '---', '', 'По самому удобному каналу.', ''].join('\n')
    expect(replaceInBody(once, 'удобному', 'быстрому')).toBe(once.replace('самому удобному', 'самому быстрому'))
  })

  it('wants the word exactly once in the body, so the edit is always one place', () => {
    expect(() => replaceInBody(doc, 'удобному', 'быстрому')).toThrow('stands 2 times')
    expect(() => replaceInBody(doc, 'Быстрому', 'удобному')).toThrow('stands 0 times')
    // Part of a longer word is not the word.
    expect(() => replaceInBody('По неудобному пути.', 'удобному', 'быстрому')).toThrow('stands 0 times')
  })

  it('finds the edit and each develop word in turn in the real doc, in its body', () => {
    const source = readFileSync(join(ROOT, EDIT.file), 'utf8')
    let text = replaceInBody(source, EDIT.from, EDIT.to)
    let previous = EDIT.to
    for (const word of EDIT.developWords) {
      expect(text).not.toContain(word)
      text = replaceInBody(text, previous, word)
      previous = word
    }
    expect(text.split('\n---\n')[0]).toBe(source.split('\n---\n')[0])
    expect(new Set([EDIT.from, EDIT.to, ...EDIT.developWords]).size).toBe(2 + EDIT.developWords.length)
  })
})

describe('htmlSnapshot and htmlDiff', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'html-snapshot-'))
    mkdirSync(join(dir, 'docs', 'a'), { recursive: true })
    mkdirSync(join(dir, 'page-data', '404.html'), { recursive: true })
    for (const [file, text] of Object.entries({
      'index.html': 'home',
      'docs/a/index.html': 'a',
      'docs/b.html': 'b',
      'gone.html': 'x',
      'app.js': 'js',
    }))
      writeFileSync(join(dir, file), text)
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('counts files written (mtime), changed (bytes), added, removed and the total', () => {
    const before = htmlSnapshot(dir)
    expect([...before.keys()].sort()).toEqual(['docs/a/index.html', 'docs/b.html', 'gone.html', 'index.html'])
    const later = new Date(Date.now() + 5000)
    writeFileSync(join(dir, 'index.html'), 'home') // written again, same bytes
    utimesSync(join(dir, 'index.html'), later, later)
    writeFileSync(join(dir, 'docs/a/index.html'), 'a, edited')
    utimesSync(join(dir, 'docs/a/index.html'), later, later)
    writeFileSync(join(dir, 'new.html'), 'new')
    rmSync(join(dir, 'gone.html'))
    expect(htmlDiff(before, htmlSnapshot(dir))).toEqual({ htmlWritten: 3, htmlChanged: 2, htmlRemoved: 1, htmlTotal: 4 })
  })
})

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([900, 300, 600])).toBe(600)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNull()
  })
})

describe('incrementalTable', () => {
  const baseline = {
    coldBuildSeconds: 40,
    coldBuildPeakRssMB: 1000,
    warmUnchangedSeconds: 20,
    warmEditSeconds: 25,
    sourceAndTransformNodesSeconds: 5,
    htmlWritten: 200,
    htmlChanged: 3,
    htmlTotal: 200,
    developReadySeconds: 60,
    developEditToVisibleMs: [1200, 1000, 1100],
    developEditToVisibleMedianMs: 1100,
  }
  const current = { ...baseline, coldBuildSeconds: 30, htmlWritten: 2, developEditToVisibleMs: [500, 600, 550], developEditToVisibleMedianMs: 550 }

  it('has baseline, current and current ÷ baseline for every figure', () => {
    const lines: string[] = incrementalTable(current, baseline).split('\n')
    expect(lines[0]).toMatch(/^\s+baseline\s+current\s+current÷baseline$/)
    const row = (label: string) => lines.find((line) => line.startsWith(label))?.split(/\s{2,}/)
    expect(row('cold build s')).toEqual(['cold build s', '40', '30', '0.75'])
    expect(row('htmlWritten/total')).toEqual(['htmlWritten/total', '200/200', '2/200', '0.01'])
    expect(row('develop edit→visible 2 ms')).toEqual(['develop edit→visible 2 ms', '1000', '600', '0.60'])
    expect(row('develop edit→visible median ms')).toEqual(['develop edit→visible median ms', '1100', '550', '0.50'])
    expect(lines).toHaveLength(14)
  })

  it('shows a dash for what was not measured: no baseline, develop skipped', () => {
    const { developReadySeconds: _r, developEditToVisibleMs: _e, developEditToVisibleMedianMs: _m, ...built } = current
    const row = (label: string) =>
      incrementalTable(built, undefined)
        .split('\n')
        .find((line: string) => line.startsWith(label))
        ?.split(/\s{2,}/)
    expect(row('cold build s')).toEqual(['cold build s', '—', '30', '—'])
    expect(row('develop edit→visible median ms')).toEqual(['develop edit→visible median ms', '—', '—', '—'])
  })
})
