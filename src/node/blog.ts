import { z } from 'zod'
import type { BlogFrontMatter } from './frontMatter'
import { ContentError } from './errors'
import { parseYamlText } from './yamlFile'
import type { Heading, LinkRef, ProcessedBody, Section } from './body/types'
import { tocHeadings } from './docs'
import { BLOG_ROUTE } from '../config/routes'

export { BLOG_ROUTE, tagSlug } from '../config/routes'

/** docs/requirements.md §C1a: blog lists show 10 posts a page. */
export const POSTS_PER_PAGE = 10
/** Reading speed used for the reading time estimate, words per minute. */
const WORDS_PER_MINUTE = 180

export interface BlogAuthorMeta {
  authorId: string
  name: string
  title: string
  avatar: string | null
  url: string | null
  path: string
}

export interface BlogPostMeta {
  slug: string
  path: string
  title: string
  date: string
  description: string
  tags: string[]
  authorIds: string[]
  excerpt: string
  readingTime: number
  wordCount: number
  headings: Heading[]
  anchors: string[]
  links: LinkRef[]
  unlisted: boolean
  /** The body cut at level 2 and 3 headings, as plain text (search sections). */
  sections: Section[]
  /** The body as HTML, rendered at build time with the site's components. */
  html: string
  sourceFile: string
  contentFilePath: string
}

const authorsSchema = z.array(
  z.object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'expected a kebab-case id'),
    name: z.string().min(1),
    title: z.string().min(1),
    avatar: z.string().min(1).optional(),
    url: z.string().url().optional(),
  }),
)

/** The authors of content/authors.yaml; a mistake names the entry. */
export function parseAuthors(text: string, sourceFile: string): BlogAuthorMeta[] {
  const parsed = authorsSchema.safeParse(parseYamlText(text, sourceFile))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ContentError(sourceFile, `[${issue.path.join('].')}: ${issue.message}`)
  }
  return parsed.data.map((a) => ({
    authorId: a.id,
    name: a.name,
    title: a.title,
    avatar: a.avatar ?? null,
    url: a.url ?? null,
    path: `${BLOG_ROUTE}/authors/${a.id}`,
  }))
}

/** `2025-01-16` -> `16-01-25` (docs/requirements.md §2: posts live at /blog/DD-MM-YY-<suffix>). */
export function shortDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-')
  return `${day}-${month}-${year.slice(2)}`
}

/** What a post's node holds from its file's name and front matter; the rest comes from its body. */
export interface PostFields {
  slug: string
  path: string
  title: string
  date: string
  frontDescription: string | null
  tags: string[]
  authorIds: string[]
  unlisted: boolean
  sourceFile: string
  contentFilePath: string
}

/** `relativePath` is the file's path under content/blog; its name must carry the post's date. */
export function postFields(relativePath: string, data: BlogFrontMatter, files: { sourceFile: string; contentFilePath: string }): PostFields {
  const slug = relativePath.replace(/\.mdx$/, '')
  const match = /^(\d{2}-\d{2}-\d{2})-[a-z0-9-]+$/.exec(slug)
  if (!match) throw new ContentError(files.sourceFile, 'file name must be DD-MM-YY-<suffix>.mdx (latin, digits and dashes)')
  if (match[1] !== shortDate(data.date)) {
    throw new ContentError(files.sourceFile, `front matter date ${data.date} does not match the file name date ${match[1]}`, 1)
  }
  return {
    slug,
    path: `${BLOG_ROUTE}/${slug}`,
    title: data.title,
    date: data.date,
    frontDescription: data.description ?? null,
    tags: data.tags,
    authorIds: data.authors,
    unlisted: data.unlisted,
    ...files,
  }
}

/** A post as the site uses it: its fields with what its compiled body holds. */
export function postMeta(fields: PostFields, { meta, html, anchors }: ProcessedBody): BlogPostMeta {
  const { frontDescription, ...rest } = fields
  const { wordCount, excerpt } = meta
  return {
    ...rest,
    description: frontDescription ?? excerpt.slice(0, 200),
    excerpt,
    readingTime: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
    wordCount,
    headings: tocHeadings(meta.headings),
    anchors,
    links: meta.links,
    sections: meta.sections,
    html,
  }
}

/** Every author a post names is in content/authors.yaml. */
export function checkPostAuthors(posts: Array<Pick<PostFields, 'authorIds' | 'sourceFile'>>, authors: BlogAuthorMeta[]): void {
  const known = new Set(authors.map((a) => a.authorId))
  for (const post of posts) {
    for (const author of post.authorIds) {
      if (!known.has(author)) throw new ContentError(post.sourceFile, `unknown author "${author}" (add it to content/authors.yaml)`, 1)
    }
  }
}

/** Newest first, as every blog list shows them. */
export const byNewest = <T extends Pick<PostFields, 'date' | 'slug'>>(posts: T[]): T[] =>
  [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))

/** Page paths of a paginated list: `/blog`, `/blog/page/2`, ... */
export function paginate<T>(basePath: string, items: T[], perPage = POSTS_PER_PAGE) {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage))
  const pagePath = (page: number) => (page === 1 ? basePath : `${basePath}/page/${page}`)
  return Array.from({ length: pageCount }, (_, i) => ({
    path: pagePath(i + 1),
    page: i + 1,
    pageCount,
    items: items.slice(i * perPage, (i + 1) * perPage),
    newerPath: i > 0 ? pagePath(i) : null,
    olderPath: i + 1 < pageCount ? pagePath(i + 2) : null,
  }))
}
