import { withPrefix } from 'gatsby'
import type { SearchHit } from './format'

/** The page side of the search worker; loaded on first use of the search box or on /search. */
let worker: Worker | null = null
let sequence = 0
const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>()

function call<T>(op: 'fetchIndexes' | 'search', args: unknown[]): Promise<T> {
  if (!worker) {
    worker = new Worker(new URL('./worker.ts', import.meta.url))
    worker.onmessage = (event: MessageEvent<{ id: number; result?: unknown; error?: string }>) => {
      const entry = pending.get(event.data.id)
      if (!entry) return
      pending.delete(event.data.id)
      if (event.data.error) entry.reject(new Error(event.data.error))
      else entry.resolve(event.data.result as never)
    }
  }
  sequence += 1
  const id = sequence
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (value: never) => void, reject })
    worker?.postMessage({ id, op, args })
  })
}

const baseUrl = (): string => withPrefix('/').replace(/\/$/, '')

export function fetchIndexes(context: string): Promise<number> {
  return call('fetchIndexes', [baseUrl(), context])
}

export function search(context: string, query: string, limit: number): Promise<{ hits: SearchHit[]; ms: number }> {
  return call('search', [baseUrl(), context, query, limit])
}
