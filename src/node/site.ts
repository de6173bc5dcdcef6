import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sidebars as sidebarConfig } from '../config/sidebars'
import { readDocs, type DocMeta } from './docs'
import { readAuthors, readPosts, tagSlug, BLOG_ROUTE, type BlogAuthorMeta, type BlogPostMeta } from './blog'
import { resolveSidebars, type ResolvedSidebars } from './sidebars'
import { parseFrontMatter, pageFrontMatterSchema } from './frontMatter'
import { extractHeadings, extractLinks, type LinkRef } from './markdown'
import { listFiles } from './files'
import { loadApiDocument, type ApiDocument } from './openapi'

export interface StandalonePageMeta {
  path: string
  title: string
  description: string
  links: LinkRef[]
  anchors: string[]
  body: string
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
}

export function readStandalonePages(dir: string, root: string): StandalonePageMeta[] {
  return listFiles(dir, '.mdx').map((file) => {
    const contentFilePath = join(dir, file)
    const sourceFile = contentFilePath.slice(root.length + 1)
    const { data, body, bodyLine } = parseFrontMatter(sourceFile, readFileSync(contentFilePath, 'utf8'), pageFrontMatterSchema)
    return {
      path: `/${file.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '')}`,
      title: data.title,
      description: data.description ?? data.title,
      links: extractLinks(body, bodyLine),
      anchors: extractHeadings(body, 1, 6).map((h) => h.id),
      body,
      sourceFile,
      contentFilePath,
    }
  })
}

export function loadSiteContent(root: string): SiteContent {
  const content = join(root, 'content')
  const docs = readDocs(join(content, 'docs'), root)
  const authors = readAuthors(join(content, 'authors.yaml'), 'content/authors.yaml')
  return {
    root,
    docs,
    sidebars: resolveSidebars(sidebarConfig, docs),
    posts: readPosts(join(content, 'blog'), root, authors),
    authors,
    pages: readStandalonePages(join(content, 'pages'), root),
    api: loadApiDocument(join(content, 'api', 'openapi.yaml'), 'content/api/openapi.yaml'),
  }
}

export function docTags(docs: DocMeta[]): Array<TagMeta & { docIds: string[] }> {
  const map = new Map<string, TagMeta & { docIds: string[] }>()
  for (const doc of docs) {
    if (doc.unlisted) continue
    for (const label of doc.tags) {
      const slug = tagSlug(label)
      const entry = map.get(slug) ?? { label, slug, path: `/docs/tags/${slug}`, docIds: [] }
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
      const entry = map.get(slug) ?? { label, slug, path: `${BLOG_ROUTE}/tags/${slug}`, posts: [] }
      entry.posts.push(post)
      map.set(slug, entry)
    }
  }
  return [...map.values()].sort((a, b) => a.label.localeCompare(b.label, 'ru'))
}

export const listedPosts = (posts: BlogPostMeta[]): BlogPostMeta[] => posts.filter((p) => !p.unlisted)
