import { HIGHLIGHT_PARAM } from '../browser/highlightParam'

/** A hit's URL with one `_highlight` parameter per matched term (the target page marks them). */
export function hitHref(url: string, terms: string[]): string {
  const [path, hash] = url.split('#', 2)
  const query = terms.map((term) => `${HIGHLIGHT_PARAM}=${encodeURIComponent(term)}`).join('&')
  return `${path}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`
}

/** /search links of the dropdown footer (docs/requirements.md §C6). */
export function searchPageHref(query: string, context?: string, outside = false): string {
  const params = new URLSearchParams({ q: query })
  if (context) params.set('ctx', context)
  if (context && outside) params.set('outside', '1')
  return `/search?${params.toString()}`
}
