import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { docFrontMatterSchema, parseFrontMatter } from './frontMatter'
import { extractHeadings, extractLinks, plainText, countWords, type Heading, type LinkRef } from './markdown'
import { listFiles } from './files'
import { DOCS_ROUTE } from '../config/routes'
import { findApiRefs, type ApiRefs } from './openapi'

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
  /** The MDX body (after front matter), kept for the search index and the Markdown export. */
  body: string
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

function firstParagraph(body: string): string {
  const text = plainText(body).split('\n').find((line) => line.length > 40) ?? ''
  return text.length > 200 ? `${text.slice(0, 197).replace(/\s+\S*$/, '')}…` : text
}

export function readDoc(contentRoot: string, relativeFile: string, repoRoot: string): DocMeta {
  const contentFilePath = join(contentRoot, relativeFile)
  const sourceFile = contentFilePath.startsWith(repoRoot) ? contentFilePath.slice(repoRoot.length + 1) : contentFilePath
  const { data, body, bodyLine } = parseFrontMatter(sourceFile, readFileSync(contentFilePath, 'utf8'), docFrontMatterSchema)
  const docId = relativeFile.replace(/\.mdx$/, '')
  const dir = docId.includes('/') ? docId.slice(0, docId.lastIndexOf('/')) : ''
  return {
    docId,
    path: data.slug ? `${DOCS_ROUTE}${data.slug === '/' ? '' : data.slug}` : docPath(docId),
    title: data.title,
    description: data.description ?? firstParagraph(body),
    sidebarLabel: data.sidebar_label ?? null,
    sidebarPosition: data.sidebar_position ?? null,
    tags: data.tags,
    unlisted: data.unlisted,
    headings: extractHeadings(body),
    anchors: extractHeadings(body, 1, 6).map((h) => h.id),
    links: extractLinks(body, bodyLine),
    wordCount: countWords(plainText(body)),
    apiRefs: findApiRefs(body),
    body,
    sourceFile,
    contentFilePath,
    dir,
  }
}

export function readDocs(docsDir: string, repoRoot: string): DocMeta[] {
  return listFiles(docsDir, '.mdx').map((file) => readDoc(docsDir, file, repoRoot))
}
