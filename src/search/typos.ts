import type { SerializedVocabulary } from './format'

/**
 * Typo tolerance. A query word that finds nothing in the index is corrected to the pages' own words within a small
 * edit distance, counting a swap of two neighbouring letters as one edit (readers swap letters as often as they
 * drop or double them). Short words are not corrected: at three letters almost every word is one edit from
 * another. A long word may take two edits, a short one only one.
 */
export const TYPO = {
  /** Words shorter than this are never corrected. */
  minLength: 4,
  /** From this length on a word may be two edits away; shorter ones one. */
  twoEditsFrom: 8,
  /** At most this many corrections per word, the nearest and most frequent first. */
  maxCandidates: 2,
} as const

export const maxEdits = (length: number): number => (length >= TYPO.twoEditsFrom ? 2 : 1)

let rows = new Int32Array(96) // editDistance's three rows, for words of up to 31 letters before it grows
/**
 * Edit distance with adjacent transpositions (optimal string alignment); beyond `limit`, some value above it, once
 * that is clear. The correction scans the whole vocabulary, so the rows live in one buffer kept between calls.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  const width = b.length + 1
  if (rows.length < 3 * width) rows = new Int32Array(6 * width)
  let [before, previous, current] = [0, width, 2 * width]
  for (let j = 0; j < width; j += 1) rows[previous + j] = j
  for (let i = 1; i <= a.length; i += 1) {
    const [letter, last] = [a.charCodeAt(i - 1), i > 1 ? a.charCodeAt(i - 2) : -1]
    let rowMin = (rows[current] = i)
    for (let j = 1; j <= b.length; j += 1) {
      const other = b.charCodeAt(j - 1)
      let value = Math.min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + (letter === other ? 0 : 1))
      if (j > 1 && letter === b.charCodeAt(j - 2) && last === other) value = Math.min(value, rows[before + j - 2] + 1)
      rows[current + j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > limit) return limit + 1
    ;[before, previous, current] = [previous, current, before]
  }
  return rows[previous + b.length]
}

export interface Correction {
  word: string
  distance: number
  count: number
}

/** Is this word one that the correction may change: letters of one script, long enough, not an identifier's part? */
export const correctable = (word: string): boolean => word.length >= TYPO.minLength && (/^[а-я]+$/.test(word) || /^[a-z]+$/.test(word))

/** The nearest words of the vocabulary to a misspelt word: the fewest edits first, then the most frequent. */
export function nearestWords(word: string, vocabulary: SerializedVocabulary): Correction[] {
  if (!correctable(word)) return []
  const limit = maxEdits(word.length)
  const found: Correction[] = []
  vocabulary.words.forEach((candidate, i) => {
    if (candidate === word) return
    const distance = editDistance(word, candidate, limit)
    if (distance <= limit) found.push({ word: candidate, distance, count: vocabulary.counts[i] })
  })
  found.sort((a, b) => a.distance - b.distance || b.count - a.count)
  const nearest = found.length > 0 ? found[0].distance : 0
  return found.filter((c) => c.distance === nearest).slice(0, TYPO.maxCandidates)
}

/** The words of a context's pages, counted, most frequent first (the builder writes this file). */
export function buildVocabulary(wordsOfRecords: Iterable<string[]>): SerializedVocabulary {
  const counts = new Map<string, number>()
  for (const words of wordsOfRecords) for (const word of words) if (correctable(word)) counts.set(word, (counts.get(word) ?? 0) + 1)
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
  return { words: sorted.map(([word]) => word), counts: sorted.map(([, count]) => count) }
}
