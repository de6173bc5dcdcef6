/**
 * The few syntax-tree helpers the body pipeline needs, for mdast (Markdown) and hast (HTML) alike. Written
 * here rather than imported because the unist utilities are ES modules, which the Jest runtime and the
 * compiled gatsby-node load differently; these stay plain functions over plain objects.
 */

export interface UnistNode {
  type: string
  children?: UnistNode[]
  value?: string
  position?: { start: { line: number; column: number }; end: { line: number; column: number } }
  data?: Record<string, unknown> & { hProperties?: Record<string, unknown> }
  [key: string]: unknown
}

export interface JsxAttribute {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute'
  name?: string
  value?: string | { type: string; value: string } | null
}

export interface JsxElement extends UnistNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'
  name: string | null
  attributes: JsxAttribute[]
  children: UnistNode[]
}

export const isJsx = (node: UnistNode): node is JsxElement => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'

/** A string attribute of a JSX element (`<ApiOperation id="sendMessage" />` -> `sendMessage`), else null. */
export function jsxAttribute(node: JsxElement, name: string): string | null {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)
  return typeof attribute?.value === 'string' ? attribute.value : null
}

/** Depth-first, parents before children; the visitor returns 'skip' to leave a node's children out. */
export function visit(
  node: UnistNode,
  visitor: (node: UnistNode, parent: UnistNode | null, index: number) => void | 'skip',
  parent: UnistNode | null = null,
  index = 0,
): void {
  if (visitor(node, parent, index) === 'skip') return
  const children = node.children
  if (!children) return
  for (let i = 0; i < children.length; i += 1) visit(children[i], visitor, node, i)
}

/** Replaces a node in its parent's children (by identity), for transforms that rebuild a node. */
export function replaceChild(parent: UnistNode, child: UnistNode, replacement: UnistNode): void {
  const children = parent.children ?? []
  children[children.indexOf(child)] = replacement
}
