import GithubSlugger from 'github-slugger'

/**
 * Light-weight readers over MDX source. They skip fenced code so that examples never count as
 * headings or links. Heading ids use the same slugger as gatsby-remark-autolink-headers.
 */

export interface Heading {
  depth: number
  value: string
  id: string
}

export interface LinkRef {
  target: string
  line: number
}

const FENCE = /^\s*(```|~~~)/

/** Lines of the body outside fenced code blocks, with their 0-based index. */
export function proseLines(body: string): Array<{ text: string; index: number }> {
  const out: Array<{ text: string; index: number }> = []
  let fence: string | null = null
  body.split('\n').forEach((text, index) => {
    const match = FENCE.exec(text)
    if (match) {
      if (fence === null) fence = match[1]
      else if (match[1] === fence) fence = null
      return
    }
    if (fence === null) out.push({ text, index })
  })
  return out
}

/** Markdown inline syntax -> the text a reader sees (what mdast's toString yields for a heading). */
export function inlineText(markdown: string): string {
  return markdown
    .replace(/<[^>]+>/g, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, '$1')
    .trim()
}

export function extractHeadings(body: string, minDepth = 2, maxDepth = 3): Heading[] {
  const slugger = new GithubSlugger()
  const headings: Heading[] = []
  for (const { text } of proseLines(body)) {
    const match = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(text)
    if (!match) continue
    const depth = match[1].length
    const value = inlineText(match[2])
    const id = slugger.slug(value)
    if (depth >= minDepth && depth <= maxDepth) headings.push({ depth, value, id })
  }
  return headings
}

/** Every link target in prose: markdown links and images, and href/src attributes of JSX elements. */
export function extractLinks(body: string, bodyLine = 1): LinkRef[] {
  const links: LinkRef[] = []
  const patterns = [/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g, /\b(?:href|to|src)=["']([^"']+)["']/g]
  for (const { text, index } of proseLines(body)) {
    const withoutCode = text.replace(/`[^`]*`/g, '')
    for (const pattern of patterns) {
      for (const match of withoutCode.matchAll(pattern)) links.push({ target: match[1], line: bodyLine + index })
    }
  }
  return links
}

/** Plain text of an MDX body: no code, no JSX, no markdown syntax. For excerpts, word counts and search. */
export function plainText(body: string): string {
  return proseLines(body)
    .map(({ text }) => text)
    .filter((line) => !/^\s*(import|export)\s/.test(line) && !/^\s*\{\/\*.*\*\/\}\s*$/.test(line))
    .map((line) => inlineText(line.replace(/^\s*(#{1,6}|[-*+]|\d+\.|>|\|)\s*/, '').replace(/\|/g, ' ')))
    .filter((line) => line !== '' && !/^[-:\s]+$/.test(line))
    .join('\n')
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

export const TRUNCATE_MARKER = /^\s*\{\/\*\s*truncate\s*\*\/\}\s*$/m

export interface Section {
  /** null for the text before the first heading of level 2 or 3 */
  heading: Heading | null
  text: string
}

/** The body split at level 2 and 3 headings, each part as plain text (search records). */
export function sections(body: string): Section[] {
  const slugger = new GithubSlugger()
  const out: Section[] = [{ heading: null, text: '' }]
  const lines: string[][] = [[]]
  let fence: string | null = null
  for (const text of body.split('\n')) {
    const fenceMatch = FENCE.exec(text)
    if (fenceMatch) fence = fence === null ? fenceMatch[1] : fenceMatch[1] === fence ? null : fence
    const match = fence === null && !fenceMatch ? /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(text) : null
    if (match) {
      const value = inlineText(match[2])
      const heading = { depth: match[1].length, value, id: slugger.slug(value) }
      if (heading.depth === 2 || heading.depth === 3) {
        out.push({ heading, text: '' })
        lines.push([])
        continue
      }
    }
    lines[lines.length - 1].push(text)
  }
  return out
    .map((section, i) => ({ ...section, text: plainText(lines[i].join('\n')).replace(/\s+/g, ' ').trim() }))
    .filter((section) => section.heading !== null || section.text !== '')
}
