'use strict'

/**
 * Code fences may carry meta after the language: ```json title="Ответ 202" example=response:202
 * gatsby-remark-prismjs would read the meta as part of the language name, so this plugin runs first:
 * it keeps the language clean, remembers the title, and puts a title bar before the block.
 * `example=…` is only read by the content tests (they check examples against the OpenAPI schema).
 */

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function parseMeta(meta) {
  const out = {}
  const pattern = /(\w+)=(?:"([^"]*)"|'([^']*)'|(\S+))/g
  let match
  while ((match = pattern.exec(meta)) !== null) out[match[1]] = match[2] ?? match[3] ?? match[4]
  return out
}

function visitCode(node, parent, index, visitor) {
  if (node.type === 'code') return visitor(node, parent, index)
  if (!node.children) return 0
  for (let i = 0; i < node.children.length; i += 1) i += visitCode(node.children[i], node, i, visitor)
  return 0
}

module.exports = function codeMeta({ markdownAST }) {
  visitCode(markdownAST, null, 0, (node, parent, index) => {
    const lang = node.lang || ''
    // MDX puts everything after the first space into meta; a `{1,3}` line range stays with the language.
    const rangeMatch = /^([^{\s]+)(\{[^}]*\})?$/.exec(lang)
    const meta = parseMeta(node.meta || '')
    node.meta = null
    if (rangeMatch) node.lang = rangeMatch[1] + (rangeMatch[2] || '')
    if (!meta.title || !parent) return 0
    parent.children.splice(index, 0, {
      type: 'html',
      value: `<div class="code-title">${escapeHtml(meta.title)}</div>`,
    })
    return 1
  })
}
