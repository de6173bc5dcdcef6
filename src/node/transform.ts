import type { Node, NodePluginArgs } from 'gatsby'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { loadSiteConfig } from '../config'
import { basePath } from '../config/sitePath'
import { BODY_PACKAGES } from './bodies'
import { hashSources } from './files'
import { ContentError } from './errors'
import { docFields } from './docs'
import { parseAuthors, postFields } from './blog'
import { pageFields } from './site'
import { blogFrontMatterSchema, docFrontMatterSchema, pageFrontMatterSchema, parseFrontMatter } from './frontMatter'
import { loadApiDocument } from './openapi'
import { typographText } from './body/typography'
import { OPENAPI_FILE } from './api/links'
import { DOCS_ROUTE } from '../config/routes'
import { CURRENT_VERSION } from '../config/docsVersion'
import { CONTENT_SOURCE } from '../gatsby/contentSource'

const AUTHORS_FILE = 'authors.yaml'

interface FileNode extends Node {
  sourceInstanceName: string
  relativePath: string
  absolutePath: string
  extension: string
}

type Args = Pick<NodePluginArgs, 'actions' | 'createNodeId' | 'createContentDigest' | 'getNode' | 'loadNodeContent' | 'reporter'> & {
  develop: boolean
  /** transformerDigest of this build: part of every typed node's content digest. */
  codeDigest: string
}

const READ_FIELDS = ['title', 'description', 'sidebar_label'] as const

/**
 * The front matter's text that readers see (a title in the page, the sidebar, search and <title>; a description)
 * with the bodies' typography (src/node/body/typography.ts); the file keeps what the writer typed.
 */
function typographed<T extends { data: object }>(parsed: T): T {
  const data: Record<string, unknown> = { ...parsed.data }
  for (const field of READ_FIELDS) if (typeof data[field] === 'string') data[field] = typographText(data[field])
  return { ...parsed, data }
}

/** The typed node a content file becomes, by the folder it is in under content/. */
function typedFields(relativePath: string, source: string, files: { sourceFile: string; contentFilePath: string }) {
  const inFolder = (folder: string) => relativePath.slice(folder.length + 1)
  if (relativePath.startsWith('docs/')) {
    const { data, bodyLine } = typographed(parseFrontMatter(files.sourceFile, source, docFrontMatterSchema))
    return { type: 'Doc', fields: { ...docFields(inFolder('docs'), data, files), bodyLine } }
  }
  if (relativePath.startsWith('blog/')) {
    const { data, bodyLine } = typographed(parseFrontMatter(files.sourceFile, source, blogFrontMatterSchema))
    return { type: 'BlogPost', fields: { ...postFields(inFolder('blog'), data, files), bodyLine } }
  }
  if (relativePath.startsWith('pages/')) {
    const { data, bodyLine } = typographed(parseFrontMatter(files.sourceFile, source, pageFrontMatterSchema))
    return { type: 'StandalonePage', fields: { ...pageFields(inFolder('pages'), data, files), bodyLine } }
  }
  return null
}

interface TypedChild {
  type: string
  key: string
  fields: object
}

/** What a File or Mdx node becomes; null for the files that are none of the site's content. */
async function typedChildren(node: Node, args: Args): Promise<{ path: string; children: () => Promise<TypedChild[]> } | null> {
  const { getNode, loadNodeContent, createContentDigest } = args
  if (node.internal.type === 'Mdx') {
    const file = node.parent ? (getNode(node.parent) as FileNode | undefined) : undefined
    if (!file || file.sourceInstanceName !== CONTENT_SOURCE) return null
    const files = { sourceFile: `content/${file.relativePath}`, contentFilePath: file.absolutePath }
    return {
      path: file.relativePath,
      children: async () => {
        const typed = typedFields(file.relativePath, await loadNodeContent(file), files)
        // The digest of the body that is compiled is its cache key (src/node/bodies.ts), not the file node's: that
        // one is a time under develop (src/gatsby/contentSource.ts) and stands for no text.
        const bodyDigest = createContentDigest((node as Node & { body: string }).body)
        return typed ? [{ type: typed.type, key: '', fields: { ...typed.fields, bodyDigest } }] : []
      },
    }
  }
  if (node.internal.type !== 'File') return null
  const file = node as FileNode
  if (file.sourceInstanceName !== CONTENT_SOURCE) return null
  if (file.relativePath === AUTHORS_FILE) {
    return {
      path: file.relativePath,
      children: async () =>
        parseAuthors(await loadNodeContent(file), `content/${AUTHORS_FILE}`).map((author) => ({
          type: 'BlogAuthor',
          key: `:${author.authorId}`,
          fields: author,
        })),
    }
  }
  if (`content/${file.relativePath}` === OPENAPI_FILE) {
    return {
      path: file.relativePath,
      children: async () => {
        const source = await loadNodeContent(file)
        const document = await loadApiDocument(source, file.absolutePath, OPENAPI_FILE)
        return [{ type: 'ApiDescription', key: '', fields: { sourceFile: OPENAPI_FILE, source, document } }]
      },
    }
  }
  return null
}

/** The last good children of each file, so that under `gatsby develop` a broken edit leaves its pages as they were. */
const lastGood = new Map<string, TypedChild[]>()

/**
 * Under `gatsby develop`, an MDX file whose front matter YAML cannot parse gets no Mdx node (gatsby-plugin-mdx
 * throws; plugins/gatsby-plugin-front-matter has named the file and line), and Gatsby has removed the file's
 * former nodes: its last good typed nodes are made again under the File node, so its pages stay. Their body
 * digest is the last good one, which the body store still holds.
 */
function keepPagesOfUnreadableMdx(file: FileNode, args: Args): TypedChild[] | null {
  if (!args.develop || file.sourceInstanceName !== CONTENT_SOURCE || file.extension !== 'mdx') return null
  const current = (args.getNode(file.id) ?? file) as Node
  if (current.children.some((id) => args.getNode(id)?.internal.type === 'Mdx')) return null
  const children = lastGood.get(file.relativePath)
  if (!children) return null
  args.reporter.warn(`content/${file.relativePath}: its pages keep their last good version until the front matter is fixed`)
  return children
}

/**
 * The site's transformer, in the pattern of Gatsby's own themes: gatsby-source-filesystem makes a File node per
 * file under content/, gatsby-plugin-mdx an Mdx node per MDX file, and this turns each into its typed child:
 * an Mdx node under docs/, blog/ or pages/ into a Doc, BlogPost or StandalonePage (the fields of its path and
 * front matter; the body's fields are resolved from the Mdx body by src/node/bodies.ts), authors.yaml into
 * BlogAuthor nodes, the OpenAPI file into the ApiDescription node. A mistake names the file and line; under
 * `gatsby develop` it is reported and the file's last good nodes are created again, so its pages stay.
 */
export async function transformContentNode(node: Node, args: Args): Promise<void> {
  const { actions, createNodeId, createContentDigest, reporter } = args
  const create = (children: TypedChild[]) => {
    for (const { type, key, fields } of children) {
      const created = {
        ...fields,
        id: createNodeId(`${node.id} >>> ${type}${key}`),
        parent: node.id,
        children: [],
        // The code's digest is part of the node's: when the code that renders bodies changes, the node changes, and
        // Gatsby runs the page queries that read it again, though the file did not change.
        internal: { type, contentDigest: createContentDigest({ fields, code: args.codeDigest }) },
      }
      actions.createNode(created)
      actions.createParentChildLink({ parent: node, child: created as unknown as Node })
    }
  }
  if (node.internal.type === 'File') {
    const kept = keepPagesOfUnreadableMdx(node as FileNode, args)
    if (kept) return create(kept)
  }
  const source = await typedChildren(node, args)
  if (!source) return
  try {
    const children = await source.children()
    lastGood.set(source.path, children)
    create(children)
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    if (!args.develop) {
      reporter.panicOnBuild(error.message)
      return
    }
    reporter.error(`${error.message}\n  (its pages keep their last good version until the file is fixed)`)
    create(lastGood.get(source.path) ?? [])
  }
}

/** The one docs version (versioning is off): the DocsVersion node GraphiQL answers `docsVersion` with. */
export function createDocsVersion({
  actions,
  createNodeId,
  createContentDigest,
}: Pick<NodePluginArgs, 'actions' | 'createNodeId' | 'createContentDigest'>) {
  const fields = { name: CURRENT_VERSION.name, label: CURRENT_VERSION.label, isLast: true, path: DOCS_ROUTE, mainDocId: 'index', draftIds: [] }
  actions.createNode({
    ...fields,
    id: createNodeId(`DocsVersion ${fields.name}`),
    parent: null,
    children: [],
    internal: { type: 'DocsVersion', contentDigest: createContentDigest(fields) },
  })
}

/**
 * A digest of what makes the typed nodes and their bodies besides the files: the site's code (src/, plugins/), the
 * packages that compile bodies, the configuration and base path they render with. When it changes, the nodes Gatsby
 * kept are made again (gatsby-node.ts) with a new content digest, so that every page query runs again.
 */
export const transformerDigest = (root: string): string => {
  const hash = hashSources(root, ['src', 'plugins'])
  const siteRequire = createRequire(join(root, 'package.json'))
  for (const name of BODY_PACKAGES) hash.update(readFileSync(siteRequire.resolve(`${name}/package.json`)))
  return hash.update(JSON.stringify(loadSiteConfig())).update(basePath()).digest('hex')
}
