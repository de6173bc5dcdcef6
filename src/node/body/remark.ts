import GithubSlugger from 'github-slugger'
import { isJsx, visit, type UnistNode } from './tree'

/**
 * remark plugins of the body pipeline (src/node/body/mdxOptions.ts lists them in order). They run in
 * gatsby-plugin-mdx's compiler, on the one syntax tree of each file.
 */

/** What an inline component shows as text (`<Brand />` -> the brand name), from the site configuration. */
export type InlineText = Record<string, string>

/** The text a reader sees in a node: inline code kept, code blocks and MDX expressions left out. */
export function textOf(node: UnistNode, inline: InlineText = {}): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? ''
  if (node.type === 'code' || node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return ''
  if (node.type === 'image') return String(node.alt ?? '')
  if (isJsx(node) && node.name && node.name in inline) return inline[node.name]
  return (node.children ?? []).map((child) => textOf(child, inline)).join('')
}

const setProperty = (node: UnistNode, name: string, value: unknown) => {
  node.data = node.data ?? {}
  node.data.hProperties = { ...node.data.hProperties, [name]: value }
}

/**
 * Every heading gets its id from the same slugger as the table of contents, the anchor checks and the search
 * sections read: they all take it from this node (src/node/body/collect.ts), so they cannot disagree.
 */
export function remarkHeadingIds(options: { inline?: InlineText } = {}) {
  return (tree: UnistNode) => {
    const slugger = new GithubSlugger()
    visit(tree, (node) => {
      if (node.type !== 'heading') return
      const value = textOf(node, options.inline).trim()
      const id = slugger.slug(value)
      node.data = { ...node.data, id, text: value }
      setProperty(node, 'id', id)
      return 'skip'
    })
  }
}

/** Body components that open sections of their own and title them with headings (src/theme/ApiReference). */
export const SECTIONED_COMPONENTS = ['ApiOperation', 'ApiWebhook']

/**
 * A sectioned component's headings continue the page's outline: one level below the heading it follows, and
 * h2 when it comes before any (the page title is the h1), so no level is skipped. The level travels to the
 * component as its `headingLevel` attribute.
 */
export function remarkComponentHeadingLevels() {
  return (tree: UnistNode) => {
    let depth = 1
    visit(tree, (node) => {
      if (node.type === 'heading') depth = Number(node.depth)
      else if (isJsx(node) && node.name !== null && SECTIONED_COMPONENTS.includes(node.name)) {
        node.attributes = [
          ...node.attributes.filter((a) => a.name !== 'headingLevel'),
          { type: 'mdxJsxAttribute', name: 'headingLevel', value: String(Math.min(depth + 1, 6)) },
        ]
        return 'skip'
      }
    })
  }
}

const META_PATTERN = /(\w+)=(?:"([^"]*)"|'([^']*)'|(\S+))/g

/** `title="Ответ 202" example=response:202` -> { title: 'Ответ 202', example: 'response:202' }. */
export function parseCodeMeta(meta: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const match of meta.matchAll(META_PATTERN)) out[match[1]] = match[2] ?? match[3] ?? match[4]
  return out
}

/** `{1,3-5}` -> [1, 3, 4, 5]. */
export function parseLineRange(range: string): number[] {
  const lines: number[] = []
  for (const part of range.replace(/[{}\s]/g, '').split(',')) {
    const [from, to = from] = part.split('-').map(Number)
    if (Number.isInteger(from) && Number.isInteger(to)) for (let line = from; line <= to; line += 1) lines.push(line)
  }
  return lines
}

/**
 * Code fences carry a language, an optional line range and meta: ```json{2,4} title="Ответ 202" example=response:202.
 * The language stays clean; the title and the highlighted lines travel to the code block as properties
 * (src/node/body/rehype.ts turns the block into <CodeBlock>); `example=…` is read only by the content tests.
 */
export function remarkCodeMeta() {
  return (tree: UnistNode) => {
    visit(tree, (node) => {
      if (node.type !== 'code') return
      const lang = String(node.lang ?? '')
      // MDX puts everything after the first space into meta; a `{1,3}` line range stays with the language.
      const range = /^([^{\s]*)(\{[^}]*\})?$/.exec(lang)
      const meta = parseCodeMeta(String(node.meta ?? ''))
      if (range) node.lang = range[1] || null
      if (range?.[2]) setProperty(node, 'dataHighlight', parseLineRange(range[2]).join(','))
      if (meta.title) setProperty(node, 'dataTitle', meta.title)
      node.meta = null
      return 'skip'
    })
  }
}
