import { createHash } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildSearchIndex, buildSnippets, documentFrequencies } from '../../src/search/buildIndex'
import { contextOfPath, DEFAULT_CONTEXT, type SearchContext, type SearchRecord } from '../../src/search/format'
import type { SiteSearchOptions } from './options'

/** What the plugin indexes: a SearchSection node's fields. */
export type SectionInput = SearchRecord & { docId: string | null }

/** URL paths of each context's files, compiled into the search worker as __SEARCH_INDEX_FILES__. */
export type SearchFiles = Record<SearchContext, { index: string; snippets: string }>

/** Every context of the options, the default one last. */
export const allContexts = (options: Pick<SiteSearchOptions, 'contexts'>): SearchContext[] => [...options.contexts, DEFAULT_CONTEXT]

/** The sections of each context, without those of the excluded docs folders. */
export function sectionsByContext(sections: SectionInput[], options: Pick<SiteSearchOptions, 'contexts' | 'excludedDocsFolders'>): Record<SearchContext, SearchRecord[]> {
  const excluded = (docId: string | null) => docId !== null && options.excludedDocsFolders.some((folder) => docId === folder || docId.startsWith(`${folder}/`))
  const byContext = Object.fromEntries(allContexts(options).map((context): [string, SearchRecord[]] => [context, []]))
  for (const { docId, ...record } of sections) {
    if (!excluded(docId)) byContext[contextOfPath(record.url.split('#')[0], options.contexts)].push(record)
  }
  return byContext
}

/**
 * Writes the index and snippet files of each context into public/<outputDir>, named by a hash of their
 * content. IDF uses the document frequencies of the whole site, so scores of different contexts compare.
 */
export function writeSearchIndexes(publicDir: string, outputDir: string, byContext: Record<SearchContext, SearchRecord[]>): SearchFiles {
  const dir = join(publicDir, outputDir)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const write = (stem: string, data: unknown): string => {
    const json = JSON.stringify(data)
    const name = `${stem}.${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`
    writeFileSync(join(dir, name), json)
    return `/${outputDir}/${name}`
  }
  const all = Object.values(byContext).flat()
  const siteStats = { total: all.length, df: documentFrequencies(all) }
  const files: SearchFiles = {}
  for (const [context, records] of Object.entries(byContext)) {
    const stem = context.replace(/\//g, '-')
    files[context] = {
      index: write(stem, buildSearchIndex(context, records, siteStats)),
      snippets: write(`${stem}.snippets`, buildSnippets(records)),
    }
  }
  return files
}
