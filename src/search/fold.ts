/**
 * Lower case, ё -> е, and the hyphen-like characters folded: how the search compares words (src/search/tokenize.ts,
 * the index and the queries) and how the words it matched are found again in a text to mark them
 * (src/browser/highlightTerms.ts). A module of its own, so the page marker ships without the stemmers.
 */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[‐‑‒–—]/g, '-')
}
