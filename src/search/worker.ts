/// <reference lib="webworker" />
import {
  attempts,
  correctedAnswer,
  mergeHits,
  SearchEngine,
  shardsForQuery,
  unmatchedEverywhere,
  useThesaurus,
  type Corrections,
  type EngineRanked,
  type Ranked,
} from './engine'
import type { Thesaurus } from './thesaurus'
import {
  SNIPPET_LIMIT_THRESHOLD,
  type SearchContext,
  type SearchHit,
  type SearchIndexFiles,
  type SerializedDocs,
  type SerializedMeta,
  type SerializedShard,
  type SerializedSnippets,
  type SerializedVocabulary,
  type SearchAnswer,
} from './format'

/**
 * The search worker (docs/requirements.md §C6) with two operations:
 *   fetchIndexes(baseUrl, context) and search(baseUrl, context, query, limit).
 * A context is 'docs/api', 'blog', 'default', 'all', or '!<context>' for everything outside one.
 *
 * The engine (tokenizer, FlexSearch, BM25) is part of this script, so nothing waits for a second script
 * before the index files are requested. A query's term shards are requested together with the metadata
 * (the shard table is compiled in), and the display chunks of its hits once it is ranked.
 */
declare const __SEARCH_INDEX_FILES__: Record<SearchContext, SearchIndexFiles>
declare const __SEARCH_THESAURUS__: Thesaurus
useThesaurus(__SEARCH_THESAURUS__)

/** The index files of this build, written by plugins/gatsby-plugin-site-search; its keys are every context. */
export function contextsOf(context: string, all: SearchContext[] = Object.keys(__SEARCH_INDEX_FILES__)): SearchContext[] {
  if (context === 'all' || context === '') return all
  if (context.startsWith('!')) return all.filter((c) => c !== context.slice(1))
  return all.filter((c) => c === context)
}

/** Each file is fetched once; a failed fetch is forgotten, so that a retry fetches it again. */
const fetched = new Map<string, Promise<unknown>>()
function fetchJson<T>(url: string): Promise<T> {
  let file = fetched.get(url)
  if (!file) {
    file = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`search index ${url}: HTTP ${response.status}`)
      return response.json()
    })
    file.catch(() => fetched.delete(url))
    fetched.set(url, file)
  }
  return file as Promise<T>
}

const engines = new Map<string, Promise<SearchEngine>>()
function engineOf(baseUrl: string, context: SearchContext): Promise<SearchEngine> {
  const { meta, ...tables } = __SEARCH_INDEX_FILES__[context]
  const url = `${baseUrl}${meta}`
  let engine = engines.get(url)
  if (!engine) {
    engine = fetchJson<SerializedMeta>(url).then((data) => new SearchEngine(data, tables))
    engine.catch(() => engines.delete(url))
    engines.set(url, engine)
  }
  return engine
}

/** Time spent ranking and assembling hits, without the waits for files. */
type Clock = { ms: number }
function timed<T>(clock: Clock, work: () => T): T {
  const started = performance.now()
  const result = work()
  clock.ms += performance.now() - started
  return result
}

/**
 * The steps of engine.ts's searchEngines over the contexts searched, with the files each step needs fetched first:
 * the query as typed; when a word finds nothing in any context, the other keyboard layout, then that word corrected
 * from each context's vocabulary (fetched only then).
 */
async function rankContexts(
  baseUrl: string,
  contexts: SearchContext[],
  query: string,
  limit: number,
  clock: Clock,
): Promise<{ ranked: EngineRanked[]; corrected?: string }> {
  /** Loads the shards `text` needs in each context; null for a context with nothing to look up (a single letter). */
  const load = (text: string, corrections: Corrections[] = []): Promise<Array<SearchEngine | null>> =>
    Promise.all(
      contexts.map(async (context, i) => {
        const { shards } = __SEARCH_INDEX_FILES__[context]
        const positions = shardsForQuery(
          shards.map(([first]) => first),
          text,
          { corrections: corrections[i] },
        )
        // Nothing to look up: answered at once, not after the metadata arrives.
        if (positions.length === 0) return null
        const data = positions.map((position) => fetchJson<SerializedShard>(`${baseUrl}${shards[position][1]}`))
        const engine = await engineOf(baseUrl, context)
        ;(await Promise.all(data)).forEach((shard, n) => engine.addShard(positions[n], shard))
        return engine
      }),
    )
  const present = (list: Array<SearchEngine | null>): SearchEngine[] => list.filter((engine): engine is SearchEngine => engine !== null)
  const merge = (engines: SearchEngine[], lists: Ranked[][]): EngineRanked[] =>
    mergeHits(
      lists.map((list, i) => list.map((r) => ({ ...r, engine: engines[i] }))),
      limit,
    )
  const [typed, ...others] = attempts(query)
  const engines = present(await load(typed.query))
  if (engines.length === 0) return { ranked: [] }
  const asTyped = timed(clock, () => engines.map((engine) => engine.rank(typed.query, limit)))
  const unmatched = timed(clock, () => unmatchedEverywhere(engines.map((engine) => engine.unmatchedWords(typed.query))))
  if (unmatched.length === 0 && asTyped.some((list) => list.length > 0)) return { ranked: merge(engines, asTyped) }
  for (const attempt of others) {
    const switched = present(await load(attempt.query))
    const lists = timed(clock, () => switched.map((engine) => engine.rank(attempt.query, limit, { requireAll: attempt.requireAll })))
    if (lists.some((list) => list.length > 0)) return { ranked: merge(switched, lists) }
  }
  if (unmatched.length > 0) {
    await Promise.all(
      engines.map(async (engine) => {
        const { vocabulary } = __SEARCH_INDEX_FILES__[engine.meta.context]
        if (vocabulary && !engine.hasVocabulary) engine.addVocabulary(await fetchJson<SerializedVocabulary>(`${baseUrl}${vocabulary}`))
      }),
    )
    const corrections = timed(clock, () => engines.map((engine) => engine.corrections(unmatched)))
    await load(
      typed.query,
      contexts.map((context) => corrections[engines.findIndex((engine) => engine.meta.context === context)] ?? new Map()),
    )
    const lists = timed(clock, () =>
      engines.map((engine, i) => (corrections[i].size > 0 ? engine.rank(typed.query, limit, { corrections: corrections[i] }) : asTyped[i])),
    )
    return correctedAnswer(query, merge(engines, lists), engines, corrections)
  }
  return { ranked: merge(engines, asTyped) }
}

/** The display chunks of the hits, and their snippet chunks for the results page. */
async function loadHitData(baseUrl: string, hits: EngineRanked[], snippets: boolean): Promise<void> {
  const loads: Array<Promise<void>> = []
  for (const engine of new Set(hits.map((hit) => hit.engine))) {
    const docs = hits.filter((hit) => hit.engine === engine).map((hit) => hit.doc)
    for (const position of engine.docChunksFor(docs)) {
      loads.push(fetchJson<SerializedDocs>(`${baseUrl}${engine.tables.docs[position][1]}`).then((chunk) => engine.addDocs(position, chunk)))
    }
    if (!snippets) continue
    for (const position of engine.snippetChunksFor(docs)) {
      loads.push(fetchJson<SerializedSnippets>(`${baseUrl}${engine.meta.snippets[position][1]}`).then((chunk) => engine.addSnippets(position, chunk)))
    }
  }
  await Promise.all(loads)
}

export const operations = {
  /** Loads the metadata of the context(s); the term shards follow the queries. Resolves to the record count. */
  async fetchIndexes(baseUrl: string, context: string): Promise<number> {
    const loaded = await Promise.all(contextsOf(context).map((c) => engineOf(baseUrl, c)))
    return loaded.reduce((sum, engine) => sum + engine.size, 0)
  },
  async search(baseUrl: string, context: string, query: string, limit: number): Promise<SearchAnswer> {
    const clock: Clock = { ms: 0 }
    const { ranked: best, corrected } = await rankContexts(baseUrl, contextsOf(context), query, limit, clock)
    // The dropdown never waits for snippets: only a search for more than its hits loads them.
    await loadHitData(baseUrl, best, limit > SNIPPET_LIMIT_THRESHOLD)
    const hits: SearchHit[] = timed(clock, () => best.map((ranked) => ranked.engine.hit(ranked)))
    return corrected ? { hits, ms: clock.ms, corrected } : { hits, ms: clock.ms }
  },
}

type Operation = keyof typeof operations

const scope = self as unknown as DedicatedWorkerGlobalScope
scope.onmessage = async (event: MessageEvent<{ id: number; op: Operation; args: unknown[] }>) => {
  const { id, op, args } = event.data
  // Received: the page now knows the worker is alive, and waits for the index files as long as they take.
  scope.postMessage({ id, ack: true })
  try {
    const run = operations[op] as (...a: unknown[]) => Promise<unknown>
    scope.postMessage({ id, result: await run(...args) })
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
}
