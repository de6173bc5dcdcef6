import { sidebars as sidebarConfig } from '../config/sidebars'
import { docMeta, type DocFields, type DocMeta } from './docs'
import { postMeta } from './blog'
import { pageMeta } from './site'
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

/**
 * A type whose node is a file's body: `meta` puts the node's own fields and its body together, and `fields` are the
 * GraphQL fields taken from what it returns, each with its GraphQL type.
 */
interface BodyType<Meta> {
  meta: (node: never, body: ProcessedBody) => Meta
  fields: Partial<Record<keyof Meta & string, string>>
}

const bodyType = <Node, Meta>(meta: (node: Node, body: ProcessedBody) => Meta, fields: BodyType<Meta>['fields']): BodyType<Meta> => ({
  meta: meta as BodyType<Meta>['meta'],
  fields,
})

/** GraphQL fields resolved from what a node's body holds. */
function bodyFields<Meta>(bodies: BodyStore, { meta, fields }: BodyType<Meta>) {
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

/** The types whose node is a file's body (src/node/docs.ts, blog.ts, site.ts), and the fields each resolves from it. */
const BODY_TYPES = {
  Doc: bodyType(docMeta, {
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
  BlogPost: bodyType(postMeta, {
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
  StandalonePage: bodyType(pageMeta, { description: 'String!', links: 'JSON!', anchors: '[String!]!', sections: 'JSON!', html: 'String!' }),
}

/**
 * Each body type's fields: the day its source file last changed, resolved on every query rather than stored (a
 * commit changes it without changing the file, and an unchanged answer leaves the page's files as they were), then
 * what its body holds.
 */
function bodyTypeResolvers(root: string, bodies: BodyStore): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(BODY_TYPES).map(([type, bodyTypeOf]: [string, BodyType<unknown>]) => [
      type,
      {
        lastUpdated: { type: 'Date', resolve: ((node: StoredNode) => sourceDates(root).dateOf(node.sourceFile)) as Resolve },
        ...bodyFields(bodies, bodyTypeOf),
      },
    ]),
  )
}

/**
 * The resolvers of createResolvers: the body fields of Doc, BlogPost and StandalonePage (src/node/bodies.ts
 * compiles each body once) and the day each one's file last changed, an author's post count, the docs version's
 * doc ids, and the sidebars, resolved from src/config/sidebars.ts and the Doc nodes (the navbar reads where each
 * one starts through one static query).
 */
export function siteResolvers(root: string, bodies: BodyStore): Record<string, Record<string, unknown>> {
  return {
    ...bodyTypeResolvers(root, bodies),
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
