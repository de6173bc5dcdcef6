import type { SiteContent } from './site'
import type { Section } from './body'
import type { SearchRecord } from '../search/format'

/**
 * The site's side of the search: every listed page, cut into sections, becomes a SearchSection node
 * (the type is defined by plugins/gatsby-plugin-site-search, which indexes the nodes).
 */
export type SearchSection = SearchRecord & {
  /** Doc id of a docs page (the plugin's excludedDocsFolders match it), null for posts and pages. */
  docId: string | null
}

function sectionsOf(url: string, title: string, breadcrumbs: string[], sections: Section[], extra = ''): SearchRecord[] {
  // `extra` is what the page shows above its text (an API operation's method, path and name): it is the
  // top section's heading.
  return sections.map((section, index) => ({
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

/** Search sections of every listed page (CONTRACT.md §6: unlisted pages are never indexed). */
export function searchSections(site: SiteContent, blogLabel: string): SearchSection[] {
  const out: SearchSection[] = []
  for (const doc of site.docs) {
    if (doc.unlisted) continue
    const nav = site.sidebars.navigation.get(doc.docId)
    const crumbs = nav?.breadcrumbs.map((b) => b.label) ?? []
    const ofDoc = (record: SearchRecord): SearchSection => ({ ...record, docId: doc.docId })
    out.push(...sectionsOf(doc.path, doc.title, crumbs, doc.sections, apiText(site, doc.apiRefs)).map(ofDoc))
    // Each error code of the generated table is its own section, pointing at its row.
    if (doc.apiRefs.errorCodes) {
      for (const error of [...(site.api?.errorCodes ?? []), ...(site.api?.deliveryErrorCodes ?? [])]) {
        out.push(ofDoc({ url: `${doc.path}#error-${error.code.toLowerCase()}`, title: doc.title, heading: error.code, breadcrumbs: crumbs, text: error.description }))
      }
    }
  }
  for (const post of site.posts) {
    if (!post.unlisted) out.push(...sectionsOf(post.path, post.title, [blogLabel], post.sections).map((record) => ({ ...record, docId: null })))
  }
  for (const page of site.pages) out.push(...sectionsOf(page.path, page.title, [], page.sections).map((record) => ({ ...record, docId: null })))
  return out
}
