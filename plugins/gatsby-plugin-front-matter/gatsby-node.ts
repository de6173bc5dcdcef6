import type { GatsbyNode } from 'gatsby'
import { ContentError } from '../../src/node/errors'
import { frontMatterSchemaFor, parseFrontMatter } from '../../src/node/frontMatter'
import { CONTENT_SOURCE } from '../../src/gatsby/contentSource'

interface FileNode {
  internal: { type: string }
  sourceInstanceName?: string
  relativePath?: string
  extension?: string
}

/**
 * gatsby-config lists this plugin before gatsby-plugin-mdx, so it reads each MDX file first: a front matter
 * that YAML cannot parse, or that does not fit its schema, stops the build with the site's own message
 * (`content/docs/start/whatis.mdx:2: malformed front matter: …`) instead of the MDX plugin's YAML stack trace.
 * Under `gatsby develop` the message is reported and the page keeps its last good version.
 */
export const shouldOnCreateNode: GatsbyNode['shouldOnCreateNode'] = ({ node }) => {
  const file = node as unknown as FileNode
  return file.internal.type === 'File' && file.sourceInstanceName === CONTENT_SOURCE && file.extension === 'mdx'
}

export const onCreateNode: GatsbyNode['onCreateNode'] = async ({ node, loadNodeContent, reporter }) => {
  const relativePath = (node as unknown as FileNode).relativePath ?? ''
  const schema = frontMatterSchemaFor(relativePath)
  if (!schema) return
  try {
    parseFrontMatter(`content/${relativePath}`, await loadNodeContent(node), schema)
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    reporter.panicOnBuild(error.message)
  }
}
