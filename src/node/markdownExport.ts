import type { ApiDocument } from './openapi'
import type { SchemaNode } from '../reference/types'
import { tb } from '../i18n/build'
import { jsxAttribute, type JsxElement } from './body/tree'

/**
 * The Markdown that the API components of a body stand for in its Markdown export (/llms-full.txt, /markdown/…
 * and the 'Копировать как Markdown' button): the operation's fields as nested lists, from the same views the
 * reference renders. The rest of a body's export comes from its syntax tree (src/node/body/collect.ts).
 */
const entities: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&amp;': '&' }

/**
 * Rendered description HTML back to one line of Markdown, inline code between backticks; with `code` = '', of plain
 * text, as a search snippet shows it.
 */
export const plainText = (html: string, code = '`') =>
  html
    .replace(/<code>(.*?)<\/code>/g, `${code}$1${code}`)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(lt|gt|quot|#x27|amp);/g, (e) => entities[e])
    .replace(/[^\S\u00A0\u202F]+/g, ' ')
    .trim()

function fieldList(nodes: SchemaNode[], depth = 0): string[] {
  return nodes.flatMap((node) => {
    const facts = [
      node.type,
      node.required ? tb('build.markdown.required') : '',
      ...node.constraints.map((c) => (c.code ? `${c.text} \`${c.code}\`` : c.text)),
    ]
      .filter(Boolean)
      .join(', ')
    const values = node.enumValues?.length
      ? ` ${tb('build.markdown.values', { values: node.enumValues.map((v) => `\`${v.value}\``).join(', ') })}`
      : ''
    const line = `${'  '.repeat(depth)}- \`${node.path}\` (${facts}): ${plainText(node.descriptionHtml)}${values}`
    const variants = (node.variants ?? []).flatMap((v) => [
      `${'  '.repeat(depth + 1)}- ${tb('build.markdown.variant', { title: v.title })}`,
      ...fieldList(v.children, depth + 2),
    ])
    return [line, ...fieldList(node.children, depth + 1), ...variants]
  })
}

const section = (title: string, nodes: SchemaNode[]) => (nodes.length === 0 ? [] : [`**${title}**`, '', ...fieldList(nodes), ''])

export function apiComponentMarkdown(api: ApiDocument | null) {
  return (name: string, element: JsxElement): string | null => {
    if (!api) return null
    if (name === 'ApiOperation') {
      const op = api.operations[jsxAttribute(element, 'id') ?? '']
      if (!op) return null
      return [
        `\`${op.method} ${op.servers[0]?.url ?? ''}${op.path}\``,
        '',
        ...section(tb('build.markdown.pathParams'), op.pathParams),
        ...section(tb('build.markdown.queryParams'), op.queryParams),
        ...section(tb('build.markdown.headers'), op.headers),
        ...section(tb('build.markdown.body'), op.body?.children ?? []),
        ...(op.body?.variants ?? []).flatMap((v) => section(tb('build.markdown.bodyVariant', { title: v.title }), v.children)),
        `**${tb('build.markdown.responses')}**`,
        '',
        ...op.responses.map((r) => `- \`${r.status}\` ${plainText(r.descriptionHtml)}`),
      ]
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
    }
    if (name === 'ApiWebhook') {
      const hook = api.webhooks[jsxAttribute(element, 'name') ?? '']
      return hook
        ? [
            tb('build.markdown.webhook', { name: hook.name, description: plainText(hook.descriptionHtml) }),
            '',
            ...section(tb('build.markdown.headers'), hook.headers),
            ...section(tb('build.markdown.payload'), hook.body?.children ?? []),
          ].join('\n')
        : null
    }
    if (name === 'ErrorCodes') {
      return [
        tb('build.markdown.errorTable'),
        '|---|---|---|',
        ...api.errorCodes.map((e) => `| \`${e.code}\` | ${e.status} | ${plainText(e.descriptionHtml).replace(/\|/g, '\\|')} |`),
      ].join('\n')
    }
    return null
  }
}
