import type { SiteConfig } from '../config'
import type { ApiDocument } from './openapi'
import type { FieldRow } from '../reference/types'

/**
 * Clean Markdown of an MDX page, for /llms-full.txt and the 'Копировать как Markdown' button: the
 * components become what they show (values from the configuration, tables from the OpenAPI description).
 */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ')

function fieldTable(caption: string, rows: FieldRow[]): string {
  if (rows.length === 0) return ''
  const lines = rows.map((r) => `| \`${r.name}\` | ${cell(r.type)} | ${r.required ? 'да' : 'нет'} | ${cell([r.description, ...r.constraints].filter(Boolean).join('; '))} |`)
  return [`**${caption}**`, '', '| Имя | Тип | Обязательный | Описание |', '|---|---|---|---|', ...lines, ''].join('\n')
}

export function toMarkdown(body: string, title: string, config: Pick<SiteConfig, 'brandName' | 'supportEmail' | 'apiBaseUrl'>, api: ApiDocument | null): string {
  const out: string[] = [`# ${title}`, '']
  let inFence = false
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence
      // Fence meta (title="…", example=…) is for the site; Markdown keeps the language only.
      out.push(line.replace(/^(\s*(?:```|~~~)[^\s{]*).*$/, '$1'))
      continue
    }
    if (inFence) {
      out.push(line)
      continue
    }
    if (/^\s*\{\/\*.*\*\/\}\s*$/.test(line)) continue
    const operation = /<ApiOperation\s+id=["']([^"']+)["']\s*\/>/.exec(line)
    if (operation && api) {
      const op = api.operations.get(operation[1])
      if (op) {
        out.push(`\`${op.method} ${op.baseUrl}${op.path}\``, '')
        out.push(fieldTable('Заголовки', op.headers), fieldTable('Параметры пути', op.pathParams), fieldTable('Параметры запроса', op.queryParams))
        if (op.body) out.push(fieldTable('Тело запроса', op.body))
        out.push('**Ответы**', '', ...op.responses.map((r) => `- \`${r.status}\` ${r.description}`), '')
      }
      continue
    }
    const webhook = /<ApiWebhook\s+name=["']([^"']+)["']\s*\/>/.exec(line)
    if (webhook && api) {
      const hook = api.webhooks.get(webhook[1])
      if (hook) out.push(`Вебхук \`${hook.name}\`: ${hook.description}`, '', fieldTable('Тело запроса', hook.fields))
      continue
    }
    if (/<ErrorCodes\s*\/>/.test(line) && api) {
      out.push('| Код | HTTP | Описание |', '|---|---|---|', ...api.errorCodes.map((e) => `| \`${e.code}\` | ${e.status} | ${cell(e.description)} |`), '')
      continue
    }
    const admonition = /^\s*<Admonition[^>]*?(?:title=["']([^"']*)["'])?[^>]*>\s*$/.exec(line)
    if (admonition) {
      out.push(admonition[1] ? `**${admonition[1]}**` : '')
      continue
    }
    const tab = /^\s*<TabItem[^>]*label=["']([^"']*)["'][^>]*>\s*$/.exec(line)
    if (tab) {
      out.push(`**${tab[1]}**`)
      continue
    }
    if (/^\s*<\/?(Admonition|Tabs|TabItem)\b[^>]*>\s*$/.test(line)) continue
    out.push(
      line
        .replace(/<Brand\s*\/>/g, config.brandName)
        .replace(/<SupportEmail\s*\/>/g, config.supportEmail)
        .replace(/<ApiBaseUrl\s*\/>/g, config.apiBaseUrl),
    )
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`
}
