/**
 * The marking of the words a search matched on the page a result opens (docs/requirements.md §2): a chunk of its own,
 * loaded by gatsby-browser only when the page's address has `_highlight` terms.
 */
import { highlightParts } from './highlightParts'
import { MIN_TERM_LENGTH } from './highlightParam'

/**
 * An address is anyone's to type: at most this many terms of this many characters are marked, so a hostile one cannot
 * hold the page in the matcher (a thesaurus phrase the search matched is a few words; a search link carries a few terms).
 */
export const HIGHLIGHT_LIMITS = { terms: 16, length: 64 }

/** The terms of an address that are marked: a phrase's words one space apart, as the matcher joins them; none with a one-letter word. */
export const markableTerms = (terms: string[]): string[] =>
  terms
    .map((term) => term.trim().split(/\s+/).join(' '))
    .filter((term) => term.length <= HIGHLIGHT_LIMITS.length && term.split(' ').every((word) => word.length >= MIN_TERM_LENGTH))
    .slice(0, HIGHLIGHT_LIMITS.terms)

/**
 * Wraps each occurrence of the terms inside `root` in <mark>. Works on text nodes only: the terms come
 * from the URL and are never parsed as HTML.
 */
export function markTerms(root: Element, fromAddress: string[]): number {
  const terms = markableTerms(fromAddress)
  if (terms.length === 0) return 0
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest('script, style, pre, mark, button') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  })
  const nodes: Text[] = []
  while (walker.nextNode()) nodes.push(walker.currentNode as Text)
  let count = 0
  for (const node of nodes) {
    const parts = highlightParts(node.data, terms)
    if (!parts.some((part) => part.marked)) continue
    const fragment = document.createDocumentFragment()
    for (const part of parts) {
      if (part.marked) {
        const mark = document.createElement('mark')
        mark.textContent = part.text
        fragment.appendChild(mark)
        count += 1
      } else fragment.appendChild(document.createTextNode(part.text))
    }
    node.replaceWith(fragment)
  }
  return count
}
