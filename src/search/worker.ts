/// <reference lib="webworker" />
import { attempts, correctedQuery, mergeHits, SearchEngine, shardsForQuery, useThesaurus, type Corrections, type Ranked } from './engine'
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
 * The search worker (CONTRACT.md §6) with two operations:
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

type ContextHits = { ranked: Array<Ranked & { engine: SearchEngine }>; corrected?: string }

/**
 * The best records of one context, by the steps of engine.ts's searchSteps with the files each step needs fetched
 * first: the query as typed; when a word finds nothing, the other keyboard layout, then the misspelt words
 * corrected from the context's vocabulary (fetched only then).
 */
async function rankContext(baseUrl: string, context: SearchContext, query: string, limit: number, clock: Clock): Promise<ContextHits> {
  const { shards, vocabulary } = __SEARCH_INDEX_FILES__[context]
  const firsts = shards.map(([first]) => first)
  const load = async (text: string, corrections?: Corrections): Promise<SearchEngine | null> => {
    const positions = shardsForQuery(firsts, text, { corrections })
    // Nothing to look up (a single letter): answered at once, not after the metadata arrives.
    if (positions.length === 0) return null
    const data = positions.map((position) => fetchJson<SerializedShard>(`${baseUrl}${shards[position][1]}`))
    const engine = await engineOf(baseUrl, context)
    ;(await Promise.all(data)).forEach((shard, i) => engine.addShard(positions[i], shard))
    return engine
  }
  const withEngine = (engine: SearchEngine, ranked: Ranked[]) => ranked.map((r) => ({ ...r, engine }))
  const [typed, ...others] = attempts(query)
  const engine = await load(typed.query)
  if (!engine) return { ranked: [] }
  const asTyped = timed(clock, () => engine.rank(typed.query, limit))
  if (asTyped.length > 0 && engine.unmatchedWords(typed.query).length === 0) return { ranked: withEngine(engine, asTyped) }
  for (const attempt of others) {
    if (!(await load(attempt.query))) continue
    const ranked = timed(clock, () => engine.rank(attempt.query, limit, { requireAll: attempt.requireAll }))
    if (ranked.length > 0) return { ranked: withEngine(engine, ranked) }
  }
  if (vocabulary && engine.unmatchedWords(typed.query).length > 0) {
    if (!engine.hasVocabulary) engine.addVocabulary(await fetchJson<SerializedVocabulary>(`${baseUrl}${vocabulary}`))
    const corrections = timed(clock, () => engine.corrections(typed.query))
    if (corrections.size > 0) {
      await load(typed.query, corrections)
      const ranked = timed(clock, () => engine.rank(typed.query, limit, { corrections }))
      if (ranked.length > 0) return { ranked: withEngine(engine, ranked), corrected: correctedQuery(query, corrections) }
    }
  }
  return { ranked: withEngine(engine, asTyped) }
}

/** The display chunks of the hits, and their snippet chunks for the results page. */
async function loadHitData(baseUrl: string, hits: Array<Ranked & { engine: SearchEngine }>, snippets: boolean): Promise<void> {
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
    const answers = await Promise.all(contextsOf(context).map((c) => rankContext(baseUrl, c, query, limit, clock)))
    const best = timed(clock, () => mergeHits(answers.map((answer) => answer.ranked), limit))
    // Contexts correct from their own words; the reader is shown the correction of the context of the best hit.
    const corrected = answers.find((answer) => best.length > 0 && answer.ranked.includes(best[0]))?.corrected
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
