/**
 * The marking of the words a search matched on the page a result opens (docs/requirements.md §2): a chunk of its own,
 * loaded by gatsby-browser only when the page's address has `_highlight` terms.
 */
import { highlightParts } from './highlightParts'

/**
 * Wraps each occurrence of the terms inside `root` in <mark>. Works on text nodes only: the terms come
 * from the URL and are never parsed as HTML.
 */
export function markTerms(root: Element, terms: string[]): number {
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
