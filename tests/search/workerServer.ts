import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { INDEX_MANIFEST } from '../../src/search/build/indexFiles'

/**
 * The globals the search worker (src/search/worker.ts) reads, with no thesaurus and no words of kinds of queries, and
 * a server of the index files written under the folder `root()` names at the time of each request: a file not there
 * answers 404, as the server of another build does. Every URL requested is added to `requested`.
 */
export function serveSearchIndex(root: () => string, requested: string[] = []): void {
  Object.assign(globalThis, {
    self: globalThis,
    __SEARCH_INDEX_MANIFEST__: `/search-index/${INDEX_MANIFEST}`,
    __SEARCH_THESAURUS__: {},
    __SEARCH_QUERY_KINDS__: { api: [], integrator: [], changes: [] },
    fetch: async (url: string) => {
      requested.push(url)
      const file = join(root(), url)
      if (!existsSync(file)) return { ok: false, status: 404, json: async () => ({}) }
      return { ok: true, status: 200, json: async () => JSON.parse(readFileSync(file, 'utf8')) as unknown }
    },
  })
}
