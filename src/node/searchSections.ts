import type { SiteContent } from './site'
import type { Section } from './body/types'
import type { SearchRecord, SectionInput } from '../search/format'
import type { SchemaNode } from '../reference/types'
import { tb } from '../i18n/build'
import { errorCodeAnchor } from '../config/routes'
import { plainText } from './markdownExport'

/**
 * The site's side of the search: every listed page, cut into sections, in reading order; the search plugin
 * indexes them (gatsby-config.ts gives it the site query and this as its normalizer).
 */
export type SearchSection = SectionInput

/**
 * A page's description (its front matter's, written to say what the page answers) leads its top section's text,
 * unless the text already begins with it (a description taken from the lead paragraph): readers' questions are
 * often worded as it is, and it is the best snippet of the page.
 */
function withDescription(text: string, description: string): string {
  const lead = description.trim()
  return lead && !text.startsWith(lead.replace(/[.…]+$/, '')) ? `${lead} ${text}` : text
}

interface PageLead {
  /** What the page shows above its text (an API operation's method, path and name): the top section's heading. */
  extra?: string
  description?: string
  /** A doc's keywords: the search weighs them as the top section's heading, and never shows them. */
  keywords?: string[]
}

function sectionsOf(url: string, title: string, breadcrumbs: string[], sections: Section[], lead: PageLead = {}): SearchRecord[] {
  return sections.map((section, index) => ({
    url: section.heading ? `${url}#${section.heading.id}` : url,
    title,
    heading: section.heading?.value ?? (index === 0 ? (lead.extra ?? '') : ''),
    breadcrumbs,
    text: index === 0 ? withDescription(section.text, lead.description ?? '') : section.text,
    ...(index === 0 && lead.keywords?.length ? { keywords: lead.keywords.join(', ') } : {}),
  }))
}

type ApiRefs = SiteContent['docs'][number]['apiRefs']

/**
 * An operation rendered on several pages («Отправка сообщения» and «Примеры сообщений» both show sendMessage) is
 * indexed once, on the page that comes first in the sidebars' reading order: one result per field instead of
 * identical copies, and the reference page rather than the one that repeats it. The other pages keep their text.
 */
function canonicalOperations(site: SiteContent): (doc: SiteContent['docs'][number]) => ApiRefs {
  const rank = (doc: SiteContent['docs'][number]) => site.sidebars.navigation.get(doc.docId)?.readingOrder ?? Number.MAX_SAFE_INTEGER
  const home = new Map<string, string>()
  for (const doc of [...site.docs].filter((d) => !d.unlisted).sort((a, b) => rank(a) - rank(b))) {
    for (const id of doc.apiRefs.operations) if (!home.has(id)) home.set(id, doc.docId)
  }
  return (doc) => ({ ...doc.apiRefs, operations: doc.apiRefs.operations.filter((id) => home.get(id) === doc.docId) })
}

/** What an API page renders from the OpenAPI description: searchable by operation name, method and path. */
function apiText(site: SiteContent, refs: ApiRefs): string {
  const operations = refs.operations
    .map((id) => site.api?.operations[id])
    .filter((op) => op !== undefined)
    .map((op) => `${op.method} ${op.path} ${op.id}`)
  return operations.join(' ')
}

/** Every field and parameter of a tree, variants included. */
function flatten(nodes: SchemaNode[]): SchemaNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children), ...(node.variants ?? []).flatMap((v) => flatten(v.children))])
}

/**
 * The reference's rows as sections of their page, each pointing at its anchor: searching `callbackUrl` or
 * `to.phone` lands on the field's row. A field shared by several variants is indexed once.
 */
export function apiSearchSections(site: SiteContent, refs: ApiRefs): Array<{ anchor: string; heading: string; text: string }> {
  const out = new Map<string, { anchor: string; heading: string; text: string }>()
  const add = (nodes: SchemaNode[], where: string) => {
    for (const node of flatten(nodes)) {
      if (out.has(`${where}:${node.path}`)) continue
      const facts = [node.type, ...node.constraints.map((c) => [c.text, c.code].filter(Boolean).join(' '))].join(', ')
      out.set(`${where}:${node.path}`, {
        anchor: node.anchor,
        heading: node.path,
        text: `${where}. ${plainText(node.descriptionHtml, '')} ${facts}`.trim(),
      })
    }
  }
  for (const id of refs.operations) {
    const op = site.api?.operations[id]
    if (!op) continue
    add(op.pathParams, tb('build.search.pathParam'))
    add(op.queryParams, tb('build.search.queryParam'))
    add(op.headers, tb('build.search.header'))
    add([...(op.body?.children ?? []), ...(op.body?.variants ?? []).flatMap((v) => v.children)], tb('build.search.bodyField'))
  }
  for (const name of refs.webhooks) {
    const hook = site.api?.webhooks[name]
    if (!hook) continue
    add(hook.headers, tb('build.search.webhookHeader', { name }))
    add(hook.body?.children ?? [], tb('build.search.webhookField', { name }))
  }
  return [...out.values()]
}

/** Search sections of every listed page (docs/requirements.md §C6: unlisted pages are never indexed). */
export function searchSections(site: SiteContent, blogLabel: string): SearchSection[] {
  const out: SearchSection[] = []
  const indexedRefs = canonicalOperations(site)
  for (const doc of site.docs) {
    if (doc.unlisted) continue
    const nav = site.sidebars.navigation.get(doc.docId)
    const crumbs = nav?.breadcrumbs.map((b) => b.label) ?? []
    const ofDoc = (record: SearchRecord): SearchSection => ({ ...record, docId: doc.docId })
    const refs = indexedRefs(doc)
    out.push(
      ...sectionsOf(doc.path, doc.title, crumbs, doc.sections, {
        extra: apiText(site, refs),
        description: doc.description,
        keywords: doc.keywords,
      }).map(ofDoc),
    )
    for (const row of apiSearchSections(site, refs)) {
      out.push(ofDoc({ url: `${doc.path}#${row.anchor}`, title: doc.title, heading: row.heading, breadcrumbs: crumbs, text: row.text }))
    }
    // Each error code of the generated table is its own section, pointing at its row.
    if (doc.apiRefs.errorCodes) {
      for (const error of [...(site.api?.errorCodes ?? []), ...(site.api?.deliveryErrorCodes ?? [])]) {
        out.push(
          ofDoc({
            url: `${doc.path}#${errorCodeAnchor(error.code)}`,
            title: doc.title,
            heading: error.code,
            breadcrumbs: crumbs,
            // As the table shows it: a snippet is plain text, not the description's Markdown.
            text: plainText(error.descriptionHtml, ''),
          }),
        )
      }
    }
  }
  for (const post of site.posts) {
    if (!post.unlisted)
      out.push(
        ...sectionsOf(post.path, post.title, [blogLabel], post.sections, { description: post.description }).map((record) => ({
          ...record,
          date: post.date.slice(0, 10),
          docId: null,
        })),
      )
  }
  for (const page of site.pages) out.push(...sectionsOf(page.path, page.title, [], page.sections).map((record) => ({ ...record, docId: null })))
  return out
}
