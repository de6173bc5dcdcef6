import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildContextIndex, cachedAnalyzer, documentFrequencies, FILE_LIMITS } from '../buildIndex'
import { contextOfPath, DEFAULT_CONTEXT, type SearchContext, type SearchIndexFiles, type SearchRecord, type SerializedMeta } from '../format'
import type { SiteSearchOptions } from './options'
import { roleOf, type ContextRoles } from '../ranking'
import { checkThesaurus, compileThesaurus, formatProblems, parseThesaurus, type Thesaurus } from '../thesaurus'

/**
 * What the plugin indexes: one section of a page, with the doc id of a docs page (the excludedDocsFolders option
 * matches it; null for posts and pages).
 */
export type SectionInput = SearchRecord & { docId: string | null }

/** URL paths of each context's files, listed in the index folder's manifest (INDEX_MANIFEST) that the search worker reads first. */
export type SearchFiles = Record<SearchContext, SearchIndexFiles>

/**
 * The list of the index files, under a name that does not change: the worker reads it at run time, so a content
 * edit changes the index files and this list but no script (served with revalidation; the files it names are
 * immutable).
 */
export const INDEX_MANIFEST = 'files.json'

/** Every context of the options, the default one last. */
export const allContexts = (options: Pick<SiteSearchOptions, 'contexts'>): SearchContext[] => [...options.contexts, DEFAULT_CONTEXT]

/** The sections of each context, without those of the excluded docs folders. */
export function sectionsByContext(
  sections: SectionInput[],
  options: Pick<SiteSearchOptions, 'contexts' | 'excludedDocsFolders'>,
): Record<SearchContext, SearchRecord[]> {
  const excluded = (docId: string | null) =>
    docId !== null && options.excludedDocsFolders.some((folder) => docId === folder || docId.startsWith(`${folder}/`))
  const byContext = Object.fromEntries(allContexts(options).map((context): [string, SearchRecord[]] => [context, []]))
  for (const { docId, ...record } of sections) {
    if (!excluded(docId)) byContext[contextOfPath(record.url.split('#')[0], options.contexts)].push(record)
  }
  return byContext
}

/**
 * Writes the partitioned index of each context into public/<outputDir> (src/search/format.ts), every file named
 * by a hash of its content: <context>.<kind><n>.<hash>.json for term shards (t), display chunks (d) and snippet
 * chunks (s), <context>.v.<hash>.json for the vocabulary (typo correction), <context>.meta.<hash>.json for the metadata, which lists the snippet chunks. IDF uses the document
 * frequencies of the whole site, so scores of different contexts compare.
 */
export function writeSearchIndexes(
  publicDir: string,
  outputDir: string,
  byContext: Record<SearchContext, SearchRecord[]>,
  roles: ContextRoles = {},
): SearchFiles {
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
  const analyzeText = cachedAnalyzer()
  const siteStats = { total: all.length, df: documentFrequencies(all, analyzeText) }
  const files: SearchFiles = {}
  for (const [context, records] of Object.entries(byContext)) {
    const stem = context.replace(/\//g, '-')
    const built = buildContextIndex(context, records, siteStats, FILE_LIMITS, analyzeText)
    const meta: SerializedMeta = {
      ...built.meta,
      role: roleOf(context, roles),
      snippets: built.snippets.map(({ first, data }, n) => [first, write(`${stem}.s${n}`, data)]),
    }
    files[context] = {
      meta: write(`${stem}.meta`, meta),
      shards: built.shards.map(({ first, data }, n) => [first, write(`${stem}.t${n}`, data)]),
      docs: built.docs.map(({ first, data }, n) => [first, write(`${stem}.d${n}`, data)]),
      vocabulary: write(`${stem}.v`, built.vocabulary),
    }
  }
  writeFileSync(join(dir, INDEX_MANIFEST), JSON.stringify(files))
  return files
}

/**
 * The writers' thesaurus, read and checked against the site's index terms: the compiled thesaurus for the worker,
 * or every problem as `file:line: message` (the build stops on them). A site without the file has no thesaurus.
 */
export function readThesaurus(file: string, shownAs: string, records: SearchRecord[]): { thesaurus: Thesaurus; error?: string } {
  if (!existsSync(file)) return { thesaurus: {} }
  const { entries, problems } = parseThesaurus(readFileSync(file, 'utf8'))
  const df = documentFrequencies(records, cachedAnalyzer())
  const all = [...problems, ...checkThesaurus(entries, (term) => df.has(term))]
  return all.length > 0 ? { thesaurus: {}, error: formatProblems(shownAs, all) } : { thesaurus: compileThesaurus(entries) }
}
