import { sidebars as sidebarConfig } from '../config/sidebars'
import { docMeta, type DocFields, type DocMeta } from './docs'
import { postMeta, type PostFields } from './blog'
import { pageMeta, type PageFields } from './site'
import { firstHref, resolveSidebars } from './sidebars'
import type { ProcessedBody } from './body/types'
import type { ApiDocument } from './openapi'
import type { ApiSource, BodyStore } from './bodies'
import { sourceDates } from './lastUpdated'

/** The part of Gatsby's node model the resolvers use (context.nodeModel). */
interface NodeModel {
  getNodeById(args: { id: string; type?: string }): Promise<unknown>
  findOne(args: { type: string; query: object }): Promise<unknown>
  findAll(args: { type: string; query?: object }): Promise<{ entries: Iterable<unknown>; totalCount(): Promise<number> }>
}

interface ResolverContext {
  nodeModel: NodeModel
}

interface StoredNode {
  id: string
  parent: string
  sourceFile: string
  contentFilePath: string
  bodyLine: number
  bodyDigest: string
  internal: { contentDigest: string }
}

type Resolve = (source: never, args: unknown, context: ResolverContext) => unknown

/** The API description the bodies render with: one deserialised copy per file content. */
let currentApi: ApiSource | null = null
async function apiOf(context: ResolverContext): Promise<ApiSource | null> {
  const node = (await context.nodeModel.findOne({ type: 'ApiDescription', query: {} })) as {
    document: ApiDocument
    internal: { contentDigest: string }
  } | null
  if (!node) return null
  if (currentApi?.digest !== node.internal.contentDigest) currentApi = { document: node.document, digest: node.internal.contentDigest }
  return currentApi
}

async function bodyOf(bodies: BodyStore, node: StoredNode, context: ResolverContext): Promise<ProcessedBody> {
  const mdx = (await context.nodeModel.getNodeById({ id: node.parent, type: 'Mdx' })) as { body: string } | null
  const source = {
    sourceFile: node.sourceFile,
    contentFilePath: node.contentFilePath,
    body: mdx?.body ?? '',
    bodyLine: node.bodyLine,
    bodyDigest: node.bodyDigest,
  }
  return bodies.body(source, await apiOf(context))
}

/** GraphQL fields resolved from what a node's body holds; `meta` puts the node's fields and its body together. */
function bodyFields<Meta>(bodies: BodyStore, meta: (node: never, body: ProcessedBody) => Meta, fields: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(fields).map(([name, type]) => [
      name,
      {
        type,
        resolve: (async (node: StoredNode, _args, context) =>
          meta(node as never, await bodyOf(bodies, node, context))[name as keyof Meta]) as Resolve,
      },
    ]),
  )
}

/** The docs as the sidebars need them: their fields, without their bodies. */
async function docFieldsOf(context: ResolverContext): Promise<DocFields[]> {
  const { entries } = await context.nodeModel.findAll({ type: 'Doc' })
  return [...entries] as DocFields[]
}

/**
 * The day a node's source file last changed, resolved on every query rather than stored: a commit changes it
 * without changing the file, and an unchanged answer leaves the page's files as they were.
 */
const lastUpdated = (root: string) => ({
  lastUpdated: { type: 'Date', resolve: ((node: StoredNode) => sourceDates(root).dateOf(node.sourceFile)) as Resolve },
})

/**
 * The resolvers of createResolvers: the body fields of Doc, BlogPost and StandalonePage (src/node/bodies.ts
 * compiles each body once) and the day each one's file last changed, an author's post count, the docs version's
 * doc ids, and the sidebars, resolved from src/config/sidebars.ts and the Doc nodes (the navbar reads where each
 * one starts through one static query).
 */
export function siteResolvers(root: string, bodies: BodyStore): Record<string, Record<string, unknown>> {
  return {
    Doc: {
      ...lastUpdated(root),
      ...bodyFields(bodies, (node: DocFields, body) => docMeta(node, body), {
        description: 'String!',
        headings: '[Heading!]!',
        anchors: '[String!]!',
        links: 'JSON!',
        apiRefs: 'JSON!',
        sections: 'JSON!',
        markdown: 'String!',
        wordCount: 'Int!',
        html: 'String!',
      }),
    },
    BlogPost: {
      ...lastUpdated(root),
      ...bodyFields(bodies, (node: PostFields, body) => postMeta(node, body), {
        description: 'String!',
        excerpt: 'String!',
        readingTime: 'Int!',
        wordCount: 'Int!',
        headings: '[Heading!]!',
        anchors: '[String!]!',
        links: 'JSON!',
        sections: 'JSON!',
        html: 'String!',
      }),
    },
    StandalonePage: {
      ...lastUpdated(root),
      ...bodyFields(bodies, (node: PageFields, body) => pageMeta(node, body), {
        description: 'String!',
        links: 'JSON!',
        anchors: '[String!]!',
        sections: 'JSON!',
        html: 'String!',
      }),
    },
    DocsVersion: {
      docIds: {
        type: '[String!]!',
        resolve: (async (_version, _args, context) => (await docFieldsOf(context)).map((doc) => doc.docId).sort()) as Resolve,
      },
    },
    BlogAuthor: {
      postCount: {
        type: 'Int!',
        resolve: (async (author: { authorId: string }, _args, context) => {
          const { totalCount } = await context.nodeModel.findAll({
            type: 'BlogPost',
            query: { filter: { authorIds: { eq: author.authorId }, unlisted: { eq: false } } },
          })
          return totalCount()
        }) as Resolve,
      },
    },
    Query: {
      allSidebar: {
        type: 'SidebarList!',
        resolve: (async (_source, _args, context) => {
          const { sidebars } = resolveSidebars(sidebarConfig, (await docFieldsOf(context)) as unknown as DocMeta[])
          return { nodes: Object.entries(sidebars).map(([sidebarId, items]) => ({ sidebarId, items, firstHref: firstHref(items) })) }
        }) as Resolve,
      },
    },
  }
}
