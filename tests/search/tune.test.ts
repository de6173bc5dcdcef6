import { SPOKEN_BATCH, TUNING_QUERIES } from './queries'
import { siteSearch, measureByClass, pagesOf } from './searchFixture'
import { FEATURE_WEIGHTS, LOOKUP_WEIGHTS, WORD_WEIGHTS } from '../../src/search/ranking'
import { THESAURUS_WEIGHTS } from '../../src/search/thesaurus'

/**
 * Trying weights on the tuning half only (the held-out half is for the gate in relevance.test.ts). Skipped unless
 * TUNE lists the variants, each applied on top of the last:
 *   TUNE='[["base",{}],["coverage 3",{"coverage":3}]]' npx jest tests/search/tune.test.ts
 * With TUNE_MISSES=1 the last variant's tuning misses (not in the top 3) are listed with their top 5 pages; with
 * TUNE_SPOKEN=1 only the tuning half of the batch of readers' own words (tests/search/spokenQueries.ts) is measured.
 */
const TUNING = process.env.TUNE_SPOKEN ? SPOKEN_BATCH.tuning : TUNING_QUERIES
const grid: Array<[string, Record<string, number>]> = JSON.parse(process.env.TUNE ?? '[]')

const tables = [FEATURE_WEIGHTS, WORD_WEIGHTS, LOOKUP_WEIGHTS, THESAURUS_WEIGHTS] as unknown as Array<Record<string, number>>

;(grid.length > 0 ? test : test.skip)('weights tried on the tuning half', () => {
  const { search, reload } = siteSearch()
  const rankedPages = (query: string) => pagesOf(search(query, 30).map((hit) => hit.url))
  const out: string[] = []
  for (const [name, patch] of grid) {
    for (const [key, value] of Object.entries(patch)) {
      const table = tables.find((candidate) => key in candidate)
      if (!table) throw new Error(`TUNE: no weight is called "${key}"`)
      table[key] = value
    }
    // The compiled thesaurus carries its weights: compile it again with the weights just set.
    reload()
    const byClass = measureByClass(TUNING, rankedPages)
    out.push(`${name.padEnd(24)} ${[...byClass].map(([c, m]) => `${c} ${Math.round(m.hit3 * 100)}%/${m.mrr.toFixed(2)}`).join('  ')}`)
  }
  if (process.env.TUNE_MISSES) {
    for (const [query, expected, kind] of TUNING) {
      const pages = rankedPages(query)
      const rank = pages.indexOf(expected)
      if (rank < 0 || rank >= 3)
        out.push(`[${kind}] ${query} (expected ${expected}, rank ${rank < 0 ? '-' : rank + 1})\n    ${pages.slice(0, 5).join('\n    ')}`)
    }
  }
  console.log(out.join('\n'))
})
