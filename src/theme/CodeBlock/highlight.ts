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
  /** Prism's classes for the text (`token`, `string`, …); empty for plain text. */
  className: string
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
    const own = ['token', token.type, ...(token.alias === undefined ? [] : ([] as string[]).concat(token.alias))].join(' ')
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
  return lines
}
