// npm run bench:relevance -- [--tune JSON] [--misses] [--snapshot FILE]
// The search's relevance figures on the real site, per query class, beside a plain lunr index (the gates that must
// hold are tests/search/relevance.test.ts; this prints the figures behind them):
//   (no options)       the tuning half, the held-out half (and its batches of readers' own words) and the blind set,
//                      per class, ours beside lunr
//   --misses           the tuning half's misses (not in the top 3) with their top 3 pages. Never the held-out half's
//                      or the blind set's: read one by one they would become a second tuning half.
//   --tune JSON        weights tried on the tuning half, each variant applied on top of the last, for example
//                      --tune '[["base",{}],["coverage 3",{"coverage":3}]]'; with --misses, the last variant's misses
//   --snapshot FILE    the top 8 URLs and scores of every query of both sets: written to FILE when it does not exist,
//                      else compared with it (a change of index format or candidate retrieval that should rank the same)
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { HELD_OUT_QUERIES, RELEVANCE_QUERIES, SPLIT_SEED, READERS_BATCHES, TUNING_QUERIES, type LabelledQuery } from '../../tests/search/queries'
import { BLIND_QUERIES } from '../../tests/search/blindQueries'
import { formatTable, lunrBaseline, measureByClass, pagesOf, siteSearch } from '../../tests/search/searchFixture'
import { FEATURE_WEIGHTS, LOOKUP_WEIGHTS } from '../../src/search/ranking'
import { THESAURUS_WEIGHTS } from '../../src/search/thesaurus'

const { values } = parseArgs({ options: { tune: { type: 'string' }, misses: { type: 'boolean' }, snapshot: { type: 'string' } } })

function tables(search: ReturnType<typeof siteSearch>['search'], records: ReturnType<typeof siteSearch>['records']): string[] {
  const ours = (query: string) => pagesOf(search(query, 30).map((hit) => hit.url))
  const lunr = lunrBaseline(records)
  const table = (name: string, queries: LabelledQuery[], misses: boolean) => {
    const byClass = measureByClass(queries, ours)
    const listed = misses ? `\nmisses:\n  ${byClass.get('all')!.misses.join('\n  ')}` : ''
    return `${name} (${queries.length} queries)\n${formatTable(queries, byClass, measureByClass(queries, lunr))}${listed}`
  }
  return [
    table(`tuning half, seed ${SPLIT_SEED}`, TUNING_QUERIES, Boolean(values.misses)),
    table(`held-out half, seed ${SPLIT_SEED}`, HELD_OUT_QUERIES, false),
    ...READERS_BATCHES.map((batch) => table(`of which the readers' own words, ${batch.name} batch`, batch.heldOut, false)),
    table('blind set', BLIND_QUERIES, false),
  ]
}

function tune(grid: Array<[string, Record<string, number>]>, { search, reload }: ReturnType<typeof siteSearch>): string[] {
  const weightTables = [FEATURE_WEIGHTS, LOOKUP_WEIGHTS, THESAURUS_WEIGHTS] as unknown as Array<Record<string, number>>
  const rankedPages = (query: string) => pagesOf(search(query, 30).map((hit) => hit.url))
  const out: string[] = []
  for (const [name, patch] of grid) {
    for (const [key, value] of Object.entries(patch)) {
      const table = weightTables.find((candidate) => key in candidate)
      if (!table) throw new Error(`--tune: no weight is called "${key}"`)
      table[key] = value
    }
    // The compiled thesaurus carries its weights: compile it again with the weights just set.
    reload()
    const byClass = measureByClass(TUNING_QUERIES, rankedPages)
    out.push(`${name.padEnd(24)} ${[...byClass].map(([c, m]) => `${c} ${Math.round(m.hit3 * 100)}%/${m.mrr.toFixed(2)}`).join('  ')}`)
  }
  if (values.misses) out.push(`misses:\n  ${measureByClass(TUNING_QUERIES, rankedPages).get('all')!.misses.join('\n  ')}`)
  return out
}

/** Only counts are printed for the blind set, never its queries. */
function snapshot(file: string, { search }: ReturnType<typeof siteSearch>): string[] {
  const top = (query: string) => search(query, 8).map((hit) => [hit.url, hit.score])
  const sets = { relevance: RELEVANCE_QUERIES, blind: BLIND_QUERIES }
  const now = Object.fromEntries(Object.entries(sets).map(([name, queries]) => [name, queries.map(([query]) => top(query))]))
  if (!existsSync(file)) {
    writeFileSync(file, JSON.stringify(now))
    return [`written: ${file}`]
  }
  const before = JSON.parse(readFileSync(file, 'utf8')) as typeof now
  const lines = Object.keys(sets).map((name) => {
    const differing = now[name].filter((list, i) => JSON.stringify(list) !== JSON.stringify(before[name][i])).length
    return `${name}: ${differing} of ${now[name].length} queries rank differently`
  })
  const changed = RELEVANCE_QUERIES.filter((_query, i) => JSON.stringify(now.relevance[i]) !== JSON.stringify(before.relevance[i]))
  if (changed.length > 0) lines.push(`relevance queries:\n  ${changed.map(([query]) => query).join('\n  ')}`)
  if (lines.some((line) => !/: 0 of/.test(line))) process.exitCode = 1
  return lines
}

async function main(): Promise<void> {
  // The search fixture reads the content as the build does, once, and again only when it changed (tests/site/snapshot.ts).
  const fixture = siteSearch()
  const out = values.snapshot
    ? snapshot(values.snapshot, fixture)
    : values.tune
      ? tune(JSON.parse(values.tune) as Array<[string, Record<string, number>]>, fixture)
      : tables(fixture.search, fixture.records)
  console.log(out.join('\n\n'))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
