import { createRequire } from 'node:module'

/**
 * The site's adaptations of Gatsby internals live in this folder, one module each, for the jobs Gatsby has no
 * public API for. Each was written against the Gatsby version below and checks, where it runs, that what it
 * adapts is still there: when a Gatsby release changes it, the build stops naming the module, instead of the
 * adaptation silently doing nothing.
 *
 * - webpack.ts: finds Gatsby's loader rules and plugins in its webpack configuration (esbuild for the site's
 *   TypeScript, deterministic CSS-module names, fonts as files, SWC minification, unused runtime modules left out),
 *   keys the browser bundle's persistent cache by the installed packages, keeps the stylesheets' child
 *   compilations out of the compilation hash every page names, splits chunks among the pages' only (not the
 *   search worker's), lets gatsby-react-router-scroll's CommonJS hook require only the export of Gatsby's router it
 *   reads (scrollRestorationRouter.mjs), gives the browser bundle prop-types' validators without their shims' text
 *   (propTypes.ts) and writes webpack's own code of it at the site's syntax level.
 * - bundlesAfterPaint.ts: Gatsby's bundle script tags in the written pages become one loader after the first paint.
 * - perPageScript.tsx: Gatsby's per-page `window.pagePath` script becomes an attribute of <html>.
 * - sharedStylesheet.tsx: the site's CSS, which Gatsby inlines into every page, is linked as its one cached file.
 * - mdxCompiler.ts: gatsby-plugin-mdx's compiler runs outside a plugin lifecycle, with the helpers it reads.
 * - developBatch.ts: under develop, a saved file's node waits 100 ms, not 500, before Gatsby applies it.
 * - exitAfterWrites.ts: a build stopped by reporter.panicOnBuild or panic prints its first error, ends gatsby-worker's
 *   pools and exits once lmdb has no commit under way (exiting during one hangs the process).
 *
 * queryExtraction.ts lives here too but adapts nothing: it answers Gatsby's public `preprocessSource` API.
 */
export const WRITTEN_FOR_GATSBY = '5.16.1'

/** The Gatsby the build runs with. */
export function installedGatsby(): string {
  try {
    // Resolved from the site's folder: this also runs inside Gatsby's server-rendering bundle.
    return (createRequire(`${process.cwd()}/package.json`)('gatsby/package.json') as { version: string }).version
  } catch {
    return 'an unknown version'
  }
}

/** An adaptation whose target is gone: the message names the module, both Gatsby versions and what is missing. */
export class GatsbyAdaptationError extends Error {
  constructor(module: string, problem: string) {
    super(`src/gatsby/${module} (written for Gatsby ${WRITTEN_FOR_GATSBY}, running ${installedGatsby()}) no longer applies: ${problem}`)
    this.name = 'GatsbyAdaptationError'
  }
}
