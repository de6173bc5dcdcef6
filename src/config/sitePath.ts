/**
 * The one place a site path becomes a URL of this build: with the path prefix in front when the site is
 * served under a sub-path (PATH_PREFIX, built with --prefix-paths), for every internal href or src the site
 * writes, whoever writes it (page templates, the body components rendered in Node, the API reference).
 */

declare const __BASE_PATH__: string | undefined

/**
 * Gatsby's base path: its webpack configuration defines `__BASE_PATH__` for the browser and server rendering;
 * the build's own rendering of bodies in gatsby-node gets it from `setBasePath` (gatsby-node.ts, onPreInit).
 */
export const basePath = (): string => (typeof __BASE_PATH__ === 'string' ? __BASE_PATH__ : '')

/** Called once by gatsby-node with the base path Gatsby hands every API (its `basePath` argument). */
export function setBasePath(path: string): void {
  ;(globalThis as { __BASE_PATH__?: string }).__BASE_PATH__ = path
}

/** A site path (`/docs/api#…`) with the base path; other URLs (`#row`, `https://…`, `mailto:`) as they are. */
export const withPrefix = (href: string): string => (href.startsWith('/') && !href.startsWith('//') ? `${basePath()}${href}` : href)
