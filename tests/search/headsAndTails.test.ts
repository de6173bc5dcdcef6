import { RELEVANCE_QUERIES } from './queries'
import { BLIND_QUERIES } from './blindQueries'
import { siteSearch } from './searchFixture'
import { buildContextIndex, documentFrequencies, FILE_LIMITS, type BuiltContextIndex } from '../../src/search/build/buildIndex'
import { HEAD_ONLY_PREFIX_LETTERS, SearchEngine, searchSteps, shardsForQuery } from '../../src/search/engine'
import { loadSiteConfig } from '../../src/config'
import { analyzeQuery } from '../../src/search/tokenize'
import { roleOf } from '../../src/search/ranking'

/**
 * Prefixes of `query` as typed, one of each kind the index answers differently: each word's first letters past those
 * whose completions rank from the heads only (HEAD_ONLY_PREFIX_LETTERS, by decision not exact; one to three more by
 * the word's place, so that lengths vary), each word completed by the space after it, and the whole query; like a
 * prefix, the whole query is left out when its last word (or an identifier's last part) has one or two letters.
 */
function typedForms(query: string): string[] {
  const forms = new Set<string>()
  for (const [i, word] of [...query.matchAll(/\S+/g)].entries()) {
    const start = word.index ?? 0
    forms.add(query.slice(0, start + Math.min(HEAD_ONLY_PREFIX_LETTERS + 1 + (i % 3), word[0].length)))
    forms.add(query.slice(0, start + word[0].length + 1))
  }
  return [...forms].filter((text) => /\s$/.test(text) || (analyzeQuery(text).pop()?.word.length ?? 0) > HEAD_ONLY_PREFIX_LETTERS)
}

/**
 * The real site's index with the postings of common terms cut into heads and tails ranks every query of both query
 * sets, and prefixes of them as typed (typedForms), as the index without tails does: the same top 8 records and
 * scores. The cut index is searched as the worker searches it, fetching shards and tails only when a step asks for
 * them; the head is also made much smaller than the site's, so that most common terms have a tail. Only counts are
 * shown of the blind set, never its queries.
 */
describe('the real site’s ranking with postings cut into heads and tails', () => {
  const { byContext, records } = siteSearch()
  const config = loadSiteConfig({})
  const stats = { total: records.length, df: documentFrequencies(records) }
  const build = (head: number) =>
    Object.entries(byContext).map(([context, list]) => {
      const built = buildContextIndex(context, list, stats, { ...FILE_LIMITS, head })
      return { ...built, meta: { ...built.meta, role: roleOf(context, config.search.contextRoles) } }
    })
  const wholeBuilts = build(Infinity)
  const whole = wholeBuilts.map((built) => SearchEngine.loaded(built))
  // The uncut index answers each typed form the same for both heads: searched once.
  const references = new Map<string, ReturnType<typeof searchLazily>>()
  const reference = (text: string) => {
    let found = references.get(text)
    if (!found) references.set(text, (found = searchLazily(whole, wholeBuilts, text)))
    return found
  }

  /** A search over engines that fetch a step's shards and tails when it asks for them; the tails it read. */
  function searchLazily(engines: SearchEngine[], builts: BuiltContextIndex[], query: string) {
    const steps = searchSteps(query, 8)
    let tails = 0
    let step = steps.next()
    while (!step.done) {
      const need = step.value
      if ('shards' in need)
        engines.forEach((engine, i) => {
          const built = builts[i]
          const firsts = built.shards.map(({ first }) => first)
          for (const p of shardsForQuery(firsts, need.shards, { corrections: need.corrections?.get(engine.meta.context) }))
            engine.addShard(p, built.shards[p].data)
        })
      if ('tails' in need)
        for (const { engine, files } of need.tails) {
          const built = builts[engines.indexOf(engine)]
          for (const file of files) {
            engine.addTail(file, built.tails[file])
            tails += 1
          }
        }
      if ('vocabularies' in need) for (const engine of need.vocabularies) engine.addVocabulary(builts[engines.indexOf(engine)].vocabulary)
      step = steps.next(engines)
    }
    return { top: step.value.ranked.map((r) => [r.engine.meta.context, r.doc, r.score]), corrected: step.value.corrected, tails }
  }
  test.each([
    ['the site’s head', FILE_LIMITS.head],
    ['a head of 24 records', 24],
  ])('with %s', (_, head) => {
    const builts = build(head)
    const differing: Record<string, string[]> = { relevance: [], blind: [] }
    let tails = 0
    let queries = 0
    for (const [name, set] of [
      ['relevance', RELEVANCE_QUERIES],
      ['blind', BLIND_QUERIES],
    ] as const) {
      // A fresh engine for each query, as a first use starts: every query starts from heads only.
      for (const [query] of set) {
        for (const text of typedForms(query)) {
          // The site's own budget of tail records with its own head; every tail the bound asks for with the small head.
          const engines = builts.map((built) =>
            Object.assign(SearchEngine.unloaded(built), head < FILE_LIMITS.head ? { tailRecordBudget: Infinity } : {}),
          )
          const expected = reference(text)
          // The same decision holds for the form searched in place of the typed one (another layout, transliteration):
          // `cnfnbcnbrf if` is searched as «статистика ша», whose last word has two letters.
          const searched = expected.corrected
          if (searched && !/\s$/.test(text) && (analyzeQuery(searched).pop()?.word.length ?? 0) <= HEAD_ONLY_PREFIX_LETTERS) continue
          const cut = searchLazily(engines, builts, text)
          queries += 1
          tails += cut.tails > 0 ? 1 : 0
          if (JSON.stringify([cut.top, cut.corrected]) !== JSON.stringify([expected.top, expected.corrected]))
            differing[name].push(name === 'relevance' ? text : '(blind)')
        }
      }
    }
    expect(differing).toEqual({ relevance: [], blind: [] })
    if (head < FILE_LIMITS.head) expect(tails).toBeGreaterThan(0)
    expect(queries).toBeGreaterThan(RELEVANCE_QUERIES.length)
  })
})
