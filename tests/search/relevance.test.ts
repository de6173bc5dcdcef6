import lunr from 'lunr'
import { RELEVANCE_QUERIES } from './queries'
import { siteSearch, measure, pagesOf } from './searchFixture'

// eslint-disable-next-line @typescript-eslint/no-require-imports
require('lunr-languages/lunr.stemmer.support')(lunr)
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('lunr-languages/lunr.ru')(lunr)
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('lunr-languages/lunr.multi')(lunr)

/** Relevance of the site search against a plain lunr + lunr-languages (ru, en) index of the same records. */
describe('search relevance', () => {
  const { records, search } = siteSearch()

  const ours = measure(RELEVANCE_QUERIES, (query) => pagesOf(search(query, 30).map((hit) => hit.url)))

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
  const baseline = measure(RELEVANCE_QUERIES, baselineSearch)

  test('the query set is large enough', () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(40)
  })

  test('hit@3 is at least 95% and above the lunr baseline', () => {
    console.log(
      `relevance (${RELEVANCE_QUERIES.length} queries): ours hit@1 ${ours.hit1.toFixed(3)} hit@3 ${ours.hit3.toFixed(3)} MRR ${ours.mrr.toFixed(3)}; ` +
        `lunr baseline hit@1 ${baseline.hit1.toFixed(3)} hit@3 ${baseline.hit3.toFixed(3)} MRR ${baseline.mrr.toFixed(3)}\n` +
        `misses:\n  ${ours.misses.join('\n  ')}`,
    )
    expect(ours.hit3).toBeGreaterThanOrEqual(0.95)
    expect(ours.hit3).toBeGreaterThan(baseline.hit3)
    expect(ours.mrr).toBeGreaterThan(baseline.mrr)
  })
})
