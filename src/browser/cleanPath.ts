/**
 * The canonical path for an address a static host could not answer: `/x.html` and `/x/index.html` are the
 * page `/x`, `/index.html` is `/`. Gatsby writes every page as a folder, so only nginx knows these forms (it
 * answers 301); any other host (`gatsby serve`, a bucket) shows the 404 page, which uses this to go on to
 * the page the reader meant. Returns null for any other path, and for the 404 page's own file.
 */
export function cleanPath(pathname: string, prefix = ''): string | null {
  const path = prefix && pathname.startsWith(prefix) ? pathname.slice(prefix.length) || '/' : pathname
  const match = /^(.*?)(?:\/index)?\.html$/.exec(path)
  if (!match) return null
  const clean = match[1].replace(/\/+$/, '') || '/'
  if (clean === '/404' || clean.startsWith('/404/')) return null
  return clean
}
