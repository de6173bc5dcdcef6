import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { listFiles } from '../node/files'
import { scriptLiteral } from '../head/scriptLiteral'
import { GatsbyAdaptationError } from './adaptation'

/**
 * Gatsby ends every page with its bundles (webpack runtime, React, the app) as `<script src async>` tags, which
 * the browser requests as soon as it sees them, while the HTML, the preloaded font and the first paint still
 * need the connection and the processor. The page is readable from its HTML alone, so the bundles can wait
 * for its first contentful paint: the build replaces the tags by one inline script that requests them when the
 * browser reports that paint (Paint Timing, `first-contentful-paint`). A page in a background tab, which paints
 * nothing, and a browser without Paint Timing request them at once; if no paint is reported within FALLBACK_MS
 * they are requested anyway. (A frame callback is too early: it runs before the frame is presented.)
 *
 * Gatsby 5 writes the tags once per build into the `_gatsby-scripts` slice (public/_gatsby/slices/_gatsby-scripts-1.html,
 * made by its webpack stats extractor through `ensureFileContent`) and stitches that slice into every page after
 * server rendering: gatsby-ssr's onPreRenderHTML only sees the slice's placeholder. So the change is made where the
 * slice is written, once, and Gatsby stitches the loader into each page it renders; a page Gatsby does not render
 * again is not written again.
 */
const BUNDLE_RUN = /(?:<script src="[^"]+" async(?:="")?><\/script>)+/
/** The loader starts with this comment, so a page a cached build left rewritten gets today's loader. */
const MARK = '/*bundles-after-paint*/'
const WRITTEN_LOADER = /<script>\/\*bundles-after-paint\*\/\(function\(\)\{var s=(\[[^\]]*\])[\s\S]*?<\/script>/

/** If no paint is reported (rendering paused), the bundles are requested after this long. */
export const FALLBACK_MS = 3000

export function bundlesAfterPaintScript(bundles: readonly string[]): string {
  return (
    `${MARK}(function(){var s=${scriptLiteral(bundles)},d=document,done=0,P=window.PerformanceObserver;` +
    `function go(){if(done)return;done=1;s.forEach(function(u){var e=d.createElement('script');e.src=u;e.async=true;d.body.appendChild(e)})}` +
    `if(d.visibilityState==='hidden'||!P||(P.supportedEntryTypes||[]).indexOf('paint')<0){go();return}` +
    `try{new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true})}catch(e){go()}` +
    `setTimeout(go,${FALLBACK_MS})})();`
  )
}

/** The page's HTML with its bundle tags (or an earlier build's loader) replaced by the loader; null without either. */
export function deferBundlesInHtml(html: string): string | null {
  const run = BUNDLE_RUN.exec(html)
  const written = run ? null : WRITTEN_LOADER.exec(html)
  if (!run && !written) return null
  const bundles = run ? [...run[0].matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]) : (JSON.parse(written![1]) as string[])
  const loader = `<script>${bundlesAfterPaintScript(bundles)}</script>`
  return html.replace(run ? run[0] : written![0], () => loader)
}

/** Where Gatsby writes the scripts slice, relative to the site's directory. */
export const SCRIPTS_SLICE = join('public', '_gatsby', 'slices', '_gatsby-scripts-1.html')
const ENSURE_FILE_CONTENT = 'gatsby/dist/utils/ensure-file-content'

type EnsureFileContent = (file: string, data: string) => Promise<boolean>
let installed = false

/**
 * Makes Gatsby write the scripts slice with the loader in place of its bundle tags. The module is resolved from
 * the site's folder and patched where Gatsby's stats extractor calls it (`(0, module.ensureFileContent)(…)` reads
 * the export on every call). When the module or the tags are gone, the build stops naming this module.
 */
export function deferBundlesInScriptsSlice(
  load: () => { ensureFileContent?: EnsureFileContent } = () => createRequire(`${process.cwd()}/package.json`)(ENSURE_FILE_CONTENT),
): void {
  if (installed) return
  const module = load()
  const original = module.ensureFileContent
  if (typeof original !== 'function')
    throw new GatsbyAdaptationError('bundlesAfterPaint.ts', `${ENSURE_FILE_CONTENT} no longer exports ensureFileContent`)
  module.ensureFileContent = (file: string, data: string) => {
    if (!file.endsWith(SCRIPTS_SLICE)) return original(file, data)
    const deferred = deferBundlesInHtml(data)
    if (deferred === null)
      throw new GatsbyAdaptationError('bundlesAfterPaint.ts', `no bundle script tags (<script src async> run) in the scripts slice Gatsby writes`)
    return original(file, deferred)
  }
  installed = true
}

/**
 * After the build: every page (Gatsby's slice fragments under _gatsby/ are not pages) requests its bundles
 * through the loader and has none of Gatsby's bundle tags. A page that does not stops the build naming it: Gatsby
 * then writes its bundles some other way. `pages` (paths relative to `publicDir`) are the pages to read, all of
 * them unless given.
 */
export function checkBundlesAfterPaint(publicDir: string, pages: string[] = listFiles(publicDir, '.html')): void {
  const wrong: string[] = []
  for (const file of pages) {
    if (file.startsWith('_gatsby/')) continue
    const html = readFileSync(join(publicDir, file), 'utf8')
    if (BUNDLE_RUN.test(html) || !html.includes(`<script>${MARK}`)) wrong.push(file)
  }
  if (wrong.length > 0) {
    const slice = join(publicDir, '..', SCRIPTS_SLICE)
    throw new GatsbyAdaptationError(
      'bundlesAfterPaint.ts',
      `${wrong.length} page(s) load their bundles without the loader: ${wrong.slice(0, 5).join(', ')}${existsSync(slice) ? '' : ` (no ${SCRIPTS_SLICE})`}`,
    )
  }
}
