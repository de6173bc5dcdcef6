import { safeDecode } from './safeDecode'

/** A second slash (or backslash) at the start, a backslash or a control character anywhere. */
// eslint-disable-next-line no-control-regex -- control characters are what the pattern looks for
const OFF_SITE = /^.[\\/]|[\\\u0000-\u001f\u007f]/

/**
 * The canonical path for an address a static host could not answer: `/x.html` and `/x/index.html` are the
 * page `/x`, `/index.html` is `/`. Gatsby writes every page as a folder, so only nginx knows these forms (it
 * answers 301); any other host (`gatsby serve`, a bucket) shows the 404 page, which uses this to go on to
 * the page the reader meant. Returns null for any other path, for the 404 page's own file, and for a path a browser
 * would read as another host's: `//host/x.html`, or with a backslash or a control character (browsers read `\` as
 * `/` and drop tabs and newlines), so the clean-up never leads off the site's origin and prefix.
 */
export function cleanPath(pathname: string, prefix = ''): string | null {
  // Under a prefix, only the site's own addresses: `/helpdesk/x.html` is not `/help`'s.
  if (prefix && pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return null
  const path = prefix ? pathname.slice(prefix.length) || '/' : pathname
  const match = /^(.*?)(?:\/index)?\.html$/.exec(path)
  if (!match) return null
  const clean = match[1].replace(/\/+$/, '') || '/'
  // Checked as written and decoded: Gatsby's router decodes the path it is handed (`%5C` is a backslash there).
  if (!clean.startsWith('/') || OFF_SITE.test(clean) || OFF_SITE.test(safeDecode(clean))) return null
  if (clean === '/404' || clean.startsWith('/404/')) return null
  return clean
}
