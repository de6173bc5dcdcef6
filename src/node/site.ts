import { sidebars as sidebarConfig } from '../config/sidebars'
import type { DocMeta } from './docs'
import { byNewest, checkPostAuthors, tagSlug, type BlogAuthorMeta, type BlogPostMeta } from './blog'
import { blogTagPath, docTagPath } from '../config/routes'
import { resolveSidebars, type ResolvedSidebars } from './sidebars'
import type { PageFrontMatter } from './frontMatter'
import type { ApiDocument } from './openapi'
import type { LinkRef, ProcessedBody, Section } from './body/types'

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

/** The site's model of a doc and a post: everything but the body's HTML, which only its page reads. */
export type SiteDoc = Omit<DocMeta, 'html'>
export type SitePost = Omit<BlogPostMeta, 'html'>

/** Everything the build knows about the content: the site's nodes, as createPages queries them. */
export interface SiteContent {
  root: string
  docs: SiteDoc[]
  sidebars: ResolvedSidebars
  posts: SitePost[]
  authors: BlogAuthorMeta[]
  pages: Array<Omit<StandalonePageMeta, 'html'>>
  api: ApiDocument | null
  /** The day each content page's source file last changed, by route, where known (the sitemap's lastmod). */
  lastUpdated?: Record<string, string>
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

/** The tags of listed items, each with its page and the items that carry it, in Russian alphabetical order. */
function tagsOf<T extends { unlisted: boolean; tags: string[] }>(items: T[], pathOf: (label: string) => string): Array<TagMeta & { items: T[] }> {
  const map = new Map<string, TagMeta & { items: T[] }>()
  for (const item of items) {
    if (item.unlisted) continue
    for (const label of item.tags) {
      const slug = tagSlug(label)
      const entry = map.get(slug) ?? { label, slug, path: pathOf(label), items: [] }
      entry.items.push(item)
      map.set(slug, entry)
    }
  }
  return [...map.values()].sort((a, b) => a.label.localeCompare(b.label, 'ru'))
}

export const docTags = (docs: SiteDoc[]): Array<TagMeta & { docIds: string[] }> =>
  tagsOf(docs, docTagPath).map(({ items, ...tag }) => ({ ...tag, docIds: items.map((doc) => doc.docId) }))

export const blogTags = (posts: SitePost[]): Array<TagMeta & { posts: SitePost[] }> =>
  tagsOf(posts, blogTagPath).map(({ items, ...tag }) => ({ ...tag, posts: items }))

export const listedPosts = <T extends SitePost>(posts: T[]): T[] => posts.filter((p) => !p.unlisted)
