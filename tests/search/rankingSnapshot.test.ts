import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { RELEVANCE_QUERIES } from './queries'
import { BLIND_QUERIES } from './blindQueries'
import { siteSearch } from './searchFixture'

/**
 * The top 8 URLs and scores of every query of both query sets on the real site's index, written to
 * RANKING_SNAPSHOT when that file does not exist yet, else compared with it: a change of the index format or of the
 * engine's candidate retrieval is checked against the ranking of the code before it. Only counts are printed for the
 * blind set, never its queries.
 */
const file = process.env.RANKING_SNAPSHOT
const run = file ? test : test.skip

run('the ranking of every query is the one written before', () => {
  const { search } = siteSearch()
  const top = (query: string) => search(query, 8).map((hit) => [hit.url, hit.score])
  const sets = { relevance: RELEVANCE_QUERIES, blind: BLIND_QUERIES }
  const now = Object.fromEntries(Object.entries(sets).map(([name, queries]) => [name, queries.map(([query]) => top(query))]))
  if (!existsSync(file as string)) {
    writeFileSync(file as string, JSON.stringify(now))
    return
  }
  const before = JSON.parse(readFileSync(file as string, 'utf8')) as typeof now
  const differing = Object.fromEntries(
    Object.keys(sets).map((name) => [name, now[name].filter((list, i) => JSON.stringify(list) !== JSON.stringify(before[name][i])).length]),
  )
  const relevanceDiffs = RELEVANCE_QUERIES.flatMap(([query], i) =>
    JSON.stringify(now.relevance[i]) === JSON.stringify(before.relevance[i]) ? [] : [query],
  )
  expect({ differing, relevanceDiffs }).toEqual({ differing: { relevance: 0, blind: 0 }, relevanceDiffs: [] })
})
