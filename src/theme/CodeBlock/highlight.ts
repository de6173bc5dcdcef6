import { createRequire } from 'node:module'
import { PRISM_ALIASES } from './languages'

/**
 * Prism highlighting at build time, as lines of flat token segments, so that a line range can be marked and
 * every line is its own element. Node only: code blocks reach the browser highlighted (src/theme/CodeBlock).
 */

interface PrismToken {
  type: string
  alias?: string | string[]
  content: string | PrismToken | Array<string | PrismToken>
}

interface PrismApi {
  languages: Record<string, object | undefined>
  tokenize(text: string, grammar: object): Array<string | PrismToken>
}

export interface Segment {
  text: string
  /** The colour class of the text (TOKEN_COLOURS); empty for plain text. */
  className: string
}

/**
 * The colours of the site's code theme (prism.css), each a short class, and the Prism token kinds drawn in it.
 * A block carries one class per run of text of one colour instead of Prism's `token <kind>` per token: an API
 * page shows dozens of examples and samples, and Prism's classes would be a fifth of its bytes. Kinds that are not
 * listed are drawn as plain text, as Prism's theme drew them.
 */
export const TOKEN_COLOURS: ReadonlyArray<{ className: string; kinds: readonly string[] }> = [
  { className: 't-c', kinds: ['comment', 'prolog', 'doctype', 'cdata'] },
  { className: 't-k', kinds: ['keyword', 'boolean', 'important', 'atrule', 'method'] },
  { className: 't-s', kinds: ['string', 'char', 'attr-value', 'inserted', 'header-value'] },
  { className: 't-n', kinds: ['number', 'constant', 'symbol', 'url', 'request-target'] },
  { className: 't-f', kinds: ['function', 'class-name', 'builtin'] },
  { className: 't-p', kinds: ['property', 'tag', 'attr-name', 'variable', 'header-name'] },
  { className: 't-o', kinds: ['punctuation', 'operator'] },
]

/**
 * The classes of a token from its kind and aliases, in the stylesheet's order: a token of two colours' kinds
 * gets both and the later rule wins, as it did with Prism's classes.
 */
function colourClasses(kinds: string[]): string {
  return TOKEN_COLOURS.filter((colour) => colour.kinds.some((kind) => kinds.includes(kind)))
    .map((colour) => colour.className)
    .join(' ')
}

// Prism's language loader requires grammar files by name, so Prism is loaded by Node's own require.
const nativeRequire = createRequire(__filename)
let prism: PrismApi | null = null
let loadLanguages: ((languages: string[]) => void) & { silent?: boolean }

function prismApi(): PrismApi {
  if (!prism) {
    prism = nativeRequire('prismjs') as PrismApi
    loadLanguages = nativeRequire('prismjs/components/index.js')
    loadLanguages.silent = true
  }
  return prism
}

/** The grammar name for a fence language (`sh` -> `bash`), or null when Prism has none (shown as plain text). */
export function grammarName(language: string): string | null {
  const name = PRISM_ALIASES[language] ?? language
  if (!name || name === 'text' || name === 'plain') return null
  const api = prismApi()
  if (!api.languages[name]) loadLanguages([name])
  return api.languages[name] ? name : null
}

/** Each text gets the classes of the token nearest to it: no theme rule of the site reads a token's ancestors. */
function flatten(tokens: Array<string | PrismToken>, className: string, out: Segment[]): void {
  for (const token of tokens) {
    if (typeof token === 'string') {
      out.push({ text: token, className: token.trim() === '' ? '' : className })
      continue
    }
    const own = colourClasses([token.type, ...(token.alias === undefined ? [] : ([] as string[]).concat(token.alias))])
    const content = token.content
    flatten(typeof content === 'string' ? [content] : Array.isArray(content) ? content : [content], own, out)
  }
}

/** The code as lines of segments (a trailing newline does not make an empty last line). */
export function highlightLines(code: string, language: string): Segment[][] {
  const name = grammarName(language)
  const segments: Segment[] = []
  if (name) flatten(prismApi().tokenize(code, prismApi().languages[name] as object), '', segments)
  else segments.push({ text: code, className: '' })
  const lines: Segment[][] = [[]]
  for (const segment of segments) {
    segment.text.split('\n').forEach((part, index) => {
      if (index > 0) lines.push([])
      if (part === '') return
      const line = lines[lines.length - 1]
      const last = line[line.length - 1]
      // Neighbours of the same kind become one element.
      if (last && last.className === segment.className) last.text += part
      else line.push({ text: part, className: segment.className })
    })
  }
  if (lines.length > 1 && lines[lines.length - 1].length === 0) lines.pop()
  return lines.map(joinAcrossSpaces)
}

/** Spaces have no colour: `": {` is one run of punctuation, not two around a plain space. */
function joinAcrossSpaces(line: Segment[]): Segment[] {
  const out: Segment[] = []
  for (let i = 0; i < line.length; i += 1) {
    const segment = line[i]
    const last = out[out.length - 1]
    const next = line[i + 1]
    if (last && next && segment.className === '' && /^[ \t]+$/.test(segment.text) && last.className !== '' && next.className === last.className) {
      last.text += segment.text + next.text
      i += 1
    } else out.push({ ...segment })
  }
  return out
}

/** The class of uncoloured text in a block whose base colour is a token colour (prism.css). */
export const PLAIN_CLASS = 't-x'

/** Colours a block can take as its base: one colour each, and not the comments' italics, which would slant the rest. */
const BASE_COLOURS = new Set(TOKEN_COLOURS.map((colour) => colour.className).filter((className) => className !== 't-c'))

export interface HighlightedBlock {
  /** The colour class set once on the block's code element; empty when the block's text is plain by default. */
  base: string
  lines: Segment[][]
}

/**
 * The lines of a block with its most frequent colour set once on the block instead of on each run: a JSON
 * example's punctuation (`": {`, `},`) is its most frequent run and otherwise needs an element each. Text that
 * has no colour then gets PLAIN_CLASS; a block whose plain text outnumbers every colour keeps plain as its base.
 */
export function highlightBlock(code: string, language: string): HighlightedBlock {
  const lines = highlightLines(code, language)
  const counts = new Map<string, number>()
  let plain = 0
  for (const line of lines) {
    for (const segment of line) {
      if (BASE_COLOURS.has(segment.className)) counts.set(segment.className, (counts.get(segment.className) ?? 0) + 1)
      else if (segment.className) continue
      else if (segment.text.trim() !== '') plain += 1
    }
  }
  const [base, most] = [...counts].reduce<[string, number]>((best, entry) => (entry[1] > best[1] ? entry : best), ['', 0])
  if (!base || most <= plain) return { base: '', lines }
  const recoloured = (segment: Segment): Segment => {
    if (segment.className === base) return { text: segment.text, className: '' }
    if (!segment.className && segment.text.trim() !== '') return { text: segment.text, className: PLAIN_CLASS }
    return segment
  }
  return { base, lines: lines.map((line) => line.map(recoloured)) }
}
