import { JSDOM } from 'jsdom'
import { ATOM_WORD, typographMarked } from '../../src/node/body/typography'

/** Elements whose inline content is one run of text, as the body pipeline sets it (src/node/body/typography.ts). */
const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, td, th, dt, dd, figcaption, summary, caption'
/** What a reader sees as one word, never set: code, and the blocks inside a block (set as runs of their own). */
const ATOMS = new Set(['CODE', 'KBD', 'PRE', 'SVG', 'IMG', 'BR', 'P', 'UL', 'OL', 'DL', 'TABLE', 'DIV', 'BLOCKQUOTE', 'DETAILS', 'SCRIPT', 'STYLE'])

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const collapse = (text: string) => text.replace(/[^\S\u00A0\u202F]+/g, ' ')

function marked(node: Node): string {
  if (node.nodeType === 3) return escapeText(collapse(node.textContent ?? ''))
  if (node.nodeType !== 1) return ''
  const element = node as Element
  if (ATOMS.has(element.tagName.toUpperCase())) return `<c>${ATOM_WORD}</c>`
  return `<i>${[...element.childNodes].map(marked).join('')}</i>`
}

const readable = (text: string) => text.replace(/<\/?i>/g, '').replace(new RegExp(`<c>${ATOM_WORD}</c>`, 'g'), '`…`')

/**
 * The places in a built page's written text (its title as the h1, its description, its body with the API reference
 * it holds) that the site's typography rules would still change: each as the text before and after, so a failure
 * shows what is missing. The site's own UI strings (src/i18n) are not the pipeline's and are not counted.
 */
export function untypographed(html: string): string[] {
  const { document } = new JSDOM(html).window
  const runs: string[] = []
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content')
  if (description) runs.push(escapeText(collapse(description)))
  for (const block of document.querySelectorAll(`main h1, .markdown :is(${BLOCKS})`)) {
    if (block.closest('pre, code')) continue
    runs.push([...block.childNodes].map(marked).join(''))
  }
  return runs.flatMap((run) => {
    const set = typographMarked(run)
    return set === run ? [] : [`${readable(run).trim()} -> ${readable(set).trim()}`]
  })
}
