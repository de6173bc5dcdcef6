import { readFileSync } from 'node:fs'
import { idsIn } from './links'
import { join } from 'node:path'
import { docFrontMatterSchema, parseFrontMatter } from './frontMatter'
import { listFiles } from './files'
import { DOCS_ROUTE } from '../config/routes'
import type { ApiRefs, BodyProcessor, Heading, LinkRef, Section } from './body'

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

export async function readDoc(contentRoot: string, relativeFile: string, repoRoot: string, bodies: BodyProcessor): Promise<DocMeta> {
  const contentFilePath = join(contentRoot, relativeFile)
  const sourceFile = contentFilePath.startsWith(repoRoot) ? contentFilePath.slice(repoRoot.length + 1) : contentFilePath
  const { data, body, bodyLine } = parseFrontMatter(sourceFile, readFileSync(contentFilePath, 'utf8'), docFrontMatterSchema)
  const docId = relativeFile.replace(/\.mdx$/, '')
  const dir = docId.includes('/') ? docId.slice(0, docId.lastIndexOf('/')) : ''
  const { meta, html } = await bodies.process({ sourceFile, absolutePath: contentFilePath, body, bodyLine })
  return {
    docId,
    path: data.slug ? `${DOCS_ROUTE}${data.slug === '/' ? '' : data.slug}` : docPath(docId),
    title: data.title,
    description: data.description ?? meta.leadParagraph,
    sidebarLabel: data.sidebar_label ?? null,
    sidebarPosition: data.sidebar_position ?? null,
    tags: data.tags,
    unlisted: data.unlisted,
    headings: tocHeadings(meta.headings),
    anchors: idsIn(html),
    links: meta.links,
    wordCount: meta.wordCount,
    apiRefs: meta.apiRefs,
    sections: meta.sections,
    markdown: meta.markdown,
    html,
    sourceFile,
    contentFilePath,
    dir,
  }
}

export function readDocs(docsDir: string, repoRoot: string, bodies: BodyProcessor): Promise<DocMeta[]> {
  return Promise.all(listFiles(docsDir, '.mdx').map((file) => readDoc(docsDir, file, repoRoot, bodies)))
}

/** docs/requirements.md §9: the table of contents covers heading levels 2 to 3. */
export const tocHeadings = (headings: Heading[]): Heading[] => headings.filter((h) => h.depth === 2 || h.depth === 3)
