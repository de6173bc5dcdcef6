import type { LabelledQuery } from './queries'

/**
 * Look-ups of platform features, most of them announced in the release notes (content/blog); the docs page is the answer, never the note.
 * Written from the notes, the docs pages and content/PLATFORM.md only: the writer did not read the search code, its thesaurus
 * or the other query sets, and never ran the search. Twelve of its queries that another set already held were left out
 * before the batch was split.
 */
export const MORE_LOOKUP_QUERIES: LabelledQuery[] = [
  ['блокировка с причиной api', '/docs/api/clients/block-recipient', 'lookup'],
  ['маскировка номеров телефонов', '/docs/user-access/limited', 'lookup'],
  ['app secret huawei', '/docs/additional-info/push-hms', 'lookup'],
  ['rustore sdk в приложении', '/docs/channel/push/rustore', 'lookup'],
  ['включить 2fa', '/docs/profile-user/profile', 'lookup'],
  ['jivo ответы операторов', '/docs/integrations/jivo', 'lookup'],
  ['ctr шаблонов', '/docs/analytic/template-statistics', 'lookup'],
  ['ожидание шага каскада', '/docs/cascades/about', 'lookup'],
  ['развилка в сценарии', '/docs/scripts/conditions', 'lookup'],
  ['письмо о низком балансе', '/docs/profile-company/email-notifications', 'lookup'],
  ['сопоставление столбцов файла', '/docs/clients/bulkclient', 'lookup'],
  ['смена секрета вебхука', '/docs/api/callback/callback-set', 'lookup'],
  ['фильтр шаблонов api', '/docs/api/templates/get-by-request', 'lookup'],
  ['вебхук одобрения шаблона', '/docs/api/templates/webhook-wa', 'lookup'],
  ['тихие часы рассылки', '/docs/broadcast/configure', 'lookup'],
  ['рассылка по местному времени', '/docs/broadcast/configure', 'lookup'],
  ['smpp tls порт', '/docs/channel/sms/smpp', 'lookup'],
  ['шаблон черновиком через api', '/docs/api/templates/add-operator-template', 'lookup'],
  ['песочница api', '/docs/api', 'lookup'],
  ['белый список ip', '/docs/integrations/api-settings', 'lookup'],
  ['кнопки быстрого ответа whatsapp', '/docs/template/whatsapp/buttons', 'lookup'],
  ['подстановка имени в whatsapp', '/docs/template/whatsapp/autosubstitution', 'lookup'],
  ['верификация компании в meta', '/docs/additional-info/whatsapp-business-manager', 'lookup'],
  ['повысить лимит whatsapp', '/docs/additional-info/whatsapp-quality', 'lookup'],
  ['имя отправителя для sms', '/docs/channel/sms/connect', 'lookup'],
  ['объединить дубли тегов', '/docs/clients/tagsettings', 'lookup'],
  ['переменная типа дата', '/docs/clients/variables', 'lookup'],
  ['аудит действий сотрудников', '/docs/log/eventlog', 'lookup'],
  ['детализация расходов за месяц', '/docs/profile-company/cycle', 'lookup'],
  ['отменить запланированное сообщение api', '/docs/api/messages/change-status', 'lookup'],
  ['отвязать устройство при выходе', '/docs/api/clients/logout-push-devices', 'lookup'],
  ['конверсия сценария', '/docs/scripts/report', 'lookup'],
]
