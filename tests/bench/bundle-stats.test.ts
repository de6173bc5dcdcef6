import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

// CommonJS, so that scripts/bench/bundle-report.mjs and Jest load the same file.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS script, loaded as it is
const { routeBundles, executedBytes } = require('../../scripts/bench/bundle-stats.cjs')

describe('routeBundles', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'bundles-'))
    const files: Record<string, string> = {
      'framework-1.js': 'var react = 1;'.repeat(200),
      'app-1.js': 'var app = 2;'.repeat(100),
      'commons-1.js': 'var commons = 3;'.repeat(50),
      'component---src-templates-doc-tsx-1.js': 'var doc = 4;',
    }
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
    const asset = (name: string) => ({ name, size: files[name]?.length ?? 10 })
    writeFileSync(
      join(dir, 'webpack.stats.json'),
      JSON.stringify({
        namedChunkGroups: {
          app: { assets: [asset('framework-1.js'), asset('styles.css'), asset('app-1.js')] },
          'component---src-templates-doc-tsx': {
            assets: [asset('styles.css'), asset('commons-1.js'), asset('component---src-templates-doc-tsx-1.js')],
          },
        },
      }),
    )
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  test('lists the shared JS and what each route adds, with gzip sizes, and no CSS', () => {
    const report = routeBundles(dir, join(dir, 'webpack.stats.json'))
    expect(Object.keys(report.shared.files)).toEqual(['framework-1.js', 'app-1.js'])
    expect(Object.keys(report.routes)).toEqual(['src-templates-doc-tsx'])
    expect(Object.keys(report.routes['src-templates-doc-tsx'].files)).toEqual(['commons-1.js', 'component---src-templates-doc-tsx-1.js'])
    const commons = gzipSync('var commons = 3;'.repeat(50), { level: 9 }).length
    expect(report.routes['src-templates-doc-tsx'].files['commons-1.js']).toBe(Math.round((commons / 1024) * 10) / 10)
  })

  test('names the stats file when the shared group is missing', () => {
    writeFileSync(join(dir, 'webpack.stats.json'), JSON.stringify({ namedChunkGroups: {} }))
    expect(() => routeBundles(dir, join(dir, 'webpack.stats.json'))).toThrow(`${join(dir, 'webpack.stats.json')}: no "app" chunk group`)
  })
})

describe('executedBytes', () => {
  test('an inner range overrides the range around it', () => {
    const source = 'x'.repeat(100)
    // The script ran (0–100); a function in it (20–60) never ran; another (70–90) ran, but not its block 75–80.
    const entry = {
      source,
      functions: [
        { ranges: [{ startOffset: 0, endOffset: 100, count: 1 }] },
        { ranges: [{ startOffset: 20, endOffset: 60, count: 0 }] },
        {
          ranges: [
            { startOffset: 70, endOffset: 90, count: 3 },
            { startOffset: 75, endOffset: 80, count: 0 },
          ],
        },
      ],
    }
    expect(executedBytes(entry)).toBe(100 - 40 - 5)
  })

  test('a script that never ran counts nothing, and ranges past the end are clipped', () => {
    expect(executedBytes({ source: 'abc', functions: [{ ranges: [{ startOffset: 0, endOffset: 10, count: 0 }] }] })).toBe(0)
    expect(executedBytes({ source: 'abc', functions: [{ ranges: [{ startOffset: 0, endOffset: 10, count: 2 }] }] })).toBe(3)
  })
})
