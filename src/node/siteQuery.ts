import type { DocMeta } from './docs'
import type { BlogAuthorMeta, BlogPostMeta } from './blog'
import type { ApiDocument } from './openapi'
import { assembleSite, type SiteContent, type StandalonePageMeta } from './site'

/**
 * The one query of the site's content (without the bodies' HTML, which only the pages' own queries read): what createPages makes the pages, link checks and sidebars from, what the
 * search plugin indexes (gatsby-config.ts) and what onPostBuild writes the sitemap, feeds and Markdown copies from.
 */
export const SITE_QUERY = /* GraphQL */ `
  query SiteContent {
    allDoc(sort: { docId: ASC }) {
      nodes {
        docId
        path
        title
        description
        sidebarLabel
        sidebarPosition
        tags
        keywords
        unlisted
        dir
        headings {
          depth
          value
          id
        }
        anchors
        links
        apiRefs
        sections
        markdown
        wordCount
        sourceFile
        contentFilePath
        lastUpdated
      }
    }
    allBlogPost(sort: [{ date: DESC }, { slug: ASC }]) {
      nodes {
        slug
        path
        title
        date
        description
        tags
        authorIds
        excerpt
        readingTime
        wordCount
        headings {
          depth
          value
          id
        }
        anchors
        links
        sections
        unlisted
        sourceFile
        contentFilePath
        lastUpdated
      }
    }
    allBlogAuthor(sort: { authorId: ASC }) {
      nodes {
        authorId
        name
        title
        avatar
        url
        path
      }
    }
    allStandalonePage(sort: { path: ASC }) {
      nodes {
        path
        title
        description
        links
        anchors
        sections
        sourceFile
        contentFilePath
        lastUpdated
      }
    }
    apiDescription {
      document
    }
  }
`

/** A node's resolved `lastUpdated` (src/node/lastUpdated.ts). */
interface Dated {
  lastUpdated: string | null
}

export interface SiteQueryResult {
  allDoc: { nodes: Array<Omit<DocMeta, 'html'> & Dated> }
  allBlogPost: { nodes: Array<Omit<BlogPostMeta, 'html'> & Dated> }
  allBlogAuthor: { nodes: BlogAuthorMeta[] }
  allStandalonePage: { nodes: Array<Omit<StandalonePageMeta, 'html'> & Dated> }
  apiDescription: { document: ApiDocument } | null
}

/** The site from the query's answer (the node fields are named as the site's model). */
export function siteFromQuery(root: string, data: SiteQueryResult): SiteContent {
  return assembleSite({
    root,
    docs: data.allDoc.nodes,
    posts: data.allBlogPost.nodes,
    authors: data.allBlogAuthor.nodes,
    pages: data.allStandalonePage.nodes,
    api: data.apiDescription?.document ?? null,
    lastUpdated: Object.fromEntries(
      [...data.allDoc.nodes, ...data.allBlogPost.nodes, ...data.allStandalonePage.nodes].flatMap((node) =>
        node.lastUpdated ? [[node.path, node.lastUpdated.slice(0, 10)]] : [],
      ),
    ),
  })
}

interface GraphqlAnswer {
  data?: unknown
  errors?: ReadonlyArray<{ message: string }>
}

/**
 * Runs the site query with a node API's `graphql`. A content mistake met while resolving (an MDX body that does
 * not compile) comes back as a GraphQL error carrying the site's message, file and line: those messages are
 * what is thrown, without GraphQL's wrapping.
 */
export async function querySite(root: string, graphql: (query: string) => Promise<GraphqlAnswer>): Promise<SiteContent> {
  const answer = await graphql(SITE_QUERY)
  if (answer.errors?.length) throw new SiteQueryError([...new Set(answer.errors.map((e) => e.message))])
  return siteFromQuery(root, answer.data as SiteQueryResult)
}

export class SiteQueryError extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('\n'))
    this.name = 'SiteQueryError'
  }
}
