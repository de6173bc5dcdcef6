import { TUNING_QUERIES } from './queries'
import { siteSearch, measureByClass, pagesOf } from './searchFixture'
import { FEATURE_WEIGHTS, LOOKUP_WEIGHTS, WORD_WEIGHTS } from '../../src/search/ranking'

/**
 * Trying weights on the tuning half only (the held-out half is for the gate in relevance.test.ts). Skipped unless
 * TUNE lists the variants, each applied on top of the last:
 *   TUNE='[["base",{}],["coverage 3",{"coverage":3}]]' npx jest tests/search/tune.test.ts
 */
const grid: Array<[string, Record<string, number>]> = JSON.parse(process.env.TUNE ?? '[]')

;(grid.length > 0 ? test : test.skip)('weights tried on the tuning half', () => {
  const { search } = siteSearch()
  const out: string[] = []
  for (const [name, patch] of grid) {
    for (const [key, value] of Object.entries(patch)) {
      const table = (key in FEATURE_WEIGHTS ? FEATURE_WEIGHTS : key in WORD_WEIGHTS ? WORD_WEIGHTS : LOOKUP_WEIGHTS) as unknown as Record<
        string,
        number
      >
      table[key] = value
    }
    const byClass = measureByClass(TUNING_QUERIES, (query) => pagesOf(search(query, 30).map((hit) => hit.url)))
    out.push(`${name.padEnd(24)} ${[...byClass].map(([c, m]) => `${c} ${Math.round(m.hit3 * 100)}%/${m.mrr.toFixed(2)}`).join('  ')}`)
  }
  console.log(out.join('\n'))
})
