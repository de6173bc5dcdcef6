/**
 * The `_highlight` query parameter (docs/requirements.md §2): the search links carry the matched words, and the target page marks
 * them (src/browser/highlightTerms.ts, loaded only by a page whose address has the parameter).
 */
export const HIGHLIGHT_PARAM = '_highlight'

/** Terms shorter than this are not marked: one letter would light up half the page. */
export const MIN_TERM_LENGTH = 2

export function highlightTermsFrom(search: string): string[] {
  return new URLSearchParams(search)
    .getAll(HIGHLIGHT_PARAM)
    .map((term) => term.trim())
    .filter((term) => term.length >= MIN_TERM_LENGTH)
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
