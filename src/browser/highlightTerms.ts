import { escapeRegExp } from './highlightParam'

/**
 * Wraps each occurrence of the terms inside `root` in <mark>. Works on text nodes only: the terms come
 * from the URL and are never parsed as HTML.
 */
export function markTerms(root: Element, terms: string[]): number {
  if (terms.length === 0) return 0
  const pattern = new RegExp(`(${terms.map(escapeRegExp).join('|')})`, 'giu')
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest('script, style, pre, mark, button') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  })
  const nodes: Text[] = []
  while (walker.nextNode()) nodes.push(walker.currentNode as Text)
  let count = 0
  for (const node of nodes) {
    const text = node.data
    pattern.lastIndex = 0
    if (!pattern.test(text)) continue
    const fragment = document.createDocumentFragment()
    for (const part of text.split(pattern)) {
      if (part === '') continue
      if (terms.some((term) => term.toLocaleLowerCase('ru') === part.toLocaleLowerCase('ru'))) {
        const mark = document.createElement('mark')
        mark.textContent = part
        fragment.appendChild(mark)
        count += 1
      } else fragment.appendChild(document.createTextNode(part))
    }
    node.replaceWith(fragment)
  }
  return count
}
