/**
 * UI strings of the shell every page shows (navbar, footer, search box, colour mode, errors), keyed by a
 * namespaced id. Strings of page templates and body components are in ./content.ts, so the first visit to the
 * home page does not download them.
 */
export const ru = {
  'theme.common.skipToContent': 'Перейти к основному содержимому',
  'theme.navbar.mainLabel': 'Основная навигация',
  'theme.navbar.mobileMenuOpen': 'Открыть меню',
  'theme.navbar.mobileMenuClose': 'Закрыть меню',
  'theme.navbar.mobileMenuBack': '← Назад к главному меню',
  'theme.colorMode.toLight': 'Включить светлую тему',
  'theme.colorMode.toDark': 'Включить тёмную тему',
  'theme.announcement.label': 'Объявление',
  'theme.announcement.close': 'Закрыть объявление',
  'theme.footer.copyright': '© {year} {brand}',
  'theme.footer.label': 'Подвал сайта',
  'theme.footer.rss': 'RSS',
  'theme.footer.atom': 'Atom',
  'theme.support.label': 'Запрос в поддержку',
  'theme.support.subject': 'Запрос в поддержку',
  'theme.support.body': 'Здравствуйте!\n\nПишу со страницы: {url}\n\nОпишите, пожалуйста, проблему: [описание проблемы]\n\nС уважением,\n[ваше имя]',
  'theme.error.title': 'This page crashed.',
  'theme.error.tryAgain': 'Try again',
  'theme.error.pageTitle': 'Page Error',
  'theme.search.placeholder': 'Поиск',
  'theme.search.label': 'Поиск по документации',
  'theme.search.noResults': 'No results',
  'theme.search.failed': 'Поиск сейчас не работает: не удалось загрузить индекс. Обновите страницу или попробуйте позже.',
  'theme.search.corrected': 'Показаны результаты для «{query}»',
  'theme.search.seeAll': 'See all results',
  'theme.search.seeAllWithin': 'See all results within "{context}"',
  'theme.search.seeAllOutside': 'See all results outside "{context}"',
  'theme.home.start': 'С чего начать',
  'theme.home.latest': 'Последние обновления',
  'theme.home.allPosts': 'Все записи «Что нового»',
} as const

/** A string with its `{name}` placeholders filled in (a placeholder without a value stays as it is). */
function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/**
 * The lookup of one table of strings: the string of an id, with its `{name}` placeholders filled in. Each table
 * (here, ./content.ts, ./apiConsole.ts, ./build.ts) exports its own, so a bundle holds only the tables it uses;
 * the calls are marked pure so that an unused lookup takes its table out of the bundle with it.
 */
export function translator<Table extends Record<string, string>>(table: Table) {
  return (id: keyof Table, values: Record<string, string | number> = {}): string => fill(table[id], values)
}

export const t = /* @__PURE__ */ translator(ru)

/**
 * Strings of the API reference, which is rendered at build time only (src/theme/ApiReference): kept apart from
 * `ru` so that they stay out of the browser bundle.
 */
export const apiRu = {
  'theme.api.headers': 'Заголовки',
  'theme.api.pathParams': 'Параметры пути',
  'theme.api.queryParams': 'Параметры запроса',
  'theme.api.body': 'Тело запроса',
  'theme.api.responses': 'Ответы',
  'theme.api.description': 'Описание',
  'theme.api.code': 'Код',
  'theme.api.httpStatus': 'HTTP',
  'theme.api.webhook': 'Вебхук',
  'theme.api.server': 'Сервер',
  'theme.api.copyUrl': 'Скопировать адрес',
  'theme.api.copied': 'Скопировано',
  'theme.api.contactName': 'Служба поддержки {brand}',
  'theme.api.auth': 'Авторизация',
  'theme.api.authBearer': 'ключ API в заголовке',
  'theme.api.noAuth': 'не нужна',
  'theme.api.requiredMark': 'обязательное',
  'theme.api.deprecatedField': 'устарело',
  'theme.api.default': 'По умолчанию',
  'theme.api.example': 'Пример',
  'theme.api.values': 'Значения',
  'theme.api.value': 'Значение',
  'theme.api.meaning': 'Что означает',
  'theme.api.allValues': 'Все значения ({count})',
  'theme.api.children': 'Вложенные поля ({count})',
  'theme.api.variants': 'Варианты',
  'theme.api.discriminator': 'выбор по полю',
  'theme.api.response': 'Ответ',
  'theme.api.fieldLink': 'Ссылка на {name}',
  'theme.api.responseHeaders': 'Заголовки ответа',
  'theme.api.responseBody': 'Тело ответа',
  'theme.api.sameHeaders': 'Те же, что у ответа',
  'theme.api.sameFields': 'Поля те же, что у ответа',
  'theme.api.responseCodes': 'Коды ошибок с этим статусом',
  'theme.api.generatedExample': 'пример составлен по схеме',
  'theme.api.samplesLabel': 'Язык примера',
  'theme.api.requestSample': 'Запрос',
  'theme.api.responseExample': 'Пример ответа',
  'theme.api.statusPicker': 'Статус ответа',
  'theme.api.noResponseBody': 'Ответ без тела.',
  'theme.api.downloads': 'Скачать',
  'theme.api.openapiFile': 'OpenAPI (YAML)',
  'theme.api.postmanCollection': 'коллекция Postman',
  'theme.api.payload': 'Тело события',
  'theme.api.webhookResponses': 'Что ответить',
  'theme.api.statusLink': 'Ссылка на ответ {status}',
  'theme.api.deprecated': 'Метод устарел и будет отключён; используйте замену, указанную ниже.',
  'theme.api.errorCodes': 'Коды ошибок API',
  'theme.api.deliveryErrorCodes': 'Причины недоставки (поле errorCode)',
  'theme.api.try': 'Попробовать',
} as const

export const ta = /* @__PURE__ */ translator(apiRu)
