import { translator } from './ru'

/**
 * Strings of the API reference's «Попробовать» console (src/theme/ApiReference/console), apart from `ru` and
 * `apiRu`: the console is a chunk of its own, fetched on first use, and its strings travel with it.
 */
export const consoleRu = {
  'theme.api.console.title': 'Попробовать: {name}',
  'theme.api.console.server': 'Сервер',
  'theme.api.console.key': 'Ключ API',
  'theme.api.console.keyHint': 'Ключ хранится только в этой вкладке браузера, пока она открыта, и уходит только в заголовке Authorization.',
  'theme.api.console.params': 'Параметры',
  'theme.api.console.required': 'обязательный',
  'theme.api.console.body': 'Тело запроса (JSON)',
  'theme.api.console.send': 'Отправить',
  'theme.api.console.sending': 'Отправляется…',
  'theme.api.console.close': 'Закрыть',
  'theme.api.console.loadFailed': 'Не удалось загрузить консоль. Проверьте соединение и попробуйте ещё раз.',
  'theme.api.console.problems': 'Запрос не отправлен: исправьте поля.',
  'theme.api.console.fieldProblem': 'Поле {field}: {message}',
  'theme.api.console.paramProblem': 'Параметр {field}: {message}',
  'theme.api.console.bodyProblem': 'Тело запроса: {message}',
  'theme.api.console.notJson': 'это не JSON ({message})',
  'theme.api.console.emptyRequired': 'обязательный параметр не заполнен',
  'theme.api.console.keyMissing': 'Ключ API: введите ключ — без него сервер ответит 401.',
  'theme.api.console.confirmProduction':
    'Запрос уйдёт на рабочий сервер {url}: сообщения получат реальные люди, с баланса спишутся деньги. Отправить?',
  'theme.api.console.status': 'Ответ',
  'theme.api.console.time': '{ms} мс',
  'theme.api.console.headers': 'Заголовки ответа',
  'theme.api.console.responseBody': 'Тело ответа',
  'theme.api.console.emptyBody': 'Пустое тело ответа.',
  'theme.api.console.networkError':
    'Ответа нет: сервер недоступен или браузер не дал прочитать ответ, потому что сервер не разрешает запросы с этого сайта (CORS). Это не ошибка в запросе. Выполните тот же запрос из терминала:',
} as const

export const tConsole = /* @__PURE__ */ translator(consoleRu)
