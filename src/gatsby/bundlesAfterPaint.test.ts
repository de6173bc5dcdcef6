import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bundlesAfterPaintScript, checkBundlesAfterPaint, deferBundlesInHtml, deferBundlesInScriptsSlice, SCRIPTS_SLICE } from './bundlesAfterPaint'

const page = (tail: string) =>
  `<!DOCTYPE html><html><head></head><body><div id="___gatsby"><p>Текст</p></div><script>window.___webpackCompilationHash="x";</script>${tail}</body></html>`
const tags =
  '<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async=""></script><script src="/app-3.js" async=""></script>'

describe('bundles after the first paint', () => {
  test("Gatsby's bundle tags become one loader that requests the same files, in order", () => {
    const html = deferBundlesInHtml(page(tags))!
    expect(html).not.toMatch(/<script src=/)
    expect(html).toContain(`<script>${bundlesAfterPaintScript(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'])}</script></body>`)
    expect(html).toContain('<p>Текст</p>')
  })

  test('rewriting twice gives the same page; a page without bundles is left alone', () => {
    const once = deferBundlesInHtml(page(tags))!
    expect(deferBundlesInHtml(once)).toBe(once)
    expect(deferBundlesInHtml(page(''))).toBeNull()
  })

  test('the loader appends each bundle once: on the first contentful paint, or at once in a hidden tab', () => {
    const appended: string[] = []
    let observer: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | null = null
    const timers: Array<() => void> = []
    const run = (visibilityState: string) => {
      const document = {
        visibilityState,
        createElement: () => ({}) as { src?: string },
        body: { appendChild: (e: { src: string }) => appended.push(e.src) },
      }
      const PerformanceObserver = Object.assign(
        function (this: { observe: () => void }, callback: typeof observer) {
          observer = callback
          this.observe = () => undefined
        },
        { supportedEntryTypes: ['paint', 'largest-contentful-paint'] },
      )
      new Function('document', 'window', 'setTimeout', bundlesAfterPaintScript(['/a.js', '/b.js']))(
        document,
        { PerformanceObserver },
        (f: () => void) => timers.push(f),
      )
    }
    run('visible')
    observer!({ getEntriesByName: () => [] })
    expect(appended).toEqual([])
    observer!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) })
    timers.forEach((f) => f())
    expect(appended).toEqual(['/a.js', '/b.js'])
    appended.length = 0
    run('hidden')
    expect(appended).toEqual(['/a.js', '/b.js'])
  })

  test("Gatsby's scripts slice is written with the loader; other files as Gatsby writes them; a slice without tags stops the build", async () => {
    const written: Array<[string, string]> = []
    const module = { ensureFileContent: async (file: string, data: string) => (written.push([file, data]), true) }
    deferBundlesInScriptsSlice(() => module)
    const sliceText =
      '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script>window.___webpackCompilationHash="x";</script>' + tags
    await module.ensureFileContent(`/site/${SCRIPTS_SLICE}`, sliceText)
    await module.ensureFileContent('/site/public/chunk-map.json', '{}')
    expect(written[0][1]).toBe(deferBundlesInHtml(sliceText))
    expect(written[0][1]).toContain('window.___chunkMapping')
    expect(written[1]).toEqual(['/site/public/chunk-map.json', '{}'])
    expect(() => module.ensureFileContent(`/site/${SCRIPTS_SLICE}`, '<script>window.___webpackCompilationHash="x";</script>')).toThrow(
      /src\/gatsby\/bundlesAfterPaint\.ts \(written for Gatsby 5\.16\.1, running [^)]+\) no longer applies: no bundle script tags/,
    )
  })

  test("when Gatsby's ensureFileContent is gone, the build stops naming the module", () => {
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./bundlesAfterPaint')>('./bundlesAfterPaint')
      expect(() => fresh.deferBundlesInScriptsSlice(() => ({}))).toThrow(/bundlesAfterPaint\.ts .* no longer exports ensureFileContent/)
    })
  })

  test('after the build every page requests its bundles through the loader; a page with the tags stops the build naming it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundles-'))
    try {
      mkdirSync(join(dir, 'docs'))
      mkdirSync(join(dir, '_gatsby'))
      writeFileSync(join(dir, 'index.html'), deferBundlesInHtml(page(tags))!)
      writeFileSync(join(dir, 'docs', 'index.html'), deferBundlesInHtml(page(tags))!)
      writeFileSync(join(dir, '_gatsby', 'slice.html'), '<p>a fragment, not a page</p>')
      expect(() => checkBundlesAfterPaint(dir)).not.toThrow()
      writeFileSync(join(dir, 'docs', 'index.html'), page(tags))
      expect(() => checkBundlesAfterPaint(dir)).toThrow(
        /src\/gatsby\/bundlesAfterPaint\.ts \(written for Gatsby 5\.16\.1, running [^)]+\) no longer applies: 1 page\(s\) load their bundles without the loader: docs\/index\.html/,
      )
      expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain('bundles-after-paint')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
