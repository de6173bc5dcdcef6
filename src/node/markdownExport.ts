import type { ApiDocument } from './openapi'
import type { FieldRow } from '../reference/types'
import { jsxAttribute, type JsxElement } from './body/tree'

/**
 * The Markdown that the API components of a body stand for in its Markdown export (/llms-full.txt, /markdown/…
 * and the 'Копировать как Markdown' button): tables from the OpenAPI description. The rest of a body's export
 * comes from its syntax tree (src/node/body/collect.ts).
 */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ')

function fieldTable(caption: string, rows: FieldRow[]): string {
  if (rows.length === 0) return ''
  const lines = rows.map((r) => `| \`${r.name}\` | ${cell(r.type)} | ${r.required ? 'да' : 'нет'} | ${cell([r.description, ...r.constraints].filter(Boolean).join('; '))} |`)
  return [`**${caption}**`, '', '| Имя | Тип | Обязательный | Описание |', '|---|---|---|---|', ...lines, ''].join('\n')
}

export function apiComponentMarkdown(api: ApiDocument | null) {
  return (name: string, element: JsxElement): string | null => {
    if (!api) return null
    if (name === 'ApiOperation') {
      const op = api.operations.get(jsxAttribute(element, 'id') ?? '')
      if (!op) return null
      return [
        `\`${op.method} ${op.baseUrl}${op.path}\``,
        '',
        fieldTable('Заголовки', op.headers),
        fieldTable('Параметры пути', op.pathParams),
        fieldTable('Параметры запроса', op.queryParams),
        op.body ? fieldTable('Тело запроса', op.body) : '',
        '**Ответы**',
        '',
        ...op.responses.map((r) => `- \`${r.status}\` ${r.description}`),
      ]
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
    }
    if (name === 'ApiWebhook') {
      const hook = api.webhooks.get(jsxAttribute(element, 'name') ?? '')
      return hook ? `Вебхук \`${hook.name}\`: ${hook.description}\n\n${fieldTable('Тело запроса', hook.fields)}` : null
    }
    if (name === 'ErrorCodes') {
      return ['| Код | HTTP | Описание |', '|---|---|---|', ...api.errorCodes.map((e) => `| \`${e.code}\` | ${e.status} | ${cell(e.description)} |`)].join('\n')
    }
    return null
  }
}
