import { sidebars as sidebarConfig } from '../config/sidebars'
import type { DocMeta } from './docs'
import { byNewest, checkPostAuthors, tagSlug, type BlogAuthorMeta, type BlogPostMeta } from './blog'
import { blogTagPath, docTagPath } from '../config/routes'
import { resolveSidebars, type ResolvedSidebars } from './sidebars'
import type { PageFrontMatter } from './frontMatter'
import type { ApiDocument } from './openapi'
import type { LinkRef, ProcessedBody, Section } from './body'

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

/** Everything the build knows about the content: the site's nodes, as createPages queries them. */
export interface SiteContent {
  root: string
  docs: DocMeta[]
  sidebars: ResolvedSidebars
  posts: BlogPostMeta[]
  authors: BlogAuthorMeta[]
  pages: StandalonePageMeta[]
  api: ApiDocument | null
}

/** What a standalone page's node holds from its file's path and front matter. */
export interface PageFields {
  path: string
  title: string
  frontDescription: string | null
  sourceFile: string
  contentFilePath: string
}

/** `relativePath` is the file's path under content/pages (`privacy.mdx` -> `/privacy`). */
export function pageFields(relativePath: string, data: PageFrontMatter, files: { sourceFile: string; contentFilePath: string }): PageFields {
  return {
    path: `/${relativePath.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '')}`,
    title: data.title,
    frontDescription: data.description ?? null,
    ...files,
  }
}

export function pageMeta(fields: PageFields, { meta, html }: ProcessedBody): StandalonePageMeta {
  const { frontDescription, ...rest } = fields
  return {
    ...rest,
    description: frontDescription ?? fields.title,
    links: meta.links,
    anchors: meta.headings.map((h) => h.id),
    sections: meta.sections,
    html,
  }
}

/** The site from its parts: posts newest first, every post's authors known, the sidebars resolved. */
export function assembleSite(parts: Omit<SiteContent, 'sidebars'>): SiteContent {
  checkPostAuthors(parts.posts, parts.authors)
  return { ...parts, posts: byNewest(parts.posts), sidebars: resolveSidebars(sidebarConfig, parts.docs) }
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
