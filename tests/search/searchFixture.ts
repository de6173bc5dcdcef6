import lunr from 'lunr'
import { testSite } from '../site/testSite'
import { searchSections } from '../../src/node/searchSections'
import { sectionsByContext } from '../../src/search/build/indexFiles'
import { buildContextIndex, documentFrequencies, indexedHeading } from '../../src/search/build/buildIndex'
import { SearchEngine, searchEngines } from '../../src/search/engine'
import type { SearchRecord } from '../../src/search/format'
import { loadSiteConfig } from '../../src/config'
import { readQueryKinds, readThesaurus } from '../../src/search/build/indexFiles'
import { useThesaurus } from '../../src/search/engine'
import { join } from 'node:path'
import { roleOf, useQueryKinds } from '../../src/search/ranking'

// eslint-disable-next-line @typescript-eslint/no-require-imports -- lunr-languages are CommonJS plugins applied to lunr
require('lunr-languages/lunr.stemmer.support')(lunr)
// eslint-disable-next-line @typescript-eslint/no-require-imports -- lunr-languages are CommonJS plugins applied to lunr
require('lunr-languages/lunr.ru')(lunr)
// eslint-disable-next-line @typescript-eslint/no-require-imports -- lunr-languages are CommonJS plugins applied to lunr
require('lunr-languages/lunr.multi')(lunr)

/** The real site's records and engines, built the way the build builds them. */
export function siteSearch() {
  const config = loadSiteConfig({})
  const byContext = sectionsByContext(searchSections(testSite(), config.blogLabel), config.search)
  const records: SearchRecord[] = Object.values(byContext).flat()
  /** Reads and compiles the writers' thesaurus (again, when a test has changed its weights). */
  const reload = () => {
    const thesaurus = readThesaurus(join(__dirname, '../../content/search/thesaurus.txt'), 'content/search/thesaurus.txt', records)
    if (thesaurus.error) throw new Error(thesaurus.error)
    useThesaurus(thesaurus.thesaurus)
    const kinds = readQueryKinds(join(__dirname, '../../content/search/query-kinds.txt'), 'content/search/query-kinds.txt')
    if (kinds.error) throw new Error(kinds.error)
    useQueryKinds(kinds.kinds)
  }
  reload()
  const stats = { total: records.length, df: documentFrequencies(records) }
  const engines = Object.entries(byContext).map(([context, list]) => {
    const built = buildContextIndex(context, list, stats)
    return SearchEngine.loaded({ ...built, meta: { ...built.meta, role: roleOf(context, config.search.contextRoles) } })
  })
  const search = (query: string, limit: number) => searchEngines(engines, query, limit).ranked.map((ranked) => ranked.engine.hit(ranked))
  return { byContext, records, search, reload }
}

/** hit@1, hit@3 and MRR over the pages (a hit's URL without its #section). */
export function measure(queries: Array<[string, string, ...unknown[]]>, rankedPages: (query: string) => string[]) {
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

export type Measure = ReturnType<typeof measure>

/** The measure over each class of a labelled query set, and over all of it. */
export function measureByClass<C extends string>(
  queries: Array<[string, string, C]>,
  rankedPages: (query: string) => string[],
): Map<C | 'all', Measure> {
  const out = new Map<C | 'all', Measure>()
  for (const name of [...new Set(queries.map((q) => q[2]))])
    out.set(
      name,
      measure(
        queries.filter((q) => q[2] === name),
        rankedPages,
      ),
    )
  out.set('all', measure(queries, rankedPages))
  return out
}

/** A table of per-class figures, ours beside lunr's. */
export function formatTable<C extends string>(
  queries: Array<[string, string, C]>,
  ours: Map<C | 'all', Measure>,
  baseline: Map<C | 'all', Measure>,
): string {
  const pct = (v: number) => `${Math.round(v * 100)}%`.padStart(5)
  const rows = [...ours.keys()].map((name) => {
    const o = ours.get(name)!
    const b = baseline.get(name)!
    const n = name === 'all' ? queries.length : queries.filter((q) => q[2] === name).length
    return `${String(name).padEnd(11)} ${String(n).padStart(3)}  ${pct(o.hit1)} ${pct(o.hit3)} ${o.mrr.toFixed(2)}   ${pct(b.hit1)} ${pct(b.hit3)} ${b.mrr.toFixed(2)}`
  })
  return ['class         n  hit@1 hit@3  MRR   lunr: hit@1 hit@3  MRR', ...rows].join('\n')
}

export const pagesOf = (urls: string[]): string[] => [...new Set(urls.map((url) => url.split('#')[0]))]

/** A plain lunr + lunr-languages (ru, en) index of the same records, the baseline the ranking is measured against. */
export function lunrBaseline(records: SearchRecord[]): (query: string) => string[] {
  const index = lunr(function build(this: lunr.Builder) {
    this.use((lunr as unknown as { multiLanguage(...languages: string[]): lunr.Builder.Plugin }).multiLanguage('en', 'ru'))
    this.ref('id')
    this.field('title', { boost: 3 })
    this.field('heading', { boost: 2 })
    this.field('text')
    records.forEach((record, id) => this.add({ id: String(id), title: record.title, heading: indexedHeading(record), text: record.text }))
  })
  return (query: string): string[] => {
    // lunr's query syntax treats some characters as operators; readers type plain words.
    const clean = query.replace(/[:~^*+-]/g, ' ')
    try {
      return pagesOf(index.search(clean).map((result) => records[Number(result.ref)].url))
    } catch {
      return []
    }
  }
}
