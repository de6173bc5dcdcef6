import { isJsx, visit, type UnistNode } from './tree'

/**
 * A page's inline scripts are allowed by the Content-Security-Policy through their hashes, which the nginx
 * configuration generator takes from the built pages (scripts/build/nginx-conf.mjs). A script written into content would be
 * allowed that way without anyone deciding it, and every such script makes the policy longer. So content carries no
 * script: a <script> element, HTML set through dangerouslySetInnerHTML, or an on… event attribute stop the build with
 * the file and line. A script every page needs belongs in gatsby-ssr.tsx, as code.
 */
export const NO_SCRIPT_HINT =
  'content carries no scripts (the Content-Security-Policy allows only the scripts of the site code); put a script every page needs in gatsby-ssr.tsx'

/** A thrown problem the body compiler turns into `file:line: MDX: reason` (src/node/body/compile.ts). */
class ScriptInContent extends Error {
  constructor(
    readonly reason: string,
    readonly line: number | undefined,
  ) {
    super(reason)
  }
}

interface EstreeNode {
  type: string
  name?: unknown
  loc?: { start: { line: number } }
  [key: string]: unknown
}

/** The first problem in the JavaScript of an expression or an import/export, as an estree. */
function estreeProblem(node: unknown): { what: string; line?: number } | null {
  if (!node || typeof node !== 'object') return null
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = estreeProblem(child)
      if (found) return found
    }
    return null
  }
  const tree = node as EstreeNode
  const name = (tree.name as EstreeNode | undefined)?.name
  if (tree.type === 'JSXOpeningElement' && typeof name === 'string' && name.toLowerCase() === 'script')
    return { what: '<script>', line: tree.loc?.start.line }
  if (tree.type === 'JSXAttribute' && typeof name === 'string' && scriptAttribute(name))
    return { what: `the ${name} attribute`, line: tree.loc?.start.line }
  for (const [key, value] of Object.entries(tree)) {
    if (key === 'loc' || key === 'range' || key === 'parent') continue
    const found = estreeProblem(value)
    if (found) return found
  }
  return null
}

const scriptAttribute = (name: string): boolean => name === 'dangerouslySetInnerHTML' || /^on[a-z]/i.test(name)

/** The remark plugin: throws at the first script in the tree. */
export function remarkNoScripts() {
  return (tree: UnistNode) => {
    visit(tree, (node) => {
      const line = node.position?.start.line
      if (isJsx(node)) {
        if (node.name?.toLowerCase() === 'script') throw new ScriptInContent(`<script> in content: ${NO_SCRIPT_HINT}`, line)
        const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name && scriptAttribute(a.name))
        if (attribute) throw new ScriptInContent(`the ${attribute.name} attribute of <${node.name ?? ''}>: ${NO_SCRIPT_HINT}`, line)
      }
      if (node.type === 'html' && /<script\b|\son[a-z]+\s*=/i.test(String(node.value))) {
        throw new ScriptInContent(`a script in HTML: ${NO_SCRIPT_HINT}`, line)
      }
      const estree = (node.data as { estree?: unknown } | undefined)?.estree
      const found = estreeProblem(estree) ?? (isJsx(node) ? estreeProblem(node.attributes) : null)
      if (found) throw new ScriptInContent(`${found.what} in content: ${NO_SCRIPT_HINT}`, found.line ?? line)
    })
  }
}
