import type { LabelledQuery } from './queries'

/**
 * The fifth batch of readers' own words, written as the fourth (tests/search/customerQueries.ts) by two more writers who
 * read a copy of the guides and the API reference with their front matter keywords taken out, content/PLATFORM.md, the
 * API description and the list of the site's pages, and nothing else of the repository, and who never ran the search;
 * each wrote the query first, as a customer of a messaging platform types it into a search box or a support chat, then
 * found the one page that answers it, at most two a page. One writer took the guides of the account, channels,
 * templates and broadcasts, the other those of cascades, scenarios, clients, reports, the event log, integrations and
 * the API reference. Kinds: spoken, synonym, task, and translit (a Russian query in Latin letters or typed in the
 * English layout, the Russian it stands for in a comment). Before the split, a query whose stems overlap an earlier
 * query's or a blind query's by 60% or more (Jaccard) was left out.
 */
export const SUPPORT_QUERIES: LabelledQuery[] = [
  ['смски с нашим именем не доходят на мегафон, а на мтс всё норм', '/docs/channel/sms/connect', 'spoken'],
  ['закинуть денег с карточки чтоб сразу пришли на баланс', '/docs/profile-company/payments', 'spoken'],
  ['где скачать закрывашки за прошлый месяц', '/docs/profile-company/cycle', 'spoken'],
  ['можно поставить рассылку на завтра на 10 утра?', '/docs/broadcast/configure', 'spoken'],
  ['как тормознуть рассылку на полчаса а потом дальше пустить', '/docs/broadcast/list', 'spoken'],
  ['вацап не пропускает обычный текст клиенту чё за фигня', '/docs/faq/whatsapp', 'spoken'],
  ['уволился менеджер, как ему отрубить доступ в кабинет', '/docs/user-access', 'spoken'],
  ['бабки на балансе кончились рассылка встала, как дослать остальным', '/docs/profile-company/balance', 'spoken'],
  ['скока человек прочитали рассылку и почему у части не дошло', '/docs/broadcast/details', 'spoken'],
  ['прикрепить пдфку к шаблону в вотсапе', '/docs/template/whatsapp/header', 'spoken'],
  ['роли и права юзеров в аккаунте компании', '/docs/user-access/info', 'synonym'],
  ['плейсхолдеры в шаблоне вотсап чтобы подтягивалось имя клиента', '/docs/template/whatsapp/autosubstitution', 'synonym'],
  ['алерт на e-mail когда остаток денег подходит к нулю', '/docs/profile-company/email-notifications', 'synonym'],
  ['сегментация аудитории для рассылки, как отсечь часть базы', '/docs/broadcast/clients', 'synonym'],
  [
    'У нас номер много лет работает в приложении WhatsApp Business на телефоне администратора магазина — можно ли подключить к вам именно его и сохранится ли переписка?',
    '/docs/channel/whatsapp/customer',
    'task',
  ],
  [
    'Наняли агентство писать тексты рассылок, но запускать должны только мы сами — как завести их в кабинет, чтобы они ничего случайно не отправили и не видели телефоны клиентов?',
    '/docs/user-access/limited',
    'task',
  ],
  [
    'Бухгалтерия оплатила счёт по безналу четыре дня назад, а деньги до сих пор не появились на балансе — что проверить?',
    '/docs/profile-company/payment-history',
    'task',
  ],
  [
    'Наши клиенты живут от Калининграда до Владивостока — как сделать, чтобы акция пришла каждому ровно в 11 утра по его местному времени, а не ночью?',
    '/docs/broadcast/configure',
    'task',
  ],
  [
    'У многих наших пользователей телефоны без гугл-сервисов и приложение они ставят из RuStore — как слать им пуши через вашу платформу?',
    '/docs/channel/push/rustore',
    'task',
  ],
  [
    'Мы банк и отправляем миллионы одноразовых кодов из собственного SMS-центра — нужно прямое подключение к вам по протоколу, какие хост, порт и лимит скорости?',
    '/docs/channel/sms/smpp',
    'task',
  ],
  [
    'Перед отправкой текста уведомления для ВКонтакте на проверку его должен согласовать наш юрист — где держать такой черновик, чтобы он никуда случайно не ушёл?',
    '/docs/template/notify/user',
    'task',
  ],
  [
    'После реорганизации у нас сменились юрлицо и ИНН — как поменять эти данные в кабинете, чтобы счета выставлялись на новую организацию?',
    '/docs/profile-company/payments-details',
    'task',
  ],
  ['kak podkliuchit vaiber dlia rassylok', '/docs/channel/viber/connect', 'translit'],
  ['kuda denetsya soobschenie esli chelovek ne polzuetsya vatsapom', '/docs/faq/whatsapp', 'translit'],
  ["gde uvidet' vse nashi platezhi i oplachennye scheta za kvartal", '/docs/profile-company/payment-history', 'translit'],
  ['sohranit tipovoj otvet na soobshcheniya klientov v votsape', '/docs/template/whatsapp/custom', 'translit'],
  ['relf d,bnm byy b ,br rjvgfybb', '/docs/profile-company/payments-details', 'translit'],
  ['jnghfdbnm ntcn ct,t yf yjvth', '/docs/start/test-messages', 'translit'],
  ['слить в эксель все что не дошло за прошлую неделю', '/docs/analytic/message-report', 'spoken'],
  ['чел ответил стоп, как в кабинете сделать чтоб ему больше ничего не летело', '/docs/clients/editclient', 'spoken'],
  ['закинул базу из экселя, а номера с восьмерки не загрузились', '/docs/clients/bulkclient', 'spoken'],
  ['как сделать чтоб если вацап за 10 минут не доставился улетала смска', '/docs/cascades/create', 'spoken'],
  ['хотим чтоб операторы отвечали на вотсап прямо из живосайта', '/docs/integrations/jivo', 'spoken'],
  ['поздравлялка на днюху автоматом каждый год', '/docs/scripts/using', 'spoken'],
  ['клиенту упала смска хотя вацап у него есть, почему так', '/docs/faq/general', 'spoken'],
  ['сценарий крутится, как его тормознуть на время и поправить текст', '/docs/scripts/list', 'spoken'],
  ['сколько бабла ушло на смс за прошлый месяц с разбивкой по операторам', '/docs/analytic/final-sms', 'spoken'],
  ['автоматом вешать метку всем кто открыл акционное сообщение', '/docs/clients/tagsettings', 'spoken'],
  ['ключ от апи потеряли, где выпустить новый а старый грохнуть', '/docs/integrations/api-settings', 'spoken'],
  ['waterfall-доставка: сначала пуш, потом мессенджер, в конце sms', '/docs/cascades', 'synonym'],
  ['drip-кампания welcome серия после регистрации на сайте', '/docs/scripts/using', 'synonym'],
  ['audit trail кто из сотрудников что менял в аккаунте', '/docs/log/eventlog', 'synonym'],
  ['лейблы на контакты как навесить', '/docs/clients/tags', 'synonym'],
  ['кастомные поля у контакта, например номер бонусной карты', '/docs/clients/variables', 'synonym'],
  ['получать DLR на свой сервер в реальном времени', '/docs/api/callback/callback-set', 'synonym'],
  [
    'Пользователь разлогинился в нашем мобильном приложении — как сделать, чтобы на этот телефон больше не приходили уведомления для его аккаунта?',
    '/docs/api/clients/logout-push-devices',
    'task',
  ],
  [
    'Как нашей CRM раз в день узнавать, кого за это время внесли в запрет на отправку, чтобы не беспокоить их акциями?',
    '/docs/api/clients/get-blocked-list',
    'task',
  ],
  [
    'Клиент сменил мобильный в профиле интернет-магазина — как перенести новый номер к вам, чтобы не пропали теги и история переписки?',
    '/docs/api/clients/update-phone',
    'task',
  ],
  [
    'Оператор поддержки хочет видеть в CRM, какой текст на самом деле получил клиент, через какой канал оно в итоге дошло и сколько за него списали',
    '/docs/api/messages/get-message',
    'task',
  ],
  [
    'Когда наша учётная система отмечает заказ собранным, клиенту должно само уходить сообщение в WhatsApp — как это настроить с нуля?',
    '/docs/scripts/creating',
    'task',
  ],
  [
    'Руководитель спрашивает, какая доля людей из цепочки про брошенную корзину в итоге оплатила заказ — где это посмотреть?',
    '/docs/scripts/report',
    'task',
  ],
  ['skolko jdat pered perehodom na sledujuschij kanal v kaskade', '/docs/cascades/about', 'translit'],
  ["pochemu limit vatsapa 250 chelovek v sutki i kak ego podniat'", '/docs/additional-info/whatsapp-quality', 'translit'],
  ['kak smerzhit dubli tegov msk i moskva v odin', '/docs/clients/tagsettings', 'translit'],
  ["poluchit' spisok kaskadov s ikh id cherez api dlya integratsii", '/docs/api/cascades/get-cascades', 'translit'],
  ['jnxtn dfncfg ghjxbnfyj', '/docs/analytic/final-whatsapp', 'translit'],
  ['gjcnfdbnm ntu rkbtyne xthtp fgb', '/docs/api/clients/set-tag', 'translit'],
]
