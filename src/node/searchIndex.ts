import { createHash } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SiteContent } from './site'
import { sections } from './markdown'
import { buildSearchIndex, buildSnippets, documentFrequencies } from '../search/buildIndex'
import { contextOfPath, SEARCH_CONTEXTS, type SearchContext, type SearchRecord } from '../search/format'

export const SEARCH_DIR = 'search-index'

function recordsOf(url: string, title: string, breadcrumbs: string[], body: string, extra = ''): SearchRecord[] {
  // `extra` is what the page shows above its text (an API operation's method, path and name): it is the
  // top record's heading.
  return sections(body).map((section, index) => ({
    url: section.heading ? `${url}#${section.heading.id}` : url,
    title,
    heading: section.heading?.value ?? (index === 0 ? extra : ''),
    breadcrumbs,
    text: section.text,
  }))
}

/** What an API page renders from the OpenAPI description: searchable by operation name, method and path. */
function apiText(site: SiteContent, refs: SiteContent['docs'][number]['apiRefs']): string {
  const operations = refs.operations
    .map((id) => site.api?.operations.get(id))
    .filter((op) => op !== undefined)
    .map((op) => `${op.method} ${op.path} ${op.id}`)
  return operations.join(' ')
}

/**
 * Search records of every listed page, per context (CONTRACT.md §6): unlisted pages and the configured
 * excluded docs folders are left out.
 */
export function searchRecords(site: SiteContent, excludedFolders: string[], blogLabel: string): Record<SearchContext, SearchRecord[]> {
  const byContext: Record<SearchContext, SearchRecord[]> = { 'docs/api': [], blog: [], default: [] }
  const excluded = (docId: string) => excludedFolders.some((folder) => docId === folder || docId.startsWith(`${folder}/`))
  for (const doc of site.docs) {
    if (doc.unlisted || excluded(doc.docId)) continue
    const nav = site.sidebars.navigation.get(doc.docId)
    const crumbs = nav?.breadcrumbs.map((b) => b.label) ?? []
    byContext[contextOfPath(doc.path)].push(...recordsOf(doc.path, doc.title, crumbs, doc.body, apiText(site, doc.apiRefs)))
    // Each error code of the generated table is its own record, pointing at its row.
    if (doc.apiRefs.errorCodes) {
      for (const error of [...(site.api?.errorCodes ?? []), ...(site.api?.deliveryErrorCodes ?? [])]) {
        byContext[contextOfPath(doc.path)].push({
          url: `${doc.path}#error-${error.code.toLowerCase()}`,
          title: doc.title,
          heading: error.code,
          breadcrumbs: crumbs,
          text: error.description,
        })
      }
    }
  }
  for (const post of site.posts) {
    if (post.unlisted) continue
    byContext.blog.push(...recordsOf(post.path, post.title, [blogLabel], post.body))
  }
  for (const page of site.pages) byContext.default.push(...recordsOf(page.path, page.title, [], page.body))
  return byContext
}

export type SearchFiles = Record<SearchContext, { index: string; snippets: string }>

/** Writes the index and snippet files of each context, named by a hash of their content. */
export function writeSearchIndexes(publicDir: string, byContext: Record<SearchContext, SearchRecord[]>): SearchFiles {
  const dir = join(publicDir, SEARCH_DIR)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const write = (stem: string, data: unknown): string => {
    const json = JSON.stringify(data)
    const name = `${stem}.${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`
    writeFileSync(join(dir, name), json)
    return `/${SEARCH_DIR}/${name}`
  }
  const all = SEARCH_CONTEXTS.flatMap((context) => byContext[context])
  const siteStats = { total: all.length, df: documentFrequencies(all) }
  const files = {} as SearchFiles
  for (const context of SEARCH_CONTEXTS) {
    const stem = context.replace(/\//g, '-')
    files[context] = {
      index: write(stem, buildSearchIndex(context, byContext[context], siteStats)),
      snippets: write(`${stem}.snippets`, buildSnippets(byContext[context])),
    }
  }
  return files
}
