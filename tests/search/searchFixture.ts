import { testSite } from '../site/testSite'
import { searchSections } from '../../src/node/searchSections'
import { sectionsByContext } from '../../plugins/gatsby-plugin-site-search/indexFiles'
import { buildContextIndex, documentFrequencies } from '../../src/search/buildIndex'
import { SearchEngine, mergeHits } from '../../src/search/engine'
import type { SearchRecord } from '../../src/search/format'
import { loadSiteConfig } from '../../src/config'

/** The real site's records and engines, built the way the build builds them. */
export function siteSearch() {
  const config = loadSiteConfig({})
  const byContext = sectionsByContext(searchSections(testSite(), config.blogLabel), config.search)
  const records: SearchRecord[] = Object.values(byContext).flat()
  const stats = { total: records.length, df: documentFrequencies(records) }
  const engines = Object.entries(byContext).map(([context, list]) => SearchEngine.loaded(buildContextIndex(context, list, stats)))
  const search = (query: string, limit: number) => mergeHits(engines.map((engine) => engine.search(query, limit)), limit)
  return { byContext, records, search }
}

/** hit@1, hit@3 and MRR over the pages (a hit's URL without its #section). */
export function measure(queries: Array<[string, string]>, rankedPages: (query: string) => string[]) {
  let hit1 = 0
  let hit3 = 0
  let mrr = 0
  const misses: string[] = []
  for (const [query, expected] of queries) {
    const pages = rankedPages(query)
    const rank = pages.indexOf(expected)
    if (rank === 0) hit1 += 1
    if (rank >= 0 && rank < 3) hit3 += 1
    else misses.push(`${query} -> ${pages.slice(0, 3).join(', ')} (expected ${expected})`)
    if (rank >= 0) mrr += 1 / (rank + 1)
  }
  const n = queries.length
  return { hit1: hit1 / n, hit3: hit3 / n, mrr: mrr / n, misses }
}

export const pagesOf = (urls: string[]): string[] => [...new Set(urls.map((url) => url.split('#')[0]))]
