import Typograf from 'typograf'
import { visit, type UnistNode } from './tree'
import { textOf, type InlineText } from './remark'

/**
 * Russian typography of the text readers see, set at build time by `typograf` on the syntax tree (the MDX
 * sources stay as written). Only these rules run; content/AUTHORING.md lists them for writers. Typograf's other
 * default rules rewrite what a technical text means (ISO dates to DD.MM.YYYY, `1.5` to `1,5`, `->` to an arrow,
 * Latin letters to Cyrillic ones), so all of them stay off.
 */
export const TYPOGRAPHY_RULES = [
  // A one- or two-letter word (preposition, conjunction, particle) is bound to the word after it.
  'common/nbsp/afterShortWord',
  // «ли», «же», «бы» are bound to the word before them.
  'ru/nbsp/beforeParticle',
  // A hyphen between words becomes an em dash, bound to the word before it.
  'ru/dash/main',
  // «ёлочки» outside, „лапки“ inside.
  'common/punctuation/quote',
  // Three dots become an ellipsis.
  'common/punctuation/hellip',
  // A number is bound to the word after it (its unit: «3 МБ», «24 часа»).
  'common/nbsp/afterNumber',
  // Initials are bound to each other and to the surname.
  'ru/nbsp/initials',
  // Abbreviations of two parts: «т. е.», «т. д.».
  'ru/nbsp/abbr',
] as const

const typograf = new Typograf({ locale: ['ru', 'en-US'], disableRule: '*', enableRule: [...TYPOGRAPHY_RULES] })

/**
 * What stands for inline code (and other atoms a reader sees as one word) while a block is set: a word long enough
 * not to count as a short one, so quotes open and close around it and a preposition before it is bound to it.
 */
export const ATOM_WORD = 'zzzzzzzz'

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const unescapeText = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

/**
 * Sets a marked-up run of text: `<i>`/`</i>` wrap inline elements, `<c>zzzzzzzz</c>` stands for an atom, text is
 * HTML-escaped. Typograf reads the tags as HTML and works across them, so «в **личном** кабинете» binds «в» to the
 * emphasised word. The output keeps the same tags in the same order.
 */
export function typographMarked(marked: string): string {
  return typograf.execute(marked)
}

/** A plain string (a title, a description, an alt text) as readers should see it. */
export function typographText(text: string): string {
  if (!/\S/.test(text)) return text
  return unescapeText(typographMarked(escapeText(text.replace(/\s*\n\s*/g, ' '))))
}

/** Inline mdast nodes whose children are set with the text around them. */
const WRAPPERS = new Set(['emphasis', 'strong', 'delete', 'link', 'linkReference', 'mdxJsxTextElement'])
/** Inline nodes a reader sees as one word (or nothing) inside a sentence. */
const ATOMS = new Set(['inlineCode', 'mdxTextExpression', 'break', 'image', 'imageReference', 'footnoteReference', 'html'])
/** Blocks set as a whole elsewhere or never: code, MDX expressions and imports. */
const SKIPPED = new Set(['code', 'mdxFlowExpression', 'mdxjsEsm', 'yaml', 'toml'])

const TAG = /<\/?[ic]>/
const OPEN = '<i>'
const CLOSE = '</i>'
const ATOM = `<c>${ATOM_WORD}</c>`

interface Run {
  marked: string
  /** Tags written so far: the text after the n-th tag is piece n of the marked string split at its tags. */
  tags: number
  texts: Array<{ node: UnistNode; piece: number }>
}

/** The run of a block's inline children: the marked string and where each text node is in it. */
function markRun(children: UnistNode[], run: Run, inline: ReadonlySet<string>): void {
  let previousText: UnistNode | null = null
  for (const child of children) {
    if (child.type === 'text') {
      // A line break inside a paragraph reads as a space, and a rule must see it as one.
      const value = (child.value ?? '').replace(/[ \t]*\n[ \t]*/g, ' ')
      child.value = value
      run.marked += escapeText(value)
      // Two text nodes side by side are one piece of text: the first carries both.
      if (previousText) {
        previousText.value = `${previousText.value ?? ''}${value}`
        child.value = ''
      } else run.texts.push({ node: child, piece: run.tags })
      previousText = child.value === '' && previousText ? previousText : child
      continue
    }
    previousText = null
    const isInlineComponent = child.type === 'mdxJsxTextElement' && typeof child.name === 'string' && inline.has(child.name)
    if (WRAPPERS.has(child.type) && !isInlineComponent) {
      run.marked += OPEN
      run.tags += 1
      markRun(child.children ?? [], run, inline)
      run.marked += CLOSE
      run.tags += 1
    } else {
      run.marked += ATOM
      run.tags += 2
    }
  }
}

/** Sets one block's inline content in place; the text nodes keep their places in the tree. */
function setRun(children: UnistNode[], inline: ReadonlySet<string>): void {
  const run: Run = { marked: '', tags: 0, texts: [] }
  markRun(children, run, inline)
  if (run.texts.length === 0) return
  const pieces = typographMarked(run.marked).split(TAG)
  // The rules chosen never move a tag; were one to, each text node is set alone rather than misplaced.
  const aligned = pieces.length === run.tags + 1
  for (const { node, piece } of run.texts) node.value = aligned ? unescapeText(pieces[piece]) : typographText(node.value ?? '')
}

const isInlineNode = (node: UnistNode) => node.type === 'text' || WRAPPERS.has(node.type) || ATOMS.has(node.type)

/** An image's or link's alt and title, and a component's alt and title attributes. */
function setAttributes(node: UnistNode): void {
  if (typeof node.alt === 'string') node.alt = typographText(node.alt)
  if (typeof node.title === 'string') node.title = typographText(node.title)
  if (!Array.isArray(node.attributes)) return
  for (const attribute of node.attributes as Array<{ type: string; name?: string; value?: unknown }>) {
    if (attribute.type === 'mdxJsxAttribute' && (attribute.name === 'alt' || attribute.name === 'title') && typeof attribute.value === 'string')
      attribute.value = typographText(attribute.value)
  }
}

/**
 * Sets the typography of an mdast tree in place: every run of inline content (a paragraph, a heading, a table
 * cell, the text inside a component) is set as one piece, so a rule sees the words on both sides of an emphasis
 * or a link; code, inline code, URLs and MDX expressions are left as written. Of attributes only alt and title
 * (an image's, a link's, a component's) are set. `inline` names the components that show a word (<Brand />).
 */
export function typographTree(tree: UnistNode, inline: ReadonlySet<string> = new Set()): void {
  const walk = (node: UnistNode): void => {
    if (SKIPPED.has(node.type)) return
    setAttributes(node)
    const children = node.children ?? []
    if (children.length > 0 && (children.some((child) => child.type === 'text') || children.every(isInlineNode))) {
      setRun(children, inline)
      visitInline(children)
      return
    }
    children.forEach(walk)
  }
  // The attributes inside a run: a link's title, an image's alt, an inline component's.
  const visitInline = (nodes: UnistNode[]): void => {
    for (const node of nodes) {
      if (node.type === 'text') continue
      setAttributes(node)
      visitInline(node.children ?? [])
    }
  }
  walk(tree)
}

/**
 * The remark plugin of the body pipeline (after the heading ids, which stay as the source's words make them, so
 * no anchor moves): the tree every later reader takes its text from, the HTML, the table of contents, search
 * sections and the Markdown export, carries the set text. A heading's text is read again for them.
 */
export function remarkTypography(options: { inline?: InlineText } = {}) {
  const inline = new Set(Object.keys(options.inline ?? {}))
  return (tree: UnistNode) => {
    typographTree(tree, inline)
    visit(tree, (node) => {
      if (node.type !== 'heading' || !node.data) return
      node.data.text = textOf(node, options.inline).trim()
      return 'skip'
    })
  }
}
