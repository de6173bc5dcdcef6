import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildContextIndex, cachedAnalyzer, documentFrequencies, FILE_LIMITS } from './buildIndex'
import {
  contextOfPath,
  DEFAULT_CONTEXT,
  numberedFile,
  type NumberedFiles,
  type SearchContext,
  type SearchFiles,
  type SearchRecord,
  type SectionInput,
  type SerializedMeta,
} from '../format'
import type { SiteSearchOptions } from './options'
import { roleOf, type ContextRoles, type QueryKinds } from '../ranking'
import { checkThesaurus, compileThesaurus, formatProblems, parseQueryKinds, parseThesaurus, type Thesaurus } from '../thesaurus'

/**
 * The list of the index files, under a name that does not change: the worker reads it at run time, so a content edit
 * changes the index files and this list but no script (served with revalidation; the files it names are immutable).
 */
export const INDEX_MANIFEST = 'files.json'

/** The sections of each context, without those of the excluded docs folders. */
export function sectionsByContext(
  sections: SectionInput[],
  options: Pick<SiteSearchOptions, 'contexts' | 'excludedDocsFolders'>,
): Record<SearchContext, SearchRecord[]> {
  const excluded = (docId: string | null) =>
    docId !== null && options.excludedDocsFolders.some((folder) => docId === folder || docId.startsWith(`${folder}/`))
  // Every context of the options, the default one last.
  const byContext = Object.fromEntries([...options.contexts, DEFAULT_CONTEXT].map((context): [string, SearchRecord[]] => [context, []]))
  for (const { docId, ...record } of sections) {
    if (!excluded(docId)) byContext[contextOfPath(record.url.split('#')[0], options.contexts)].push(record)
  }
  return byContext
}

/** The hash in an index file's name: 12 hex digits of the SHA-256 of its content. */
const contentHash = (json: string): string => createHash('sha256').update(json).digest('hex').slice(0, 12)

/**
 * Writes the partitioned index of each context into public/<outputDir> (src/search/format.ts): the manifest
 * (INDEX_MANIFEST) with each context's metadata, <context>.v.<hash>.json for the vocabulary (typo correction), named
 * by a hash of its content, and the numbered runs <context>.<kind><n>.<hash>.json of term shards (t), the tails of
 * common terms' postings (u, a file per term), display chunks (d) and snippet chunks (s), each run named by one hash
 * of all its files (NumberedFiles), so that neither the manifest nor the metadata names a file per shard or chunk. IDF uses the document frequencies of the whole
 * site, so scores of different contexts compare.
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
    const name = `${stem}.${contentHash(json)}.json`
    writeFileSync(join(dir, name), json)
    return `/${outputDir}/${name}`
  }
  /** A run of files, file n holding run[n]. */
  const writeRun = (stem: string, run: unknown[]): NumberedFiles => {
    const jsons = run.map((data) => JSON.stringify(data))
    const hash = contentHash(jsons.join('\n'))
    jsons.forEach((json, n) => writeFileSync(join(dir, numberedFile({ prefix: stem, hash }, n)), json))
    return { prefix: `/${outputDir}/${stem}`, hash }
  }
  const all = Object.values(byContext).flat()
  const analyzeText = cachedAnalyzer()
  const siteStats = { total: all.length, df: documentFrequencies(all, analyzeText) }
  const files: SearchFiles = {}
  for (const [context, records] of Object.entries(byContext)) {
    const stem = context.replace(/\//g, '-')
    const built = buildContextIndex(context, records, siteStats, FILE_LIMITS, analyzeText)
    const { docChunks, snippets, ...rest } = built.meta
    const meta: SerializedMeta = {
      ...rest,
      role: roleOf(context, roles),
      ...(docChunks ? { docChunks: { ...docChunks, ...writeRun(`${stem}.d`, built.docs) } } : {}),
      snippets: { ...snippets, ...writeRun(`${stem}.s`, built.snippets) },
    }
    files[context] = {
      meta,
      ...(built.tails.length > 0 ? { tails: writeRun(`${stem}.u`, built.tails) } : {}),
      shards: {
        ...writeRun(
          `${stem}.t`,
          built.shards.map(({ data }) => data),
        ),
        firsts: built.shards.map(({ first }) => first),
      },
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

/** The writers' words of kinds of queries, read and checked: the lists for the worker, or every problem as `file:line: message`. */
export function readQueryKinds(file: string, shownAs: string): { kinds: QueryKinds; error?: string } {
  const { kinds, problems } = parseQueryKinds(existsSync(file) ? readFileSync(file, 'utf8') : '')
  return problems.length > 0 ? { kinds, error: formatProblems(shownAs, problems) } : { kinds }
}
