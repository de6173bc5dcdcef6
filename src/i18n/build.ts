import { translator } from './ru'

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
  'build.api.exactly': 'ровно {value}',
  'build.api.between': 'от {min} до {max}',
  'build.api.atMost': 'не больше {max}',
  'build.api.atLeast': 'не меньше {min}',
  'build.api.above': 'больше {value}',
  'build.api.below': 'меньше {value}',
  'build.api.multipleOf': 'кратно {value}',
  'build.api.unique': 'без повторов',
  'build.api.format': 'формат: {format}',
  'build.api.pattern': 'шаблон',
  'build.api.keyPattern': 'ключи по шаблону',
  'build.api.always': 'всегда',
  'build.api.variant': 'Вариант {number}',
  'build.api.requestExample': 'Запрос',
  'build.api.responseExample': 'Ответ {status}',
  'build.api.eventExample': 'Событие',
  'build.api.keyPlaceholder': 'Bearer <ключ API>',
} as const

/** Words of the API reference's constraints, with the forms Russian counts need: 1 символ, 2 символа, 5 символов. */
export const RU_UNITS = {
  characters: { count: ['символ', 'символа', 'символов'], after: ['символа', 'символов'] },
  items: { count: ['элемент', 'элемента', 'элементов'], after: ['элемента', 'элементов'] },
  keys: { count: ['ключ', 'ключа', 'ключей'], after: ['ключа', 'ключей'] },
} as const satisfies Record<string, { count: readonly [string, string, string]; after: readonly [string, string] }>

/** How the reference names a string format. */
export const RU_FORMATS: Record<string, string> = {
  'date-time': 'дата и время ISO 8601',
  date: 'дата ISO 8601 (ГГГГ-ММ-ДД)',
  uri: 'URL',
  url: 'URL',
  email: 'адрес e-mail',
  uuid: 'UUID',
  e164: 'номер в формате E.164',
  int32: '32-битное целое',
  int64: '64-битное целое',
  binary: 'файл',
}

export const tb = /* @__PURE__ */ translator(ruBuild)
