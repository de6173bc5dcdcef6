import { readFileSync, writeFileSync } from 'node:fs'
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
 * they are requested anyway. (A frame callback is too early: it runs before the frame is presented.) Gatsby renders the tags through a slice that is stitched
 * into the HTML after gatsby-ssr's onPreRenderHTML, so this runs over the written files (onPostBuild).
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

/**
 * Rewrites every page of `publicDir` (Gatsby's slice fragments under _gatsby/ are not pages); returns how many it
 * changed. A page with neither Gatsby's bundle tags nor the loader means Gatsby writes its bundles some other way:
 * the build stops naming the pages.
 */
export function deferBundles(publicDir: string): number {
  let changed = 0
  const untouched: string[] = []
  for (const file of listFiles(publicDir, '.html')) {
    if (file.startsWith('_gatsby/')) continue
    const path = join(publicDir, file)
    const before = readFileSync(path, 'utf8')
    const html = deferBundlesInHtml(before)
    if (html === null) untouched.push(file)
    else if (html !== before) {
      writeFileSync(path, html)
      changed += 1
    }
  }
  if (untouched.length > 0) {
    throw new GatsbyAdaptationError(
      'bundlesAfterPaint.ts',
      `no bundle script tags (<script src async> run) on ${untouched.length} page(s): ${untouched.slice(0, 5).join(', ')}`,
    )
  }
  return changed
}
