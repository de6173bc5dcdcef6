import type { DocFrontMatter } from './frontMatter'
import { DOCS_ROUTE } from '../config/routes'
import type { ApiRefs, Heading, LinkRef, ProcessedBody, Section } from './body/types'

export { DOCS_ROUTE } from '../config/routes'

export interface DocMeta {
  /** Path of the file under content/docs without extension: `channel/viber/connect`, `start/index`. */
  docId: string
  path: string
  title: string
  description: string
  sidebarLabel: string | null
  sidebarPosition: number | null
  tags: string[]
  /** The reader's words for what the page answers (front matter `keywords`), indexed by the search only. */
  keywords: string[]
  unlisted: boolean
  headings: Heading[]
  anchors: string[]
  links: LinkRef[]
  wordCount: number
  /** The body cut at level 2 and 3 headings, as plain text (search sections). */
  sections: Section[]
  /** The body as clean Markdown (the Markdown copy and /llms-full.txt). */
  markdown: string
  /** The body as HTML, rendered at build time with the site's components. */
  html: string
  /** API components used on the page (<ApiOperation>, <ApiWebhook>, <ErrorCodes>). */
  apiRefs: ApiRefs
  /** Repository-relative source path, for messages (`content/docs/start/index.mdx`). */
  sourceFile: string
  contentFilePath: string
  /** Folder of the doc (`channel/viber`; '' at the root). */
  dir: string
}

/** `start/index` -> `/docs/start`, `index` -> `/docs`, `channel/viber/connect` -> `/docs/channel/viber/connect`. */
export function docPath(docId: string): string {
  const clean = docId.replace(/(^|\/)index$/, '')
  return clean === '' ? DOCS_ROUTE : `${DOCS_ROUTE}/${clean}`
}

/** What a doc's node holds from its file's path and front matter; the rest comes from its body. */
export interface DocFields {
  docId: string
  path: string
  title: string
  /** The front matter's description; without one the page describes itself by its lead paragraph. */
  frontDescription: string | null
  sidebarLabel: string | null
  sidebarPosition: number | null
  tags: string[]
  keywords: string[]
  unlisted: boolean
  sourceFile: string
  contentFilePath: string
  dir: string
}

/** `relativePath` is the file's path under content/docs (`channel/viber/connect.mdx`). */
export function docFields(relativePath: string, data: DocFrontMatter, files: { sourceFile: string; contentFilePath: string }): DocFields {
  const docId = relativePath.replace(/\.mdx$/, '')
  return {
    docId,
    path: data.slug ? `${DOCS_ROUTE}${data.slug === '/' ? '' : data.slug}` : docPath(docId),
    title: data.title,
    frontDescription: data.description ?? null,
    sidebarLabel: data.sidebar_label ?? null,
    sidebarPosition: data.sidebar_position ?? null,
    tags: data.tags,
    keywords: data.keywords,
    unlisted: data.unlisted,
    ...files,
    dir: docId.includes('/') ? docId.slice(0, docId.lastIndexOf('/')) : '',
  }
}

/** A doc as the site uses it: its fields with what its compiled body holds. */
export function docMeta(fields: DocFields, { meta, html, anchors }: ProcessedBody): DocMeta {
  const { frontDescription, ...rest } = fields
  return {
    ...rest,
    description: frontDescription ?? meta.leadParagraph,
    headings: tocHeadings(meta.headings),
    anchors,
    links: meta.links,
    wordCount: meta.wordCount,
    apiRefs: meta.apiRefs,
    sections: meta.sections,
    markdown: meta.markdown,
    html,
  }
}

/** docs/requirements.md §9: the table of contents covers heading levels 2 to 3. */
export const tocHeadings = (headings: Heading[]): Heading[] => headings.filter((h) => h.depth === 2 || h.depth === 3)
