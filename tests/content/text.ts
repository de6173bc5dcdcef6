/**
 * Line readers over MDX source for the content lints of this folder (prose outside code fences). The build
 * itself never reads MDX this way: it takes everything from the compiler's syntax tree (src/node/body).
 */

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



/** Plain text of an MDX body: no code, no JSX, no markdown syntax. For excerpts, word counts and search. */
export function plainText(body: string): string {
  return proseLines(body)
    .map(({ text }) => text)
    .filter((line) => !/^\s*(import|export)\s/.test(line) && !/^\s*\{\/\*.*\*\/\}\s*$/.test(line))
    .map((line) => inlineText(line.replace(/^\s*(#{1,6}|[-*+]|\d+\.|>|\|)\s*/, '').replace(/\|/g, ' ')))
    .filter((line) => line !== '' && !/^[-:\s]+$/.test(line))
    .join('\n')
}
