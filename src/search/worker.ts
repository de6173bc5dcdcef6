/// <reference lib="webworker" />
import { normalize, stopTerms } from './tokenize'
import { prefixEnd, shardsOverlapping } from './shards'
import { SearchEngine, searchSteps, shardsForQuery, useThesaurus } from './engine'
import type { Corrections, EngineRanked, SearchNeed, SearchResult } from './engine'
import type { Thesaurus } from './thesaurus'
import { useQueryKinds, type QueryKinds } from './ranking'
import type { NumberedFiles, SearchAnswer, SearchContext, SearchFiles, SearchHit, SerializedShard, SerializedVocabulary } from './format'
import { MAX_SUGGESTIONS, numberedFile, SNIPPET_LIMIT_THRESHOLD, type SerializedDocs, type SerializedSnippets, type SerializedTail } from './format'
import { warmUp, whileIdle } from './warmUp'

/**
 * The search worker (docs/requirements.md §C6) with four operations:
 *   fetchIndexes(baseUrl, context), prefetch(baseUrl, context, letter), search(baseUrl, context, query, limit) and
 *   snippets(baseUrl, context, urls).
 * A context is 'docs/api', 'blog', 'default', 'all', or '!<context>' for everything outside one.
 *
 * The engine (tokenizer, FlexSearch, BM25) is part of this script, so nothing waits for a second script
 * before the index files are requested. The list of this build's index files, with every context's metadata, has a
 * fixed name (a content edit changes no script, so the pages Gatsby did not render again stay as they are) and is
 * the one file read before a query's term shards are requested; the tails of their postings follow only when the
 * ranking from the heads cannot be exact without them, and the display chunks of its hits once it is ranked.
 */
declare const __SEARCH_INDEX_MANIFEST__: string
declare const __SEARCH_THESAURUS__: Thesaurus
declare const __SEARCH_QUERY_KINDS__: QueryKinds
useThesaurus(__SEARCH_THESAURUS__)
useQueryKinds(__SEARCH_QUERY_KINDS__)

/** The contexts a request names, of all the build has (the keys of its index files). */
export function contextsOf(context: string, all: SearchContext[]): SearchContext[] {
  if (context === 'all' || context === '') return all
  if (context.startsWith('!')) return all.filter((c) => c !== context.slice(1))
  return all.filter((c) => c === context)
}

/**
 * A file that files.json named and the server no longer has: the site was deployed again since the worker read the
 * list, and the new build's files have other names.
 */
class GoneIndexFile extends Error {}

/** Each file is fetched once; a failed fetch is forgotten, so that a retry fetches it again. */
const fetched = new Map<string, Promise<unknown>>()
/** The reads whose answer has come: one still on its way is as current as reading the file again. */
const arrived = new WeakSet<Promise<unknown>>()
function fetchJson<T>(url: string): Promise<T> {
  let file = fetched.get(url)
  if (!file) {
    const read: Promise<unknown> = fetch(url).then(async (response) => {
      if (response.status === 404 || response.status === 410) throw new GoneIndexFile(`search index ${url}: HTTP ${response.status}`)
      if (!response.ok) throw new Error(`search index ${url}: HTTP ${response.status}`)
      arrived.add(read)
      return response.json()
    })
    read.catch(() => fetched.delete(url))
    fetched.set(url, (file = read))
  }
  return file as Promise<T>
}

/** The index files of this build, listed by plugins/gatsby-plugin-site-search (its keys are every context), and the contexts of a request. */
async function filesFor(baseUrl: string, context: string): Promise<{ files: SearchFiles; contexts: SearchContext[] }> {
  await listChecked
  const files = await fetchJson<SearchFiles>(`${baseUrl}${__SEARCH_INDEX_MANIFEST__}`)
  return { files, contexts: contextsOf(context, Object.keys(files)) }
}

/** How many times the worker has dropped what it read of an earlier build (files.json, engines, shards). */
let builds = 0
function dropBuild(): void {
  builds += 1
  fetched.clear()
  engines.clear()
}

/** The check of the list under way, which the operations wait for before they read it. */
let listChecked: Promise<void> = Promise.resolve()

/**
 * The list read again when the reader comes back to the box (fetchIndexes), as the server has it now: the browser
 * revalidates it (a 304 when nothing changed). A deploy that keeps the previous build's files leaves every file the
 * worker knows in place, so nothing it asks for would be missing and it would answer from the old build's index: a
 * list that differs from the one read drops the old build's files.
 */
async function checkList(url: string): Promise<void> {
  const read = fetched.get(url)
  // The focus follows the pointer to the box within milliseconds: the first read, still on its way, is current.
  if (!read || !arrived.has(read)) return
  const [known, response] = await Promise.all([read.catch(() => null), fetch(url, { cache: 'no-cache' })])
  if (!response.ok) return
  const current: unknown = await response.json()
  if (known !== null && JSON.stringify(current) !== JSON.stringify(known) && fetched.get(url) === read) dropBuild()
}

/** The engine of each context, made from its metadata in the list of index files (read once per worker). */
const engines = new Map<SearchContext, SearchEngine>()
function engineOf(files: SearchFiles, context: SearchContext): SearchEngine {
  let engine = engines.get(context)
  if (!engine) {
    const { meta, shards } = files[context]
    engine = new SearchEngine(meta, shards.firsts)
    engines.set(context, engine)
  }
  return engine
}

/** Files `positions` of a numbered run, all requested at once, each added by `add` as it arrives. */
const fetchEach = <T>(baseUrl: string, run: NumberedFiles, positions: number[], add: (position: number, data: T) => void): Array<Promise<void>> =>
  positions.map(async (position) => add(position, await fetchJson<T>(`${baseUrl}${numberedFile(run, position)}`)))

/**
 * A context's engine with the term shards `pick` chooses from its shard table (the first term of each) fetched and
 * added, all requested at once; null when it picks none (answered at once, without waiting for any file).
 */
async function withShards(
  baseUrl: string,
  files: SearchFiles,
  context: SearchContext,
  pick: (firstTerms: string[]) => number[],
): Promise<SearchEngine | null> {
  const { shards } = files[context]
  const positions = pick(shards.firsts)
  if (positions.length === 0) return null
  const engine = engineOf(files, context)
  await Promise.all(fetchEach(baseUrl, shards, positions, (position, shard: SerializedShard) => engine.addShard(position, shard)))
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
 * engine.ts's searchSteps over the contexts searched, each step's files (SearchNeed: shards, tails or vocabularies)
 * fetched first. The clock counts the steps' own work, not the waits for files.
 */
async function rankContexts(
  baseUrl: string,
  { files, contexts }: { files: SearchFiles; contexts: SearchContext[] },
  query: string,
  limit: number,
  clock: Clock,
): Promise<SearchResult> {
  /** The engines of the contexts that have something to look up in `text` (not a single letter), with its shards. */
  const load = async (text: string, corrections?: ReadonlyMap<string, Corrections>): Promise<SearchEngine[]> => {
    const loaded = await Promise.all(
      contexts.map((context) =>
        withShards(baseUrl, files, context, (firstTerms) => shardsForQuery(firstTerms, text, { corrections: corrections?.get(context) })),
      ),
    )
    return loaded.filter((engine): engine is SearchEngine => engine !== null)
  }
  const meet = async (need: SearchNeed): Promise<SearchEngine[]> => {
    if ('shards' in need) return load(need.shards, need.corrections)
    if ('tails' in need) {
      await Promise.all(
        need.tails.flatMap(({ engine, files: tailFiles }) => {
          const { tails } = files[engine.meta.context]
          if (!tails) throw new Error(`search index of ${engine.meta.context}: its shards name tails and files.json none`)
          return fetchEach(baseUrl, tails, tailFiles, (file, tail: SerializedTail) => engine.addTail(file, tail))
        }),
      )
      return []
    }
    await Promise.all(
      need.vocabularies.map(async (engine) => {
        const { vocabulary } = files[engine.meta.context]
        if (vocabulary && !engine.hasVocabulary) engine.addVocabulary(await fetchJson<SerializedVocabulary>(`${baseUrl}${vocabulary}`))
      }),
    )
    return need.vocabularies
  }
  const steps = searchSteps(query, limit)
  let step = timed(clock, () => steps.next())
  while (!step.done) {
    const engines = await meet(step.value)
    step = timed(clock, () => steps.next(engines))
  }
  return step.value
}

/** The display chunks of the hits, and their snippet chunks when asked (the results page, the dropdown's snippets). */
async function loadHitData(baseUrl: string, hits: EngineRanked[], snippets: boolean): Promise<void> {
  const loads: Array<Promise<void>> = []
  for (const engine of new Set(hits.map((hit) => hit.engine))) {
    const docs = hits.filter((hit) => hit.engine === engine).map((hit) => hit.doc)
    const { docChunks } = engine.meta
    if (docChunks) loads.push(...fetchEach(baseUrl, docChunks, engine.docChunksFor(docs), (n, chunk: SerializedDocs) => engine.addDocs(n, chunk)))
    if (snippets)
      loads.push(
        ...fetchEach(baseUrl, engine.meta.snippets, engine.snippetChunksFor(docs), (n, chunk: SerializedSnippets) => engine.addSnippets(n, chunk)),
      )
  }
  await Promise.all(loads)
}

/** How many searches have started: a prefetch does not warm the ranking up when one came while it waited. */
let searchesStarted = 0

/** Whether the reader has typed (a prefetch or a search has come): the warm-up stops then, or does not start. */
let readerTyped = false
/** The warm-up of the ranking (warmUp.ts), once per worker. */
let warmingUp: Promise<number> | undefined
const WARM_UP_ROUNDS = 3
/**
 * The warm-up starts once the box has been this long without a keystroke: a reader who types at once would share
 * the cores with it, and the one who pauses (the hand on its way to the keyboard) leaves the worker idle meanwhile.
 */
const WARM_UP_AFTER_MS = 100
/**
 * A task's wait, so that a message that came meanwhile (the reader's first letter) is handled first: through a
 * message channel, since a timeout nested this deep waits at least 4 ms.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })

function startWarmUp(): Promise<number> {
  const idle = new Promise<void>((resolve) => setTimeout(resolve, WARM_UP_AFTER_MS))
  return idle.then(() => warmUp(WARM_UP_ROUNDS, nextTask, () => readerTyped))
}

export const operations = {
  /**
   * Loads the metadata of the context(s); the term shards follow the queries. Resolves to the record count once the
   * worker's warm-up is done, or stopped by the reader's first letter.
   */
  async fetchIndexes(baseUrl: string, context: string): Promise<number> {
    listChecked = checkList(`${baseUrl}${__SEARCH_INDEX_MANIFEST__}`).catch(() => undefined)
    const loading = filesFor(baseUrl, context)
    // While the list of files is on its way: the stop words' stems, which the first query would otherwise wait for.
    stopTerms()
    warmingUp ??= startWarmUp()
    const { files, contexts } = await loading
    await warmingUp
    // Then the engines' own arrays, one engine a task, unless the reader has begun to type (SearchEngine.prepare).
    await whileIdle(
      contexts.map((c) => () => engineOf(files, c).prepare()),
      nextTask,
      () => readerTyped,
    )
    return contexts.reduce((sum, c) => sum + engineOf(files, c).meta.count, 0)
  },
  /**
   * A first letter typed (the search starts from two): the shards of the words it begins, when they lie in one shard
   * of a context, fetched and added to the engine, so the query typed next finds its shard there or on its way.
   */
  async prefetch(baseUrl: string, context: string, letter: string): Promise<void> {
    readerTyped = true
    const prefix = normalize(letter.trim())
    if (!prefix) return
    const searchesBefore = searchesStarted
    const { files, contexts } = await filesFor(baseUrl, context)
    // Where the letter's words fill more than one shard, the next letter decides which is needed: nothing is fetched.
    const oneShard = (firstTerms: string[]) => {
      const positions = shardsOverlapping(firstTerms, prefix, prefixEnd(prefix))
      return positions.length === 1 ? positions : []
    }
    const loaded = await Promise.all(contexts.map((c) => withShards(baseUrl, files, c, oneShard)))
    // The ranking runs once now, on a word the letter begins, while the reader types the next letter: its first run
    // (the engine's code compiled, its arrays allocated) costs several times a later one, and here it does not delay the
    // first suggestions. Nothing is fetched for it. When a search has come meanwhile (the next letter typed before the
    // shard arrived), that search runs first and does the same, and this one would only make it wait.
    if (searchesStarted !== searchesBefore) return
    const ready = loaded.filter((engine): engine is SearchEngine => engine !== null)
    const word = ready.map((engine) => engine.firstTerm(prefix)).find((term) => term !== undefined)
    // From the heads: a tail it would need is not fetched for a warm-up.
    if (word) for (const engine of ready) engine.rankOrNeed(word, MAX_SUGGESTIONS)
  },
  async search(baseUrl: string, context: string, query: string, limit: number): Promise<SearchAnswer> {
    searchesStarted += 1
    readerTyped = true
    const clock: Clock = { ms: 0 }
    const { ranked: best, corrected } = await rankContexts(baseUrl, await filesFor(baseUrl, context), query, limit, clock)
    // The dropdown never waits for snippets: only a search for more than its hits loads them.
    await loadHitData(baseUrl, best, limit > SNIPPET_LIMIT_THRESHOLD)
    const hits: SearchHit[] = timed(clock, () => best.map((ranked) => ranked.engine.hit(ranked)))
    return corrected ? { hits, ms: clock.ms, corrected } : { hits, ms: clock.ms }
  },
  /**
   * The snippets of hits a search answered without them (the dropdown's, which never waits for them), in the order of
   * `urls`; '' for a URL that is not a record of the context(s).
   */
  async snippets(baseUrl: string, context: string, urls: string[]): Promise<string[]> {
    const { files, contexts } = await filesFor(baseUrl, context)
    const loaded = contexts.map((c) => engineOf(files, c))
    const records = urls.map((url): EngineRanked | null => {
      const engine = loaded.find((candidate) => candidate.recordOf(url) >= 0)
      return engine ? { engine, doc: engine.recordOf(url), score: 0, matched: [] } : null
    })
    const found = records.filter((record): record is EngineRanked => record !== null)
    await loadHitData(baseUrl, found, true)
    return records.map((record) => (record ? record.engine.hit(record).snippet : ''))
  },
}

type Operation = keyof typeof operations

/**
 * Runs an operation; when a file of the index is gone, files.json is read again and the operation runs once more on
 * the build it lists now. Operations that met the same deploy together drop the old build's files only once.
 */
async function runOnCurrentBuild(op: Operation, args: unknown[]): Promise<unknown> {
  const run = operations[op] as (...a: unknown[]) => Promise<unknown>
  const build = builds
  try {
    return await run(...args)
  } catch (error) {
    if (!(error instanceof GoneIndexFile)) throw error
    if (build === builds) dropBuild()
    return run(...args)
  }
}

const scope = self as unknown as DedicatedWorkerGlobalScope
scope.onmessage = async (event: MessageEvent<{ id: number; op: Operation; args: unknown[] }>) => {
  const { id, op, args } = event.data
  try {
    scope.postMessage({ id, result: await runOnCurrentBuild(op, args) })
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
}
