import { analyzeQuery, normalize, stem } from './tokenize'
import { createFieldIndex, fieldMaps, indexTerms, type SlotMap } from './flexIndex'
import { switchKeyboardLayout } from './synonyms'
import { BM25_B, BM25_K1, FIELD_WEIGHTS, type SearchHit, type SerializedIndex, type SerializedSnippets } from './format'

const W = [FIELD_WEIGHTS.title, FIELD_WEIGHTS.heading, FIELD_WEIGHTS.body]
/** A synonym or transliteration counts a little less than the word typed, a completion less again. */
const ALTERNATIVE_WEIGHT = 0.9
const PREFIX_WEIGHT = 0.7
/** An identifier typed whole and found whole (sendMessage) is the strongest evidence there is. */
const EXACT_IDENTIFIER_WEIGHT = 2
const STEM_PREFIX_WEIGHT = 0.85
/** How many index terms a prefix may expand to. */
const MAX_PREFIX_TERMS = 30

type Posting = Array<[number, number, number, number]>

/** BM25F over one serialised index (SPEC §9: b 0.75, k1 1.2; title weighted most). */
export class SearchEngine {
  private readonly decoded = new Map<string, Posting>()
  private readonly avgLength: [number, number, number]
  /** title, heading and body index of the FlexSearch Document */
  private readonly maps: SlotMap[]
  /** every index term, sorted */
  private readonly terms: string[]

  private snippets: SerializedSnippets | null = null

  constructor(private readonly index: SerializedIndex) {
    const fields = createFieldIndex()
    for (const [key, data] of Object.entries(index.flex)) fields.import(key, data as string)
    this.maps = fieldMaps(fields)
    this.terms = indexTerms(this.maps)
    const n = Math.max(1, index.lengths.length)
    const sum = index.lengths.reduce<[number, number, number]>((acc, l) => [acc[0] + l[0], acc[1] + l[1], acc[2] + l[2]], [0, 0, 0])
    this.avgLength = [Math.max(1, sum[0] / n), Math.max(1, sum[1] / n), Math.max(1, sum[2] / n)]
  }

  setSnippets(snippets: SerializedSnippets): void {
    this.snippets = snippets
  }

  get size(): number {
    return this.index.docs.length
  }

  /** Position of the first index term not below `term`. */
  private lowerBound(term: string): number {
    const { terms } = this
    let lo = 0
    let hi = terms.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (terms[mid] < term) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  /** Documents of a term with their frequency per field: FlexSearch's slot of a document is its frequency - 1. */
  private postings(term: string): Posting {
    const cached = this.decoded.get(term)
    if (cached) return cached
    const byDoc = new Map<number, [number, number, number, number]>()
    this.maps.forEach((map, field) => {
      map.get(term)?.forEach((ids, slot) => {
        for (const id of ids ?? []) {
          const entry = byDoc.get(id) ?? [id, 0, 0, 0]
          entry[field + 1] = slot + 1
          byDoc.set(id, entry)
        }
      })
    })
    const out: Posting = [...byDoc.values()]
    this.decoded.set(term, out)
    return out
  }

  /** Index terms that start with `prefix`. */
  private completions(prefix: string): string[] {
    const { terms } = this
    const out: string[] = []
    for (let i = this.lowerBound(prefix); i < terms.length && out.length < MAX_PREFIX_TERMS; i += 1) {
      if (!terms[i].startsWith(prefix)) break
      out.push(terms[i])
    }
    return out
  }

  private scoreTerm(term: string, weight: number, scores: Map<number, number>): void {
    const postings = this.postings(term)
    if (postings.length === 0) return
    const n = this.index.total
    const at = this.lowerBound(term)
    const df = this.terms[at] === term ? this.index.df[at] : postings.length
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5))
    for (const [doc, ...tfs] of postings) {
      // BM25 per field (own length normalisation), fields summed with their weights.
      let value = 0
      for (let field = 0; field < 3; field += 1) {
        const tf = tfs[field]
        if (tf === 0) continue
        const norm = BM25_K1 * (1 - BM25_B + (BM25_B * this.index.lengths[doc][field]) / this.avgLength[field])
        value += W[field] * ((tf * (BM25_K1 + 1)) / (tf + norm))
      }
      scores.set(doc, Math.max(scores.get(doc) ?? 0, weight * idf * value))
    }
  }

  /**
   * Every query word must match (its stem, a synonym, or, for the word being typed, a completion);
   * documents missing a word are kept but ranked down.
   */
  search(query: string, limit: number, options: { prefix?: boolean } = {}): SearchHit[] {
    const hits = this.run(query, limit, options.prefix ?? true)
    if (hits.length > 0) return hits
    // Typed with the other keyboard layout? Only trusted when every word then matches.
    const switched = switchKeyboardLayout(query)
    return switched !== normalize(query) ? this.run(switched, limit, options.prefix ?? true, true) : []
  }

  private run(query: string, limit: number, prefix: boolean, requireAll = false): SearchHit[] {
    const tokens = analyzeQuery(query)
    if (tokens.length === 0) return []
    const total = new Map<number, number>()
    const matchedCount = new Map<number, number>()
    const matchedTerms = new Map<number, Set<string>>()
    tokens.forEach((token, i) => {
      const perToken = new Map<number, number>()
      const candidates: Array<[string, number]> = [[token.term, 1], ...token.alternatives.map((a): [string, number] => [a, ALTERNATIVE_WEIGHT])]
      if (token.exact) candidates.push([token.exact, EXACT_IDENTIFIER_WEIGHT])
      // Snowball keeps derivational suffixes (подключить -> подключ, подключение -> подключен), so every
      // stem also matches the index terms it begins; the word being typed completes from two letters.
      const isLast = i === tokens.length - 1 && prefix && !/\s$/.test(query)
      const minPrefix = isLast ? 2 : 4
      for (const base of new Set([token.word, token.term])) {
        if (base && base.length >= minPrefix) {
          for (const term of this.completions(base)) if (term !== token.term) candidates.push([term, isLast ? PREFIX_WEIGHT : STEM_PREFIX_WEIGHT])
        }
      }
      for (const [term, weight] of candidates) {
        const before = new Map(perToken)
        this.scoreTerm(term, weight, perToken)
        for (const [doc, score] of perToken) {
          if (before.get(doc) !== score) {
            const set = matchedTerms.get(doc) ?? new Set<string>()
            set.add(term)
            matchedTerms.set(doc, set)
          }
        }
      }
      for (const [doc, score] of perToken) {
        total.set(doc, (total.get(doc) ?? 0) + score)
        matchedCount.set(doc, (matchedCount.get(doc) ?? 0) + 1)
      }
    })
    const ranked = [...total.entries()]
      .filter(([doc]) => !requireAll || matchedCount.get(doc) === tokens.length)
      .map(([doc, score]): [number, number] => {
        const coverage = (matchedCount.get(doc) ?? 0) / tokens.length
        return [doc, score * coverage * coverage]
      })
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
    return ranked.map(([doc, score]) => {
      const [url, title, heading, breadcrumbs] = this.index.docs[doc]
      const snippet = this.snippets?.[doc] ?? ''
      return {
        url,
        title,
        heading,
        breadcrumbs: breadcrumbs ? breadcrumbs.split(' › ') : [],
        snippet,
        score,
        matched: [...(matchedTerms.get(doc) ?? [])].filter((t) => t.length >= 3),
      }
    })
  }
}

/** Merges hits of several contexts, best first. */
export function mergeHits(lists: SearchHit[][], limit: number): SearchHit[] {
  return lists.flat().sort((a, b) => b.score - a.score).slice(0, limit)
}

export { stem }
