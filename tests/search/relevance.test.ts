import lunr from 'lunr'
import { RELEVANCE_QUERIES } from './queries'
import { siteSearch, measureByClass, formatTable, pagesOf } from './searchFixture'

// eslint-disable-next-line @typescript-eslint/no-require-imports
require('lunr-languages/lunr.stemmer.support')(lunr)
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('lunr-languages/lunr.ru')(lunr)
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('lunr-languages/lunr.multi')(lunr)

/** What the ranking reaches on the set today (see the README's search section); a change may not fall below. */
const FLOOR = { hit1: 0.82, hit3: 0.97, mrr: 0.9 }

/** Relevance of the site search against a plain lunr + lunr-languages (ru, en) index of the same records. */
describe('search relevance', () => {
  const { records, search } = siteSearch()

  const byClass = measureByClass(RELEVANCE_QUERIES, (query) => pagesOf(search(query, 30).map((hit) => hit.url)))
  const ours = byClass.get('all')!

  const baselineIndex = lunr(function build() {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    this.use((lunr as any).multiLanguage('en', 'ru'))
    this.ref('id')
    this.field('title', { boost: 3 })
    this.field('heading', { boost: 2 })
    this.field('text')
    records.forEach((record, id) => this.add({ id: String(id), title: record.title, heading: record.heading, text: record.text }))
  })
  const baselineSearch = (query: string): string[] => {
    // lunr's query syntax treats some characters as operators; readers type plain words.
    const clean = query.replace(/[:~^*+\-]/g, ' ')
    try {
      return pagesOf(baselineIndex.search(clean).map((result) => records[Number(result.ref)].url))
    } catch {
      return []
    }
  }
  const baselineByClass = measureByClass(RELEVANCE_QUERIES, baselineSearch)
  const baseline = baselineByClass.get('all')!

  test('the query set is large enough and covers every class', () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(100)
    expect([...byClass.keys()].sort()).toEqual(['all', 'changes', 'identifier', 'lookup', 'plain', 'question', 'variant'])
  })

  test('per class and overall: hit@1, hit@3 and MRR, ours beside lunr', () => {
    console.log(`relevance (${RELEVANCE_QUERIES.length} queries)\n${formatTable(RELEVANCE_QUERIES, byClass, baselineByClass)}\nmisses:\n  ${ours.misses.join('\n  ')}`)
    // The targets: hit@1 80%, hit@3 97%, MRR 0.9, every class at hit@3 90% (the ranking reaches 83.7%,
    // 97.1%, 0.906; hit@1 keeps a query of slack above its target).
    for (const [name, measure] of byClass) expect([name, measure.hit3 >= 0.9]).toEqual([name, true])
    expect(ours.hit3).toBeGreaterThanOrEqual(FLOOR.hit3)
    expect(ours.hit1).toBeGreaterThanOrEqual(FLOOR.hit1)
    expect(ours.mrr).toBeGreaterThanOrEqual(FLOOR.mrr)
    expect(ours.hit3).toBeGreaterThan(baseline.hit3)
    expect(ours.mrr).toBeGreaterThan(baseline.mrr)
  })
})
