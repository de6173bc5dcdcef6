import { createRequire } from 'node:module'
import { isJsx, jsxAttribute, visit, type JsxElement, type UnistNode } from './tree'
import { textOf, type InlineText } from './remark'
import { tc } from '../../i18n/content'
import type { ApiRefs, BodyMeta, Heading, LinkRef, Section } from './types'

/**
 * Everything the build reads from a page body, collected from the syntax tree the compiler renders (a remark
 * plugin appended to the pipeline for each file, src/node/body/compile.ts): headings with the ids the HTML
 * carries, links with their lines, the API components used, search sections, the excerpt and the Markdown
 * export. One parse of each file feeds all of them.
 */

export interface CollectOptions {
  inline: InlineText
  /** Markdown for a block component that shows data (an API operation), or null to leave it out. */
  componentMarkdown: (name: string, element: JsxElement) => string | null
  /** Added to tree lines so they count from the top of the file (front matter included). */
  lineOffset: number
  /** Receives the result, once the compiler has run the plugin. */
  done: (meta: BodyMeta) => void
}

const TRUNCATE = /^\s*\/\*\s*truncate\s*\*\/\s*$/
const isTruncateMarker = (node: UnistNode) => node.type === 'mdxFlowExpression' && TRUNCATE.test(node.value ?? '')
// Runs of white space become one space; a non-breaking space (typography.ts) stays, as the reader sees it.
const normalise = (text: string) => text.replace(/[^\S\u00A0\u202F]+/g, ' ').trim()

export const countWords = (text: string): number => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length

function linksOf(tree: UnistNode, lineOffset: number): LinkRef[] {
  const links: LinkRef[] = []
  const add = (target: unknown, node: UnistNode) => {
    if (typeof target === 'string' && target !== '') links.push({ target, line: (node.position?.start.line ?? 1) + lineOffset })
  }
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') add(node.url, node)
    else if (isJsx(node)) for (const name of ['href', 'to', 'src']) add(jsxAttribute(node, name), node)
  })
  return links
}

function apiRefsOf(tree: UnistNode): ApiRefs {
  const refs: ApiRefs = { operations: [], webhooks: [], errorCodes: false }
  visit(tree, (node) => {
    if (!isJsx(node)) return
    if (node.name === 'ApiOperation') refs.operations.push(jsxAttribute(node, 'id') ?? '')
    if (node.name === 'ApiWebhook') refs.webhooks.push(jsxAttribute(node, 'name') ?? '')
    if (node.name === 'ErrorCodes') refs.errorCodes = true
  })
  return refs
}

const headingOf = (node: UnistNode): Heading => ({
  depth: Number(node.depth),
  value: String(node.data?.text ?? ''),
  id: String(node.data?.id ?? ''),
})

function sectionsOf(tree: UnistNode, inline: InlineText): Section[] {
  const sections: Array<{ heading: Heading | null; parts: string[] }> = [{ heading: null, parts: [] }]
  for (const node of tree.children ?? []) {
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) sections.push({ heading: headingOf(node), parts: [] })
    else sections[sections.length - 1].parts.push(blockText(node, inline))
  }
  return sections
    .map((section) => ({ heading: section.heading, text: normalise(section.parts.join(' ')) }))
    .filter((section) => section.heading !== null || section.text !== '')
}

/**
 * How a table's rows and cells are set apart in its section's text, which a search snippet shows: «draft — «Черновик»
 * — шаблон сохранён; moderation — …» reads as a table, where spaces alone ran its cells into one phrase.
 */
const TABLE_SEPARATORS: Record<string, string> = { table: '; ', tableRow: ' — ' }

/** Text of a block, with a space between its blocks (a table's separator between its cells) so that words never run together. */
function blockText(node: UnistNode, inline: InlineText): string {
  const containers = ['root', 'list', 'listItem', 'blockquote', 'table', 'tableRow', 'mdxJsxFlowElement']
  if (!containers.includes(node.type) || (isJsx(node) && node.name !== null && node.name in inline)) return textOf(node, inline)
  const texts = (node.children ?? []).map((child) => blockText(child, inline))
  const separator = TABLE_SEPARATORS[node.type]
  return separator
    ? texts
        .map((text) => text.trim())
        .filter(Boolean)
        .join(separator)
    : texts.join(' ')
}

// The mdast serialiser and its extensions are ES modules; Node's own require loads them (Node 20.19+),
// also when this file runs inside Jest's module registry.
const nativeRequire = createRequire(__filename)

interface ToMarkdown {
  toMarkdown(tree: UnistNode, options: { extensions: unknown[]; bullet?: string; rule?: string; emphasis?: string }): string
}

const paragraph = (...children: UnistNode[]): UnistNode => ({ type: 'paragraph', children })
const strong = (text: string): UnistNode => ({ type: 'strong', children: [{ type: 'text', value: text }] })

const ADMONITION_TITLES: Record<string, string> = {
  note: tc('theme.admonition.note'),
  tip: tc('theme.admonition.tip'),
  info: tc('theme.admonition.info'),
  warning: tc('theme.admonition.warning'),
  danger: tc('theme.admonition.danger'),
}

/** The tree as a reader of Markdown should get it: components become Markdown, expressions and imports go. */
function exportTree(node: UnistNode, options: CollectOptions): UnistNode[] {
  if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return []
  const children = () => (node.children ?? []).flatMap((child) => exportTree(child, options))
  if (!isJsx(node)) return [{ ...node, data: undefined, ...(node.children ? { children: children() } : {}) }]
  const name = node.name ?? ''
  if (name in options.inline) {
    // As written: a text node would have its `@` escaped against autolinks (support\@…).
    return [name === 'ApiBaseUrl' ? { type: 'inlineCode', value: options.inline[name] } : { type: 'html', value: options.inline[name] }]
  }
  if (name === 'Admonition') {
    const type = jsxAttribute(node, 'type') ?? 'note'
    const title = jsxAttribute(node, 'title') ?? ADMONITION_TITLES[type] ?? ADMONITION_TITLES.note
    return [{ type: 'blockquote', children: [paragraph(strong(title)), ...children()] }]
  }
  if (name === 'TabItem') return [paragraph(strong(jsxAttribute(node, 'label') ?? jsxAttribute(node, 'value') ?? '')), ...children()]
  const generated = options.componentMarkdown(name, node)
  if (generated !== null) return [{ type: 'html', value: generated.trim() }]
  // Other elements (Tabs, details, summary, spans) are containers: their content is what the reader reads.
  return children()
}

function markdownOf(tree: UnistNode, options: CollectOptions): string {
  const { toMarkdown } = nativeRequire('mdast-util-to-markdown') as ToMarkdown
  const { gfmToMarkdown } = nativeRequire('mdast-util-gfm') as { gfmToMarkdown(): unknown }
  const root: UnistNode = { type: 'root', children: (tree.children ?? []).flatMap((child) => exportTree(child, options)) }
  return toMarkdown(root, { extensions: [gfmToMarkdown()], bullet: '-', rule: '-', emphasis: '_' })
}

/** Collects the BodyMeta of a file from its tree (the remark plugin; `done` receives the result). */
export function remarkCollect(options: CollectOptions) {
  return (tree: UnistNode) => {
    const top = tree.children ?? []
    const marker = top.findIndex(isTruncateMarker)
    const excerptBlocks = marker >= 0 ? top.slice(0, marker) : top.filter((node) => node.type !== 'mdxjsEsm').slice(0, 2)
    const headings: Heading[] = []
    visit(tree, (node) => {
      if (node.type === 'heading') headings.push(headingOf(node))
    })
    const lead =
      top
        .filter((node) => node.type === 'paragraph')
        .map((node) => normalise(textOf(node, options.inline)))
        .find((text) => text.length > 40) ?? ''
    const sections = sectionsOf(tree, options.inline)
    options.done({
      headings,
      links: linksOf(tree, options.lineOffset),
      apiRefs: apiRefsOf(tree),
      sections,
      excerpt: normalise(excerptBlocks.map((node) => blockText(node, options.inline)).join(' ')),
      leadParagraph: lead.length > 200 ? `${lead.slice(0, 197).replace(/\s+\S*$/, '')}…` : lead,
      wordCount: sections.reduce((sum, section) => sum + countWords(section.text) + countWords(section.heading?.value ?? ''), 0),
      markdown: markdownOf(tree, options),
    })
  }
}
