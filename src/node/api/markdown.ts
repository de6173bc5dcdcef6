import { createRequire } from 'node:module'
import { withPrefix } from '../../config/sitePath'
import { isAllowedLinkTarget } from '../links'
import { typographTree } from '../body/typography'
import type { UnistNode } from '../body/tree'

/**
 * Descriptions in the OpenAPI file are CommonMark + GFM (inline code, links, emphasis, lists). They are rendered
 * to HTML at build time with the same syntax-tree libraries MDX uses (mdast -> hast -> HTML); raw HTML in a
 * description is not passed through. The text gets the bodies' typography (src/node/body/typography.ts). Error codes written as inline code link to their row in the error table.
 */
const nativeRequire = createRequire(__filename)

interface HastNode {
  type: string
  tagName?: string
  value?: string
  properties?: Record<string, unknown>
  children?: HastNode[]
}

interface Libraries {
  fromMarkdown(text: string, options: { extensions: unknown[]; mdastExtensions: unknown[] }): unknown
  gfm(): unknown
  gfmFromMarkdown(): unknown
  toHast(tree: unknown): HastNode
  toHtml(tree: HastNode): string
}

let libraries: Libraries | null = null

function load(): Libraries {
  libraries ??= {
    fromMarkdown: (nativeRequire('mdast-util-from-markdown') as { fromMarkdown: Libraries['fromMarkdown'] }).fromMarkdown,
    gfm: (nativeRequire('micromark-extension-gfm') as { gfm: Libraries['gfm'] }).gfm,
    gfmFromMarkdown: (nativeRequire('mdast-util-gfm') as { gfmFromMarkdown: Libraries['gfmFromMarkdown'] }).gfmFromMarkdown,
    toHast: (nativeRequire('mdast-util-to-hast') as { toHast: Libraries['toHast'] }).toHast,
    toHtml: (nativeRequire('hast-util-to-html') as { toHtml: Libraries['toHtml'] }).toHtml,
  }
  return libraries
}

export interface RenderedMarkdown {
  html: string
  /** Link targets, in order, for the build's link check. */
  links: string[]
  /** Inline code spans, in order (error codes a response mentions). */
  codes: string[]
}

export interface MarkdownOptions {
  /** Where an error code's row is: `CODE` in inline code becomes a link to it. */
  errorCodeHref?: (code: string) => string | null
  /** A single paragraph renders without its <p> (for table cells and one-line descriptions). */
  inline?: boolean
}

const textOf = (node: HastNode): string => node.value ?? (node.children ?? []).map(textOf).join('')

export function renderMarkdown(text: string, options: MarkdownOptions = {}): RenderedMarkdown {
  if (text.trim() === '') return { html: '', links: [], codes: [] }
  const lib = load()
  const mdast = lib.fromMarkdown(text.trim(), { extensions: [lib.gfm()], mdastExtensions: [lib.gfmFromMarkdown()] })
  typographTree(mdast as UnistNode)
  const hast = lib.toHast(mdast)
  const links: string[] = []
  const codes: string[] = []
  const walk = (node: HastNode, parent: HastNode | null): HastNode => {
    if (node.type === 'element' && node.tagName === 'a' && typeof node.properties?.href === 'string') {
      const href = node.properties.href
      links.push(href)
      // Any other scheme (javascript:, data:, vbscript:) never becomes a live link; the link check names it.
      if (!isAllowedLinkTarget(href))
        return { type: 'element', tagName: 'span', properties: {}, children: (node.children ?? []).map((child) => walk(child, node)) }
      node.properties.href = withPrefix(href)
    }
    if (node.type === 'element' && node.tagName === 'code') {
      const code = textOf(node)
      codes.push(code)
      const href = parent?.tagName !== 'a' ? options.errorCodeHref?.(code) : null
      if (href) return { type: 'element', tagName: 'a', properties: { href: withPrefix(href) }, children: [node] }
    }
    if (node.children) node.children = node.children.map((child) => walk(child, node))
    return node
  }
  let root = walk(hast, null)
  const blocks = (root.children ?? []).filter((child) => !(child.type === 'text' && child.value?.trim() === ''))
  if (options.inline && blocks.length === 1 && blocks[0].tagName === 'p') root = { type: 'root', children: blocks[0].children }
  return { html: lib.toHtml(root), links, codes }
}
