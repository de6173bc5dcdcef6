import { mulberry32 } from '../../scripts/shared/seeded.cjs'
import { LOOKUP_QUERIES } from './lookupQueries'
import { MORE_LOOKUP_QUERIES } from './lookupQueriesMore'
import { SPOKEN_QUERIES } from './spokenQueries'
import { TICKET_QUERIES } from './ticketQueries'
import { CHAT_QUERIES } from './chatQueries'
import { CUSTOMER_QUERIES } from './customerQueries'
import { SUPPORT_QUERIES } from './supportQueries'
/**
 * Relevance set: what readers type, and the page that answers it, each labelled with its class:
 * plain look-ups; question forms («что такое…», «как…», «почему…», «сколько…»); look-ups of a feature a release
 * note announced (the docs page must win); what changed (the notes must win); identifiers typed whole; spelling
 * variants and transliterations; the reader's own word for what the page calls otherwise (synonym); a dropped,
 * doubled or swapped letter or a wrong vowel (typo); a question of 8 to 15 words as typed into a chat (long);
 * English from integrators who do not read Russian (english); an integrator's task in words, answered by the API
 * method and not by the guide (task). Written from how readers type and checked against the page, not tuned
 * query by query; each batch of the set is split once, when it is added, into a tuning half and a held-out half
 * (SPLIT_SEED, below).
 */
export type QueryClass =
  'plain' | 'question' | 'lookup' | 'changes' | 'identifier' | 'variant' | 'synonym' | 'typo' | 'long' | 'english' | 'task' | 'spoken' | 'translit'

/** The first batch: every class, written before any weight was chosen. */
const FIRST_QUERIES: LabelledQuery[] = [
  ['как подключить вайбер', '/docs/channel/viber/connect', 'variant'],
  ['ватсап шаблон с кнопками', '/docs/template/whatsapp/buttons', 'variant'],
  ['пуш для айфона', '/docs/channel/push/ios', 'variant'],
  ['smpp подключение', '/docs/channel/sms/smpp', 'plain'],
  ['rustore push', '/docs/channel/push/rustore', 'plain'],
  ['sendMessage', '/docs/api/messages/sending', 'identifier'],
  ['отправка сообщения через api', '/docs/api/messages/sending', 'plain'],
  ['коды ошибок api', '/docs/api/messages/errorcodes', 'plain'],
  ['INSUFFICIENT_FUNDS', '/docs/api/messages/errorcodes', 'identifier'],
  ['получить статус сообщения', '/docs/api/messages/get-status', 'plain'],
  ['отменить запланированное сообщение', '/docs/api/messages/change-status', 'plain'],
  ['история сообщений api', '/docs/api/messages/history', 'plain'],
  ['заблокировать получателя api', '/docs/api/clients/block-recipient', 'plain'],
  ['список заблокированных клиентов', '/docs/api/clients/get-blocked-list', 'plain'],
  ['registerPushDevice', '/docs/api/clients/register-push-devices', 'identifier'],
  ['настроить вебхук статусов', '/docs/api/callback/callback-set', 'plain'],
  ['как работает каскад', '/docs/cascades/about', 'question'],
  ['создать каскад', '/docs/cascades/create', 'plain'],
  ['мастер создания рассылки', '/docs/broadcast/create', 'plain'],
  ['тихие часы', '/docs/broadcast/configure', 'plain'],
  ['загрузка клиентов из файла xlsx', '/docs/clients/bulkclient', 'plain'],
  ['добавить клиента вручную', '/docs/clients/addclient', 'plain'],
  ['пользовательские переменные', '/docs/clients/variables', 'plain'],
  ['брошенная корзина сценарий', '/docs/scripts/using', 'plain'],
  ['условия сценария', '/docs/scripts/conditions', 'plain'],
  ['действия в сценарии', '/docs/scripts/actions', 'plain'],
  ['отчет по сообщениям', '/docs/analytic/message-report', 'plain'],
  ['статистика шаблонов', '/docs/analytic/template-statistics', 'plain'],
  ['дживо', '/docs/integrations/jivo', 'variant'],
  ['ключ api создать', '/docs/integrations/api-settings', 'plain'],
  ['журнал событий', '/docs/log/eventlog', 'plain'],
  ['ограниченный доступ', '/docs/user-access/limited', 'plain'],
  ['if,kjys cjj,otybq', '/docs/template', 'variant'],
  ['firebase android', '/docs/channel/push/android', 'plain'],
  ['huawei push kit', '/docs/channel/push/huawei', 'plain'],
  ['24-часовое окно ватсап', '/docs/channel/whatsapp/info', 'plain'],
  ['статусы модерации шаблона', '/docs/template/general/status', 'plain'],
  ['имя отправителя смс', '/docs/channel/sms/connect', 'plain'],
  ['двухфакторная защита', '/docs/profile-user/profile', 'plain'],
  ['закрывающие документы', '/docs/profile-company/cycle', 'plain'],
  ['Idempotency-Key', '/docs/api', 'identifier'],
  ['нотифай подключение', '/docs/channel/notify/connect', 'variant'],
  ['уведомление о низком балансе', '/docs/profile-company/email-notifications', 'plain'],
  ['пригласить пользователя', '/docs/user-access', 'plain'],
  // The section's index page defines the term in its first sentence («Каскад — это цепочка каналов…»).
  ['что такое каскад', '/docs/cascades', 'question'],
  ['что такое операторский шаблон', '/docs/template/general/types', 'question'],
  ['что такое тихие часы', '/docs/broadcast/configure', 'question'],
  ['что такое расчетный период', '/docs/profile-company/cycle', 'question'],
  ['как создать рассылку', '/docs/broadcast/create', 'question'],
  ['как добавить тег клиенту', '/docs/clients/tags', 'question'],
  ['как загрузить клиентов из excel', '/docs/clients/bulkclient', 'question'],
  ['как пополнить баланс', '/docs/profile-company/balance', 'question'],
  ['как зарегистрироваться в личном кабинете', '/docs/start/account-start', 'question'],
  ['как отправить тестовое сообщение', '/docs/start/test-messages', 'question'],
  ['как подключить whatsapp через партнера', '/docs/channel/whatsapp/partner', 'question'],
  // «Сценарии» explains what a scenario is made of and how it runs; «Когда использовать сценарии» lists use cases.
  ['как работает сценарий', '/docs/scripts', 'question'],
  ['почему шаблон отклонили', '/docs/template/general/status', 'question'],
  ['почему сообщение не доставлено', '/docs/additional-info/glossary', 'question'],
  ['сколько стоит сообщение', '/docs/profile-company/active-rate', 'question'],
  ['сколько символов в смс', '/docs/template/sms/free', 'question'],
  ['где посмотреть историю платежей', '/docs/profile-company/payment-history', 'question'],
  ['где найти ключ api', '/docs/integrations/api-settings', 'question'],
  ['как получить статус сообщения по api', '/docs/api/messages/get-status', 'question'],
  ['как отменить сообщение через api', '/docs/api/messages/change-status', 'question'],
  ['подпись вебхука', '/docs/api/callback/callback-set', 'lookup'],
  ['X-Signature', '/docs/api/callback/callback-set', 'lookup'],
  ['Retry-After', '/docs/api', 'lookup'],
  ['ограниченный доступ подрядчика', '/docs/user-access/limited', 'lookup'],
  ['видео в заголовке шаблона', '/docs/template/whatsapp/header', 'lookup'],
  ['smpp tls', '/docs/channel/sms/smpp', 'lookup'],
  ['push huawei', '/docs/channel/push/huawei', 'lookup'],
  ['интеграция jivo', '/docs/integrations/jivo', 'lookup'],
  ['уведомление о низком балансе email', '/docs/profile-company/email-notifications', 'lookup'],
  ['условия в сценариях', '/docs/scripts/conditions', 'lookup'],
  ['каскад ожидание прочтения', '/docs/cascades/about', 'lookup'],
  ['список заблокированных получателей api', '/docs/api/clients/get-blocked-list', 'lookup'],
  ['что нового', '/blog/11-09-25-api-keys-2fa', 'changes'],
  ['что нового в вебхуках', '/blog/27-03-25-webhook-signature', 'changes'],
  ['выпуск тихие часы', '/blog/29-05-25-quiet-hours', 'changes'],
  ['что нового в сценариях', '/blog/24-04-25-scenario-conditions', 'changes'],
  ['getMessageStatus', '/docs/api/messages/get-status', 'identifier'],
  ['listTemplates', '/docs/api/templates/get-by-request', 'identifier'],
  ['setCallback', '/docs/api/callback/callback-set', 'identifier'],
  ['OUTSIDE_24H_WINDOW', '/docs/api/messages/errorcodes', 'identifier'],
  ['PUSH_TOKEN_INVALID', '/docs/api/messages/errorcodes', 'identifier'],
  ['TEMPLATE_NOT_APPROVED', '/docs/api/messages/errorcodes', 'identifier'],
  ['RATE_LIMIT_EXCEEDED', '/docs/api/messages/errorcodes', 'identifier'],
  ['callbackUrl', '/docs/api/messages/sending', 'identifier'],
  ['messageStatus', '/docs/api/callback/callback-set', 'identifier'],
  ['linkButtonClick', '/docs/api/messages/linkbutton-webhook', 'identifier'],
  ['X-Timestamp', '/docs/api/callback/callback-set', 'identifier'],
  ['clientId', '/docs/api/messages/sending-id', 'identifier'],
  ['тэги клиентов', '/docs/clients/tags', 'variant'],
  ['имейл уведомления', '/docs/profile-company/email-notifications', 'variant'],
  ['e-mail уведомления о балансе', '/docs/profile-company/email-notifications', 'variant'],
  ['рассчетный период', '/docs/profile-company/cycle', 'variant'],
  ['вотсап бизнес', '/docs/channel/whatsapp/info', 'variant'],
  ['хуавей пуш', '/docs/channel/push/huawei', 'variant'],
  ['андроид пуш', '/docs/channel/push/android', 'variant'],
  ['эсэмэс имя отправителя', '/docs/channel/sms/connect', 'variant'],
  ['смпп', '/docs/channel/sms/smpp', 'variant'],
  ['рустор', '/docs/channel/push/rustore', 'variant'],
  ['вайбер кнопка', '/docs/template/viber/user', 'variant'],
  ['апи ключ', '/docs/integrations/api-settings', 'variant'],
  // The reader's word is not the page's.
  ['импорт абонентов из таблицы', '/docs/clients/bulkclient', 'synonym'],
  ['прайс на сообщения', '/docs/profile-company/active-rate', 'synonym'],
  ['расценки на смс', '/docs/profile-company/active-rate', 'synonym'],
  ['бухгалтерские документы акт', '/docs/profile-company/cycle', 'synonym'],
  ['оплатить картой', '/docs/profile-company/payments', 'synonym'],
  ['права сотрудников в кабинете', '/docs/user-access/info', 'synonym'],
  ['аудит действий пользователей', '/docs/log/eventlog', 'synonym'],
  ['онлайн чат операторов с клиентами', '/docs/integrations/jivo', 'synonym'],
  ['картинка в шапке шаблона ватсап', '/docs/template/whatsapp/header', 'synonym'],
  ['отложенная отправка рассылки', '/docs/broadcast/configure', 'synonym'],
  ['не беспокоить ночью', '/docs/broadcast/configure', 'synonym'],
  ['двухэтапная аутентификация', '/docs/profile-user/profile', 'synonym'],
  ['забыл пароль', '/docs/start/account-start', 'synonym'],
  ['сегментация базы по меткам', '/docs/clients/tags', 'synonym'],
  ['автоворонка', '/docs/scripts', 'synonym'],
  ['триггерные сообщения', '/docs/scripts', 'synonym'],
  ['конверсия автоматизации', '/docs/scripts/report', 'synonym'],
  ['отписавшиеся клиенты стоп-лист', '/docs/api/clients/get-blocked-list', 'synonym'],
  ['деньги закончились', '/docs/profile-company/balance', 'synonym'],
  ['лимит отправок в сутки ватсап', '/docs/additional-info/whatsapp-quality', 'synonym'],
  ['проверка шаблона модератором', '/docs/template/general/status', 'synonym'],
  ['подтверждение бизнеса в фейсбуке', '/docs/additional-info/whatsapp-business-manager', 'synonym'],
  ['выгрузить отчет в эксель', '/docs/analytic/message-report', 'synonym'],
  ['тариф лицензии бизнес корпоративный', '/docs/start/license', 'synonym'],
  ['пригласить коллегу', '/docs/user-access', 'synonym'],
  // Typos: a dropped, doubled or swapped letter, a wrong vowel.
  ['каскат', '/docs/cascades', 'typo'],
  ['идемпотентость', '/docs/api', 'typo'],
  ['расчетнй период', '/docs/profile-company/cycle', 'typo'],
  ['двухфакторая защита', '/docs/profile-user/profile', 'typo'],
  ['журнал событй', '/docs/log/eventlog', 'typo'],
  ['модерацея шаблона', '/docs/template/general/status', 'typo'],
  ['брошеная корзина', '/docs/scripts/using', 'typo'],
  ['пользовательские переменые', '/docs/clients/variables', 'typo'],
  ['закрывающие докуметы', '/docs/profile-company/cycle', 'typo'],
  ['реквезиты компании', '/docs/profile-company/payments-details', 'typo'],
  ['конструтор сценариев', '/docs/scripts/builder', 'typo'],
  ['автоподстоновка переменных', '/docs/template/whatsapp/autosubstitution', 'typo'],
  ['заголвок шаблона ватсап', '/docs/template/whatsapp/header', 'typo'],
  ['firebse android', '/docs/channel/push/android', 'typo'],
  ['huawie push', '/docs/channel/push/huawei', 'typo'],
  ['rusotre push', '/docs/channel/push/rustore', 'typo'],
  ['подпсь вебхука', '/docs/api/callback/callback-set', 'typo'],
  ['коды ошибко api', '/docs/api/messages/errorcodes', 'typo'],
  ['истоирия платежей', '/docs/profile-company/payment-history', 'typo'],
  ['балланс компании', '/docs/profile-company/balance', 'typo'],
  ['уровни доступпа', '/docs/user-access/info', 'typo'],
  ['отчет по сценраию', '/docs/scripts/report', 'typo'],
  ['тихие чесы', '/docs/broadcast/configure', 'typo'],
  ['масовая загрузка клиентов', '/docs/clients/bulkclient', 'typo'],
  ['sendMesage', '/docs/api/messages/sending', 'typo'],
  // Long questions, typed as into a chat.
  ['как сделать чтобы клиенту пришла смс если он не прочитал сообщение в вайбере', '/docs/cascades/about', 'long'],
  ['что делать если шаблон в ватсапе отклонили и как отправить его на модерацию снова', '/docs/template/general/status', 'long'],
  ['почему деньги за смс списались если сообщение так и не было доставлено', '/docs/profile-company/balance', 'long'],
  ['как загрузить базу клиентов из экселя сразу с номерами телефонов и именами', '/docs/clients/bulkclient', 'long'],
  ['как дать сотруднику доступ к кабинету но чтобы он не видел номера телефонов клиентов', '/docs/user-access/limited', 'long'],
  ['сколько времени занимает регистрация имени отправителя для смс у операторов связи', '/docs/channel/sms/connect', 'long'],
  ['как настроить чтобы рассылка не приходила ночью клиентам в другом часовом поясе', '/docs/broadcast/configure', 'long'],
  ['где скачать акт и счет фактуру за прошлый месяц для нашей бухгалтерии', '/docs/profile-company/cycle', 'long'],
  ['как подключить пуш уведомления для нашего приложения на айфоне что для этого нужно', '/docs/channel/push/ios', 'long'],
  ['как автоматически отправлять клиенту поздравление в его день рождения каждый год', '/docs/scripts/using', 'long'],
  ['как сделать так чтобы операторы отвечали клиентам из ватсапа в окне чата', '/docs/integrations/jivo', 'long'],
  ['можно ли отменить через api сообщение которое уже стоит в очереди на отправку', '/docs/api/messages/change-status', 'long'],
  ['как получать письмо на почту когда на балансе заканчиваются деньги', '/docs/profile-company/email-notifications', 'long'],
  ['как посмотреть кто из сотрудников запустил рассылку в личном кабинете и когда', '/docs/log/eventlog', 'long'],
  ['что делать если ватсап ограничил количество сообщений в сутки для нашего номера', '/docs/additional-info/whatsapp-quality', 'long'],
  ['как перенести номер whatsapp который уже подключен у другого провайдера к вам', '/docs/channel/whatsapp/customer', 'long'],
  ['как отправить себе тестовое сообщение перед тем как запускать рассылку на всех', '/docs/broadcast/test', 'long'],
  ['как сделать чтобы сотрудник мог создавать рассылки но не мог их запускать сам', '/docs/user-access/limited', 'long'],
  ['как мне объединить два похожих тега в один и не потерять клиентов', '/docs/clients/tagsettings', 'long'],
  ['какие кнопки можно добавить в шаблон ватсап и сколько их может быть', '/docs/template/whatsapp/buttons', 'long'],
  ['что будет если лицензия закончится а деньги на балансе еще остались', '/docs/start/license', 'long'],
  ['как понять почему сообщение клиенту не доставлено и где посмотреть причину', '/docs/analytic/message-report', 'long'],
  // English, from integrators who do not read Russian.
  ['send message', '/docs/api/messages/sending', 'english'],
  ['message delivery status', '/docs/api/messages/get-status', 'english'],
  ['error codes', '/docs/api/messages/errorcodes', 'english'],
  ['webhook signature verification', '/docs/api/callback/callback-set', 'english'],
  ['block recipient', '/docs/api/clients/block-recipient', 'english'],
  ['unblock contact', '/docs/api/clients/unblock-recipient', 'english'],
  ['delete contact', '/docs/api/clients/delete-subscriber', 'english'],
  ['create contacts in bulk', '/docs/api/clients/create-subscribers', 'english'],
  ['cancel scheduled message', '/docs/api/messages/change-status', 'english'],
  ['message history', '/docs/api/messages/history', 'english'],
  ['list templates', '/docs/api/templates/get-by-request', 'english'],
  ['create template for moderation', '/docs/api/templates/add-operator-template', 'english'],
  ['template status', '/docs/api/templates/get-status', 'english'],
  ['register push token', '/docs/api/clients/register-push-devices', 'english'],
  ['list connected channels', '/docs/api/channels/channel-list', 'english'],
  ['pagination', '/docs/api', 'english'],
  ['api authentication', '/docs/api', 'english'],
  ['sms sender name', '/docs/channel/sms/connect', 'english'],
  ['add tag to contact', '/docs/api/clients/set-tag', 'english'],
  ['remove tag', '/docs/api/clients/remove-tag', 'english'],
  ['change phone number', '/docs/api/clients/update-phone', 'english'],
  ['get contact details', '/docs/api/clients/request-data', 'english'],
  ['unregister push device', '/docs/api/clients/logout-push-devices', 'english'],
  ['button click webhook', '/docs/api/messages/linkbutton-webhook', 'english'],
  ['whatsapp template approved webhook', '/docs/api/templates/webhook-wa', 'english'],
  ['list cascades', '/docs/api/cascades/get-cascades', 'english'],
  // An integrator's task in words: the method that does it, not the guide.
  ['отправить смс из своей crm', '/docs/api/messages/sending', 'task'],
  ['узнать из своей системы доставлено ли сообщение', '/docs/api/messages/get-status', 'task'],
  ['добавить клиентов в базу из своего приложения', '/docs/api/clients/create-subscribers', 'task'],
  ['синхронизировать стоп-лист с crm', '/docs/api/clients/get-blocked-list', 'task'],
  ['получать статусы доставки на свой сервер', '/docs/api/callback/callback-set', 'task'],
  ['привязать токен устройства к клиенту', '/docs/api/clients/register-push-devices', 'task'],
  ['выгрузить отправленные сообщения за период программно', '/docs/api/messages/history', 'task'],
  ['отправить сообщение клиенту из базы по его идентификатору', '/docs/api/messages/sending-id', 'task'],
  ['сменить номер телефона клиента из crm', '/docs/api/clients/update-phone', 'task'],
  ['снять тег с клиента из своей системы', '/docs/api/clients/remove-tag', 'task'],
  ['узнать программно причину отклонения шаблона', '/docs/api/templates/get-status', 'task'],
  ['получать на сервер событие нажатия кнопки-ссылки', '/docs/api/messages/linkbutton-webhook', 'task'],
  ['узнать подключенные каналы компании из интеграции', '/docs/api/channels/channel-list', 'task'],
  ['отвязать устройство когда пользователь вышел из приложения', '/docs/api/clients/logout-push-devices', 'task'],
  ['отправить шаблон на модерацию из своей системы', '/docs/api/templates/add-operator-template', 'task'],
  ['узнать на своем сервере что шаблон ватсап одобрен', '/docs/api/templates/webhook-wa', 'task'],
  ['обновить переменные клиента из интернет-магазина', '/docs/api/clients/update-data', 'task'],
  ['удалить данные клиента из базы по его запросу из crm', '/docs/api/clients/delete-subscriber', 'task'],
  ['получить карточку клиента по идентификатору из crm', '/docs/api/clients/request-data', 'task'],
  ['повторить запрос без двойной отправки сообщения', '/docs/api', 'task'],
]

/**
 * Each batch is cut once, when it is added and before any weight is chosen with it in view, into a tuning half (weights
 * are chosen on it) and a held-out half (`npm test` gates on it): each class is shuffled by this seed and its first
 * half (rounded up) tunes.
 * Changing the seed or moving a query between halves makes the held-out figures meaningless.
 */
export const SPLIT_SEED = 20261125

export type LabelledQuery = [string, string, QueryClass]

export function splitQueries(queries: LabelledQuery[], seed: number): { tuning: LabelledQuery[]; heldOut: LabelledQuery[] } {
  const random = mulberry32(seed)
  const tuning: LabelledQuery[] = []
  const heldOut: LabelledQuery[] = []
  for (const name of [...new Set(queries.map((q) => q[2]))]) {
    const members = queries.filter((q) => q[2] === name)
    for (let i = members.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1))
      ;[members[i], members[j]] = [members[j], members[i]]
    }
    const half = Math.ceil(members.length / 2)
    tuning.push(...members.slice(0, half))
    heldOut.push(...members.slice(half))
  }
  return { tuning, heldOut }
}

/**
 * The set grows in batches. Each batch is split by the rule above when it is added, before any weight is chosen with
 * it in view, so that a later batch never moves a query of an earlier one from one half to the other.
 */
const BATCHES: LabelledQuery[][] = [
  FIRST_QUERIES,
  LOOKUP_QUERIES,
  MORE_LOOKUP_QUERIES,
  SPOKEN_QUERIES,
  TICKET_QUERIES,
  CHAT_QUERIES,
  CUSTOMER_QUERIES,
  SUPPORT_QUERIES,
]
const halves = BATCHES.map((batch) => splitQueries(batch, SPLIT_SEED))

/**
 * The batches of readers' own words, in the order they were written (tests/search/spokenQueries.ts, ticketQueries.ts,
 * chatQueries.ts, customerQueries.ts, supportQueries.ts), each split as every batch: their halves, reported and gated on their own.
 */
export const READERS_BATCHES = [SPOKEN_QUERIES, TICKET_QUERIES, CHAT_QUERIES, CUSTOMER_QUERIES, SUPPORT_QUERIES].map((batch, i) => ({
  name: ['first', 'second', 'third', 'fourth', 'fifth'][i],
  ...halves[BATCHES.indexOf(batch)],
}))

export const RELEVANCE_QUERIES: LabelledQuery[] = BATCHES.flat()
export const TUNING_QUERIES: LabelledQuery[] = halves.flatMap((half) => half.tuning)
export const HELD_OUT_QUERIES: LabelledQuery[] = halves.flatMap((half) => half.heldOut)
