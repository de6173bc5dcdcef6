import { fill } from './ru'

/**
 * The words the build writes into generated files rather than into a page's UI: the Markdown copies of pages
 * and llms-full.txt, llms.txt, the blog feed, and the search sections of API fields. Keyed like ./ru.ts.
 */
export const ruBuild = {
  'build.markdown.required': 'обязательное',
  'build.markdown.values': 'Значения: {values}.',
  'build.markdown.variant': 'вариант «{title}»:',
  'build.markdown.pathParams': 'Параметры пути',
  'build.markdown.queryParams': 'Параметры запроса',
  'build.markdown.headers': 'Заголовки',
  'build.markdown.body': 'Тело запроса',
  'build.markdown.bodyVariant': 'Тело запроса, вариант «{title}»',
  'build.markdown.responses': 'Ответы',
  'build.markdown.webhook': 'Вебхук `{name}`: {description}',
  'build.markdown.payload': 'Тело события',
  'build.markdown.errorTable': '| Код | HTTP | Описание |',
  'build.search.pathParam': 'Параметр пути',
  'build.search.queryParam': 'Параметр запроса',
  'build.search.header': 'Заголовок запроса',
  'build.search.bodyField': 'Поле тела запроса',
  'build.search.webhookHeader': 'Заголовок вебхука {name}',
  'build.search.webhookField': 'Поле вебхука {name}',
  'build.feed.description': '{blogLabel}: обновления {brand}',
  'build.llms.summary': '{tagline}. Документация для пользователей личного кабинета и разработчиков, API и «{blogLabel}».',
  'build.llms.files': 'Полный текст документации в одном файле: {full}. Описание API в OpenAPI 3.1: {openapi}.',
  'build.llms.guides': 'Пользовательская документация',
} as const

export type BuildMessageId = keyof typeof ruBuild

export function tb(id: BuildMessageId, values: Record<string, string | number> = {}): string {
  return fill(ruBuild[id], values)
}
