import type { LabelledQuery } from './queries'

/**
 * The fourth batch of readers' own words, written as the third (tests/search/chatQueries.ts) by two more writers who
 * read a copy of the guides and the API reference with their front matter keywords taken out, content/PLATFORM.md and
 * the API description, and nothing else of the repository, and who never ran the search; each wrote the query first,
 * as a customer types it into the search box or a support chat, then found the one page that answers it, at most two
 * a page. One writer took the guides of the account, channels, templates and broadcasts, the other those of cascades,
 * scenarios, clients, reports, integrations, the FAQ and the API reference. Kinds: spoken, synonym, task, and translit
 * (a Russian query in Latin letters or typed in the English layout, the Russian it stands for in a comment). Before
 * the split, a query whose stems overlap an earlier query's or a blind query's by 60% or more (Jaccard) was left out.
 */
export const CUSTOMER_QUERIES: LabelledQuery[] = [
  ['бабки на балансе кончились посреди рассылки, как доотправить остальным', '/docs/profile-company/balance', 'spoken'],
  ['доки для бухгалтерии за прошлый месяц где скачать', '/docs/profile-company/cycle', 'spoken'],
  ['смска латиницей, а из-за смайлика режется по 70 знаков', '/docs/template/sms/custom', 'spoken'],
  ['номер вацап уже в приложении на телефоне, можно его к вам перетащить?', '/docs/channel/whatsapp/customer', 'spoken'],
  ['есть табличка с номерами от партнёра, хочу по ней разослать', '/docs/broadcast/clients', 'spoken'],
  ['почему смски ночью не уходят, висят до утра', '/docs/broadcast/configure', 'spoken'],
  ['рассылка завершена, а доставленных мало — ещё дойдут?', '/docs/broadcast/details', 'spoken'],
  ['шаблон в вотсапе был одобрен, а щас приостановлен, чё делать', '/docs/template/general/status', 'spoken'],
  ['стажёру дать доступ в лк, но чтоб сам ничего не отправлял', '/docs/user-access/limited', 'spoken'],
  ['уволился менеджер, надо выкинуть его из кабинета', '/docs/user-access', 'spoken'],
  ['пуши на хуавеи без гугл сервисов не доходят', '/docs/channel/push/huawei', 'spoken'],
  ['поменял телефон, аутентификатор слетел, не пускает в лк', '/docs/profile-user/profile', 'spoken'],
  ['а для пушей шаблон где делать?', '/docs/template', 'spoken'],
  ['онбординг новой компании порядок действий', '/docs/start', 'synonym'],
  ['омниканальная платформа коммуникаций: что умеет', '/docs/start/whatis', 'synonym'],
  ['абонентская плата за сервис, какие пакеты', '/docs/start/license', 'synonym'],
  ['прайс на сообщения по странам и операторам', '/docs/profile-company/active-rate', 'synonym'],
  ['карточка предприятия для выставления счетов', '/docs/profile-company/payments-details', 'synonym'],
  ['матрица прав по ролям сотрудников', '/docs/user-access/info', 'synonym'],
  ['регистрация альфа-имени у сотовых операторов', '/docs/channel/sms/connect', 'synonym'],
  ['сессионное окно WhatsApp и правила Meta', '/docs/channel/whatsapp/info', 'synonym'],
  ['FCM credentials JSON для андроид-пушей', '/docs/channel/push/android', 'synonym'],
  ['merge-теги для персонализации WhatsApp', '/docs/template/whatsapp/autosubstitution', 'synonym'],
  ['OTP одноразовый пароль через WhatsApp', '/docs/template/whatsapp/example', 'synonym'],
  ['перевели компанию на план подешевле с первого числа, но передумали — как оставить текущий', '/docs/profile-company/active-license', 'task'],
  [
    'хочу, чтобы финдиректору приходило письмо, когда деньги на нашем счёте в сервисе подходят к концу',
    '/docs/profile-company/email-notifications',
    'task',
  ],
  ['заявка на регистрацию имени отправителя висит в статусе «требует действий», что от меня хотят', '/docs/profile-company/orders', 'task'],
  ['оплатили счёт с расчётного счёта четыре дня назад, а деньги на баланс так и не упали', '/docs/profile-company/payment-history', 'task'],
  ['маркетолог должен сам запускать рассылки, но не видеть платежи и ключи api — какие права ему выдать', '/docs/user-access/standard', 'task'],
  ['выбираем, через что слать уведомления о заказах: где дешевле всего и что дойдёт до любого телефона', '/docs/channel', 'task'],
  [
    'что подготовить, чтобы наш бренд присылал клиентам сервисные уведомления в одноклассники по номеру телефона',
    '/docs/channel/notify/connect',
    'task',
  ],
  ['мы агентство: как подключить клиенту вотсап, чтобы он не скидывал нам пароль от фейсбука', '/docs/channel/whatsapp/partner', 'task'],
  [
    'у части пользователей андроида нет гугл сервисов, приложение лежит в российском сторе — как доставлять им уведомления',
    '/docs/channel/push/rustore',
    'task',
  ],
  ['не понимаю, какой вид шаблона брать для рекламы в вайбере, а какой для сообщений о доставке', '/docs/template/general/types', 'task'],
  ['магазин завтра закрыт на ремонт, нужно разово оповестить всех по смс, не сохраняя текст заранее', '/docs/template/sms/free', 'task'],
  [
    'гостиница хочет писать гостям в вайбер, что бронь перенесли, — что для этого нужно и сколько ждать проверки',
    '/docs/template/viber/operator',
    'task',
  ],
  [
    'клиенты постоянно спрашивают в вотсапе часы работы, хочу сохранить ответ один раз и слать без модерации',
    '/docs/template/whatsapp/custom',
    'task',
  ],
  ['перед запуском хочу прикинуть, сколько спишут за рассылку каскадом на 20 тысяч клиентов', '/docs/broadcast/test', 'task'],
  ['kak zaregat vatsap biznes akkaunt s nulya', '/docs/channel/whatsapp/signup', 'translit'], // как зарегать вацап бизнес аккаунт с нуля
  ['knopka-ssylka s peremennoj v shablone whatsapp', '/docs/template/whatsapp/buttons', 'translit'], // кнопка-ссылка с переменной в шаблоне whatsapp
  ['kak otpravit testovoe soobshenie sebe na telefon', '/docs/start/test-messages', 'translit'], // как отправить тестовое сообщение себе на телефон
  ['akciya v vaiber bez shablona s kartinkoi i knopkoi', '/docs/template/viber/free', 'translit'], // акция в вайбер без шаблона с картинкой и кнопкой
  ['cvgg gjhn b [jcn lkz gjlrk.xtybz', '/docs/channel/sms/smpp', 'translit'], // смпп порт и хост для подключения
  ['geib yf fqajy yfcnhjbnm', '/docs/channel/push/ios', 'translit'], // пуши на айфон настроить
  ['kjujnbg d dfq,tht gjvtyznm', '/docs/channel/viber/connect', 'translit'], // логотип в вайбере поменять
  ['rfhnbyrf d ifgrt if,kjyf dfwfg', '/docs/template/whatsapp/header', 'translit'], // картинка в шапке шаблона вацап
  ['клиенту пришло и в вацап и смской одно и то же, почему дубль', '/docs/cascades/about', 'spoken'],
  ['как в сценарии подождать до 10 утра и только потом слать', '/docs/scripts/actions', 'spoken'],
  ['сценарий каждый понедельник в 12 по тегу, где настроить запуск', '/docs/scripts/conditions', 'spoken'],
  ['случайно кинули сценарий в архив, можно вернуть?', '/docs/scripts/list', 'spoken'],
  ['теги msk и moscow дублируются, как слить в один', '/docs/clients/tagsettings', 'spoken'],
  ['смска до клиента не дошла, где глянуть что с ней было', '/docs/analytic/message-report', 'spoken'],
  ['у мегафона смски плохо доходят, как глянуть стату по операторам', '/docs/analytic/final-sms', 'spoken'],
  ['апишка отдает 403 после того как добавили айпишники в белый список', '/docs/integrations/api-settings', 'spoken'],
  ['проверить шаблон на своем телефоне без апишки, как подтвердить номер для тестов', '/docs/integrations/test', 'spoken'],
  ['вообще ничего не отправляется, че проверить', '/docs/faq/general', 'spoken'],
  ['дайте пример json для пуша с картинкой и диплинком', '/docs/api/messages/message-example', 'spoken'],
  ['пуши на айфон со сборки из xcode не доходят, а из аппстора норм', '/docs/additional-info/push-apns', 'spoken'],
  ['клиент ответил стоп на смс, как кинуть его в чс через апи', '/docs/api/clients/block-recipient', 'spoken'],
  ['маркетинговая автоматизация триггерные цепочки', '/docs/scripts', 'synonym'],
  ['конверсия цепочки до целевого действия', '/docs/scripts/report', 'synonym'],
  ['A/B тест текстов сравнение CTR', '/docs/analytic/template-statistics', 'synonym'],
  ['messaging limit WhatsApp как перейти на следующий tier', '/docs/additional-info/whatsapp-quality', 'synonym'],
  ['отправка по внутреннему ID клиента без номера телефона', '/docs/api/messages/sending-id', 'synonym'],
  ['трекинг кликов по кнопке в реальном времени на свой сервер', '/docs/api/messages/linkbutton-webhook', 'synonym'],
  ['синхронизация списка отписок с CRM по API', '/docs/api/clients/get-blocked-list', 'synonym'],
  ['sandbox окружение для тестов без списания баланса', '/docs/api', 'synonym'],
  [
    'нужно, чтобы уведомление о готовом заказе шло сначала пушем, потом в вотсап и в конце смской, как собрать такую цепочку',
    '/docs/cascades/create',
    'task',
  ],
  ['магазин сообщает, что клиент бросил корзину, хотим через час напомнить ему, если заказ так и не оплачен', '/docs/scripts/using', 'task'],
  ['у покупателя новый номер телефона, как исправить его в базе, чтобы не пропала история сообщений', '/docs/clients/editclient', 'task'],
  ['руководитель просит цифры доставки за месяц по каждому каналу, какой отчёт для этого открыть', '/docs/analytic', 'task'],
  ['во сколько нам обходятся ответы клиентам в вотсапе по сравнению с сообщениями по шаблонам за месяц', '/docs/analytic/final-whatsapp', 'task'],
  [
    'операторы поддержки хотят отвечать клиентам из вотсапа и вайбера прямо в чате на сайте, который у нас уже стоит',
    '/docs/integrations/jivo',
    'task',
  ],
  ['собираемся слать акции в вайбер, нужна ли модерация текста и можно ли писать всем подряд', '/docs/faq/viber', 'task'],
  [
    'хотим, чтобы в вотсапе вместо номера было название магазина большими буквами и со смайликом, пропустят ли',
    '/docs/additional-info/whatsapp-display-name',
    'task',
  ],
  ['из 1С нужно отправить покупателю в whatsapp уведомление по шаблону с номером заказа, как выглядит запрос', '/docs/api/messages/sending', 'task'],
  [
    'часть сообщений падает с SUBSCRIBER_UNAVAILABLE, стоит ли нашей системе автоматически их переотправлять',
    '/docs/api/messages/errorcodes',
    'task',
  ],
  ['клиент потребовал стереть его персональные данные, как убрать его из базы через API насовсем', '/docs/api/clients/delete-subscriber', 'task'],
  [
    'после выхода из аккаунта в нашем приложении на телефон продолжают приходить пуши прошлого пользователя',
    '/docs/api/clients/logout-push-devices',
    'task',
  ],
  [
    'у нас 40 однотипных шаблонов для разных брендов, можно ли завести их из кода и сразу отправить на модерацию',
    '/docs/api/templates/add-operator-template',
    'task',
  ],
  ['kak nastroit vebhuk statusov dostavki i proverit podpis', '/docs/api/callback/callback-set', 'translit'], // как настроить вебхук статусов доставки и проверить подпись
  ['firebase kljuch servisnogo akkaunta kuda zagruzhat', '/docs/additional-info/push-firebase', 'translit'], // firebase ключ сервисного аккаунта куда загружать
  ['kak otmenit zaplanirovannoe soobshenie cherez api', '/docs/api/messages/change-status', 'translit'], // как отменить запланированное сообщение через апи
  ['uvedomleniya vkontakte bez podpiski na soobschestvo', '/docs/faq/notify', 'translit'], // уведомления вконтакте без подписки на сообщество
  ['rfr cjplfnm cwtyfhbq', '/docs/scripts/creating', 'translit'], // как создать сценарий
  ['cgbcjr rfcrfljd xthtp fgb', '/docs/api/cascades/get-cascades', 'translit'], // список каскадов через апи
  ['cthdbcysq njrty hecnjh', '/docs/additional-info/push-rustore', 'translit'], // сервисный токен рустор
  ['gjkexbnm ntub rkbtynf fgb', '/docs/api/clients/get-tags', 'translit'], // получить теги клиента апи
]
