/**
 * Lower case, ё -> е, the hyphen-like characters folded, and a non-breaking space (the pages' typography) read as a
 * space, one character for one, so positions in the folded text are positions in the original: how the search compares words (src/search/tokenize.ts,
 * the index and the queries) and how the words it matched are found again in a text to mark them
 * (src/browser/highlightParts.ts). A module of its own, so the page marker ships without the stemmers.
 */
export function normalize(text: string): string {
  return text
    .replace(/[\u00A0\u202F]/g, ' ')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[‐‑‒–—]/g, '-')
}
