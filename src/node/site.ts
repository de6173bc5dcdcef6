import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sidebars as sidebarConfig } from '../config/sidebars'
import { readDocs, type DocMeta } from './docs'
import { readAuthors, readPosts, tagSlug, type BlogAuthorMeta, type BlogPostMeta } from './blog'
import { blogTagPath, docTagPath } from '../config/routes'
import { resolveSidebars, type ResolvedSidebars } from './sidebars'
import { parseFrontMatter, pageFrontMatterSchema } from './frontMatter'
import { listFiles } from './files'
import { loadApiDocument, type ApiDocument } from './openapi'
import { createBodyProcessor, type BodyProcessor, type LinkRef, type Section } from './body'
import { loadSiteConfig, type SiteConfig } from '../config'

export interface StandalonePageMeta {
  path: string
  title: string
  description: string
  links: LinkRef[]
  anchors: string[]
  sections: Section[]
  html: string
  sourceFile: string
  contentFilePath: string
}

export interface TagMeta {
  label: string
  slug: string
  path: string
}

/** Everything the build knows about the content, read once per build from content/. */
export interface SiteContent {
  root: string
  docs: DocMeta[]
  sidebars: ResolvedSidebars
  posts: BlogPostMeta[]
  authors: BlogAuthorMeta[]
  pages: StandalonePageMeta[]
  api: ApiDocument | null
  /** Files written beside the pages: the API samples of every request example (src/node/openapi.ts). */
  apiSampleFiles: Array<{ path: string; json: string }>
}

export function readStandalonePages(dir: string, root: string, bodies: BodyProcessor): Promise<StandalonePageMeta[]> {
  return Promise.all(
    listFiles(dir, '.mdx').map(async (file) => {
      const contentFilePath = join(dir, file)
      const sourceFile = contentFilePath.slice(root.length + 1)
      const { data, body, bodyLine } = parseFrontMatter(sourceFile, readFileSync(contentFilePath, 'utf8'), pageFrontMatterSchema)
      const { meta, html } = await bodies.process({ sourceFile, absolutePath: contentFilePath, body, bodyLine })
      return {
        path: `/${file.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '')}`,
        title: data.title,
        description: data.description ?? data.title,
        links: meta.links,
        anchors: meta.headings.map((h) => h.id),
        sections: meta.sections,
        html,
        sourceFile,
        contentFilePath,
      }
    }),
  )
}

export interface LoadOptions {
  config?: SiteConfig
  /** Where the site's code is (src/theme for the body components), when content/ lives elsewhere (tests). */
  codeRoot?: string
}

/** Reads and validates everything under content/, compiling and rendering every body once. */
export async function loadSiteContent(root: string, options: LoadOptions = {}): Promise<SiteContent> {
  const content = join(root, 'content')
  const api = await loadApiDocument(join(content, 'api', 'openapi.yaml'), 'content/api/openapi.yaml')
  const bodies = await createBodyProcessor(options.codeRoot ?? root, options.config ?? loadSiteConfig(), api)
  const authors = readAuthors(join(content, 'authors.yaml'), 'content/authors.yaml')
  const [docs, posts, pages] = await Promise.all([
    readDocs(join(content, 'docs'), root, bodies),
    readPosts(join(content, 'blog'), root, authors, bodies),
    readStandalonePages(join(content, 'pages'), root, bodies),
  ])
  return { root, docs, sidebars: resolveSidebars(sidebarConfig, docs), posts, authors, pages, api, apiSampleFiles: bodies.exampleSampleFiles() }
}

export function docTags(docs: DocMeta[]): Array<TagMeta & { docIds: string[] }> {
  const map = new Map<string, TagMeta & { docIds: string[] }>()
  for (const doc of docs) {
    if (doc.unlisted) continue
    for (const label of doc.tags) {
      const slug = tagSlug(label)
      const entry = map.get(slug) ?? { label, slug, path: docTagPath(label), docIds: [] }
      entry.docIds.push(doc.docId)
      map.set(slug, entry)
    }
  }
  return [...map.values()].sort((a, b) => a.label.localeCompare(b.label, 'ru'))
}

export function blogTags(posts: BlogPostMeta[]): Array<TagMeta & { posts: BlogPostMeta[] }> {
  const map = new Map<string, TagMeta & { posts: BlogPostMeta[] }>()
  for (const post of posts) {
    if (post.unlisted) continue
    for (const label of post.tags) {
      const slug = tagSlug(label)
      const entry = map.get(slug) ?? { label, slug, path: blogTagPath(label), posts: [] }
      entry.posts.push(post)
      map.set(slug, entry)
    }
  }
  return [...map.values()].sort((a, b) => a.label.localeCompare(b.label, 'ru'))
}

export const listedPosts = (posts: BlogPostMeta[]): BlogPostMeta[] => posts.filter((p) => !p.unlisted)
