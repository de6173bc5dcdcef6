/// <reference lib="webworker" />
import type { SearchEngine } from './engine'
import { SNIPPET_LIMIT_THRESHOLD, type SearchContext, type SearchHit, type SerializedIndex, type SerializedSnippets } from './format'

/**
 * The search worker (CONTRACT.md §6) with two operations:
 *   fetchIndexes(baseUrl, context) and search(baseUrl, context, query, limit).
 * A context is 'docs/api', 'blog', 'default', 'all', or '!<context>' for everything outside one.
 */
declare const __SEARCH_INDEX_FILES__: Record<SearchContext, { index: string; snippets: string }>

const engines = new Map<string, Promise<SearchEngine>>()

/**
 * The engine (tokenizer, FlexSearch, BM25) is a chunk of its own. The worker script is small, so the index
 * files are requested as soon as the first operation arrives, and the engine loads while they download.
 * A worker loads a chunk with the synchronous importScripts, so it is asked for only after every index
 * request of the operation has gone out.
 */
let engineModule: Promise<typeof import('./engine')> | null = null
function loadEngine(): Promise<typeof import('./engine')> {
  if (!engineModule) {
    engineModule = import('./engine')
    engineModule.catch(() => (engineModule = null))
  }
  return engineModule
}

/** The index files of this build, written by plugins/gatsby-plugin-site-search; its keys are every context. */
export function contextsOf(context: string, all: SearchContext[] = Object.keys(__SEARCH_INDEX_FILES__)): SearchContext[] {
  if (context === 'all' || context === '') return all
  if (context.startsWith('!')) return all.filter((c) => c !== context.slice(1))
  return all.filter((c) => c === context)
}

const snippetsLoaded = new Map<string, Promise<void>>()

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`search index ${url}: HTTP ${response.status}`)
  return (await response.json()) as T
}

/** Snippets are only for the results page (a search for more than the dropdown's hits). */
function loadSnippets(baseUrl: string, context: SearchContext, engine: SearchEngine): Promise<void> {
  const url = `${baseUrl}${__SEARCH_INDEX_FILES__[context].snippets}`
  let loaded = snippetsLoaded.get(url)
  if (!loaded) {
    loaded = fetchJson<SerializedSnippets>(url).then((snippets) => engine.setSnippets(snippets))
    loaded.catch(() => snippetsLoaded.delete(url))
    snippetsLoaded.set(url, loaded)
  }
  return loaded
}

function load(baseUrl: string, context: SearchContext): Promise<SearchEngine> {
  const url = `${baseUrl}${__SEARCH_INDEX_FILES__[context].index}`
  let engine = engines.get(url)
  if (!engine) {
    engine = Promise.all([fetchJson<SerializedIndex>(url), Promise.resolve().then(loadEngine)]).then(([index, { SearchEngine }]) => new SearchEngine(index))
    engine.catch(() => engines.delete(url))
    engines.set(url, engine)
  }
  return engine
}

export const operations = {
  async fetchIndexes(baseUrl: string, context: string): Promise<number> {
    const loaded = await Promise.all(contextsOf(context).map((c) => load(baseUrl, c)))
    return loaded.reduce((sum, engine) => sum + engine.size, 0)
  },
  async search(baseUrl: string, context: string, query: string, limit: number): Promise<{ hits: SearchHit[]; ms: number }> {
    const contexts = contextsOf(context)
    const loaded = await Promise.all(contexts.map((c) => load(baseUrl, c)))
    if (limit > SNIPPET_LIMIT_THRESHOLD) await Promise.all(contexts.map((c, i) => loadSnippets(baseUrl, c, loaded[i])))
    const { mergeHits } = await loadEngine()
    const started = performance.now()
    const hits = mergeHits(
      loaded.map((engine) => engine.search(query, limit)),
      limit,
    )
    return { hits, ms: performance.now() - started }
  },
}

type Operation = keyof typeof operations

const scope = self as unknown as DedicatedWorkerGlobalScope
scope.onmessage = async (event: MessageEvent<{ id: number; op: Operation; args: unknown[] }>) => {
  const { id, op, args } = event.data
  try {
    const run = operations[op] as (...a: unknown[]) => Promise<unknown>
    scope.postMessage({ id, result: await run(...args) })
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
}
