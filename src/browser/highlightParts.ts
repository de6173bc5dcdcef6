import { normalize } from '../search/fold'
import { escapeRegExp, MIN_TERM_LENGTH } from './highlightParam'

export interface HighlightPart {
  text: string
  marked: boolean
}

/** The text folded as the search folds it, and for each folded position its position in the text (null: the same). */
function fold(text: string): { folded: string; origin: number[] | null } {
  const folded = normalize(text)
  if (folded.length === text.length) return { folded, origin: null }
  // A character whose lower case is longer (İ): fold one character at a time and keep where each came from.
  let out = ''
  const origin: number[] = []
  let index = 0
  for (const char of text) {
    const each = normalize(char)
    for (let k = 0; k < each.length; k += 1) origin.push(index)
    out += each
    index += char.length
  }
  origin.push(text.length)
  return { folded: out, origin }
}

/**
 * The text cut into marked and unmarked parts: a part is marked where a word begins with one of the terms once both
 * are folded the way the search folds words (case, ё/е: src/search/fold.ts), so «отчет» marks «Отчёт». The one matcher
 * of the search box's results (src/theme/SearchBar/Highlighted.tsx) and of the page a result opens (markTerms, ./highlightTerms.ts).
 */
export function highlightParts(text: string, terms: string[]): HighlightPart[] {
  const usable = terms.map((term) => normalize(term.trim())).filter((term) => term.length >= MIN_TERM_LENGTH)
  if (usable.length === 0) return text === '' ? [] : [{ text, marked: false }]
  // Longer terms first, so «отчеты» wins over «отчет» where both match. A term is a stem and begins a word: «час»
  // marks «часа», not «сейчас» or «2024 часа». A phrase's stems («тих час», a thesaurus phrase the search matched
  // whole) mark its words where they stand close, the rest of a word, a hyphen or a short word between («счёт-фактура»,
  // «отчёт по сообщениям»): «тихие часы», not every «часы» of the text.
  const alternatives = usable.sort((a, b) => b.length - a.length).map((term) => escapeRegExp(term).replace(/ /g, '.{1,12}?'))
  const pattern = new RegExp(`(?<![\\p{L}\\d])(?:${alternatives.join('|')})`, 'gu')
  const { folded, origin } = fold(text)
  const at = (position: number) => (origin ? origin[position] : position)
  const parts: HighlightPart[] = []
  let last = 0
  for (const match of folded.matchAll(pattern)) {
    const start = at(match.index)
    const end = at(match.index + match[0].length)
    if (start > last) parts.push({ text: text.slice(last, start), marked: false })
    parts.push({ text: text.slice(start, end), marked: true })
    last = end
  }
  if (last < text.length) parts.push({ text: text.slice(last), marked: false })
  return parts
}
