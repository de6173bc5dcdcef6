import { withPrefix } from '../config/sitePath'
import { reloadIfBuildChanged } from '../browser/buildFiles'
import type { SearchAnswer } from './format'

/** The page side of the search worker; loaded on first use of the search box or on /search. */
let worker: Worker | null = null
let sequence = 0
const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void; timer: number }>()

/**
 * How long the reader waits for an answer before being told the search failed: the worker's script and the index
 * files may come over a slow connection. A failure is told at once: a script that cannot load through the worker's
 * `error` event, an index file that does not arrive by the worker's answer.
 */
export const ANSWER_TIMEOUT_MS = 30000

/** Every call still waiting fails with `error`, and the next call starts a new worker. */
function failAll(error: Error): void {
  for (const [id, entry] of pending) {
    window.clearTimeout(entry.timer)
    entry.reject(error)
    pending.delete(id)
  }
  worker?.terminate()
  worker = null
}

function start(): Worker {
  // Written as webpack recognises a worker entry: `new Worker(new URL(…, import.meta.url))`.
  const created = new Worker(new URL('./worker.ts', import.meta.url))
  created.onmessage = (event: MessageEvent<{ id: number; result?: unknown; error?: string }>) => {
    const entry = pending.get(event.data.id)
    if (!entry) return
    pending.delete(event.data.id)
    window.clearTimeout(entry.timer)
    if (event.data.error) entry.reject(new Error(event.data.error))
    else entry.resolve(event.data.result as never)
  }
  // A script that cannot load (blocked, missing, a syntax error) fires `error` on the worker. Missing after a deploy
  // (src/browser/buildFiles.ts): the page reloads to the new build, whose worker is there.
  created.onerror = (event) => {
    event.preventDefault()
    failAll(new Error(`the search worker failed to load: ${event.message || 'no script'}`))
    void reloadIfBuildChanged()
  }
  return created
}

function call<T>(op: 'fetchIndexes' | 'prefetch' | 'search' | 'snippets', args: unknown[]): Promise<T> {
  worker ??= start()
  sequence += 1
  const id = sequence
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => {
      pending.delete(id)
      reject(new Error(`the search worker did not answer within ${ANSWER_TIMEOUT_MS} ms`))
    }, ANSWER_TIMEOUT_MS)
    pending.set(id, { resolve: resolve as (value: never) => void, reject, timer })
    worker?.postMessage({ id, op, args })
  })
}

const baseUrl = (): string => withPrefix('/').replace(/\/$/, '')

export const fetchIndexes = (context: string): Promise<number> => call('fetchIndexes', [baseUrl(), context])

export const search = (context: string, query: string, limit: number): Promise<SearchAnswer> => call('search', [baseUrl(), context, query, limit])

/** A first letter typed: the worker fetches the index shard of the words it begins, for the query that follows. */
export const prefetch = (context: string, letter: string): Promise<void> => call('prefetch', [baseUrl(), context, letter])

/** The snippets of hits answered without them (the dropdown's), in the order of `urls`. */
export const snippets = (context: string, urls: string[]): Promise<string[]> => call('snippets', [baseUrl(), context, urls])
