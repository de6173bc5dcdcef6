// Synthetic Russian docs pages for the scale run of `npm run bench -- --pages N`: deterministic for a
// seed, written as MDX with the front matter of content/AUTHORING.md, linking only to pages that exist.
// CommonJS so that both scripts/bench/bench.mjs and Jest load it as it is.
'use strict'
const { mulberry32 } = require('../shared/seeded.cjs')
const { mkdirSync, readFileSync, readdirSync, writeFileSync } = require('node:fs')
const { dirname, join } = require('node:path')
const matter = require('gray-matter')

const DEFAULT_SEED = 20250314
/** Folder under content/docs that holds the synthetic pages. */
const SYNTHETIC_DIR = 'synthetic'
const PAGES_PER_SECTION = 50
/** Body length of a page in words, as the site counts them (plain text of the MDX body). */
const WORDS = { min: 400, max: 900 }

function randomTools(seed) {
  const next = mulberry32(seed)
  const int = (min, max) => min + Math.floor(next() * (max - min + 1))
  const pick = (list) => list[Math.floor(next() * list.length)]
  const shuffle = (list) => {
    const out = [...list]
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1))
      ;[out[i], out[j]] = [out[j], out[i]]
    }
    return out
  }
  const sample = (list, count) => shuffle(list).slice(0, count)
  return { next, int, pick, shuffle, sample }
}

const pad = (n, width) => String(n).padStart(width, '0')
const cap = (text) => text.charAt(0).toUpperCase() + text.slice(1)
/** The preposition «с» before an instrumental noun: «со сценарием», «с каскадом». */
const withIns = (word) => `${/^с[^аеёиоуыэюя]/i.test(word) ? 'со' : 'с'} ${word}`
const minutesWord = (n) => (n % 10 === 1 && n % 100 !== 11 ? 'минуты' : 'минут')

// ---- vocabulary (facts as in content/PLATFORM.md) ----

/**
 * The words that are data, in synthetic-docs.vocabulary.json: the channels; the API methods a page cites; the
 * topics a page is about, with the noun forms the sentence templates need (nom, gen, acc, ins and the plurals
 * plAcc, plGen, plDat, plIns); the industries of the examples (gen, dat and the events they send messages about);
 * the API errors with their fixes. The templates that are code (titles, parameters, sentences) follow.
 */
const { channels: CHANNELS, methods: METHODS, topics: TOPICS, industries: INDUSTRIES, errors: ERRORS } = require('./synthetic-docs.vocabulary.json')

/** Title patterns: the full title and a short sidebar form. */
const ASPECTS = [
  { title: (t) => `Настройка ${t.gen}`, short: 'Настройка' },
  { title: (t) => `Проверка ${t.gen} перед запуском`, short: 'Проверка' },
  { title: (t) => `Ограничения ${t.gen}`, short: 'Ограничения' },
  { title: (t) => `Ошибки при работе ${withIns(t.ins)}`, short: 'Ошибки' },
  { title: (t) => `Отчёты по ${t.plDat}`, short: 'Отчёты' },
  { title: (t) => `Управление ${t.plIns} через API`, short: 'API' },
  { title: (t) => `Стоимость ${t.gen}`, short: 'Стоимость' },
  { title: (t) => `Права доступа к ${t.plDat}`, short: 'Права доступа' },
  { title: (t) => `Примеры ${t.plGen}`, short: 'Примеры' },
  { title: (t) => `Перенос ${t.gen} из черновика`, short: 'Черновики' },
]

const PARAMETERS = [
  (c) => ['Длина текста', '—', c.limit],
  () => ['Время ожидания шага каскада', '5 минут', 'от 30 секунд до 24 часов'],
  () => ['Скорость отправки', '500 в минуту', 'не больше 500 сообщений в минуту'],
  () => ['Тихие часы', '22:00–09:00', 'по местному времени получателя'],
  () => ['Время жизни сообщения', '24 часа', 'затем статус `expired` «Срок истёк»'],
  () => ['Шаги каскада', '—', 'от 2 до 5 подключённых каналов'],
  () => ['Частота запросов API', '50 в секунду', 'на один ключ API, затем ответ 429'],
  () => ['Теги клиента', '—', 'до 50 на клиента, до 64 символов каждый'],
  () => ['Переменные клиента', '—', 'до 100 пользовательских переменных'],
  () => ['Блоки сценария', '—', 'не более 50 в одном сценарии'],
  () => ['Тестовые сообщения', '20 в сутки', 'только на номера, подтверждённые кодом'],
]

/** Sentence templates; `p` is the page context, `r` the random tools. */
const SENTENCES = [
  (p, r) => `${cap(p.topic.nom)} ${p.channel.in} помогает ${p.industry.dat} сообщать клиентам о ${r.pick(p.industry.events)}.`,
  (p) => `Откройте раздел «${p.topic.menu.join('» → «')}» и нажмите «${p.topic.button}».`,
  (p, r) => `Если клиент не получил сообщение ${p.channel.in}, каскад передаст его следующему каналу через ${r.pick([5, 10, 15, 30])} минут.`,
  (p) => `Лимит канала ${p.channel.name} — ${p.channel.limit}; более длинный текст API отклонит с кодом \`MESSAGE_TOO_LONG\`.`,
  () => 'Перед запуском отправьте сообщение на свой номер: в разделе «Интеграции» → «Тестовая отправка» доступно до 20 тестовых сообщений в сутки.',
  () =>
    'Переменные `{{client.firstName}}` и `{{var.orderNumber}}` подставляются в текст в момент отправки, поэтому проверьте, что они заполнены у всех получателей.',
  (p) =>
    `Статус каждого сообщения виден в разделе «Аналитика» → «Отчёт по сообщениям», там же можно отобрать ${p.topic.plAcc} по каналу ${p.channel.name}.`,
  () => 'Ограничение частоты API — 50 запросов в секунду на ключ; при превышении сервер отвечает кодом 429 и заголовком `Retry-After`.',
  () =>
    'Чтобы одно сообщение не ушло дважды, передавайте заголовок `Idempotency-Key` в каждом запросе POST: повтор с тем же ключом в течение 24 часов вернёт первый ответ.',
  () => 'В тихие часы, с 22:00 до 09:00 по времени получателя, сообщения рассылок ждут утра и уходят начиная с 09:00.',
  (p, r) =>
    `Для ${p.industry.gen} обычно хватает ${r.pick(['двух', 'трёх', 'четырёх'])} шагов каскада: сначала ${p.channel.name}, затем более дорогие каналы.`,
  (p) =>
    `Пользователи со стандартным доступом работают ${withIns(p.topic.plIns)} так же, как администратор, но не видят раздел «Компания» и ключи API.`,
  () => 'Ограниченный доступ подходит подрядчикам и стажёрам: они готовят черновики, но не запускают рассылки и сценарии.',
  (p) => `Каждое изменение ${p.topic.gen} записывается в «Журнал событий» с именем пользователя и временем.`,
  () =>
    'Оплачивается шаг каскада, на котором сообщение доставлено, и предыдущие шаги со статусом `sent`; недоставленные сообщения на неоплаченных шагах не списываются.',
  (p, r) =>
    `Метод \`${r.pick(p.topic.methods)}\` возвращает JSON с полем \`meta.requestId\`: сохраните его, если понадобится обратиться в поддержку.`,
  () => 'Время в запросах и ответах передаётся в формате ISO 8601 в UTC, например `2025-03-14T09:30:00Z`.',
  () =>
    'Вебхук `messageStatus` сообщает о смене статуса сообщения; ваш сервер должен ответить кодом 2xx за 10 секунд, иначе платформа повторит запрос.',
  () => 'Проверяйте подпись `X-Signature` каждого вебхука и отклоняйте запросы, у которых `X-Timestamp` старше 5 минут.',
  (p, r) =>
    `Сотрудники ${p.industry.gen} чаще всего используют ${p.topic.plAcc} для сообщений о ${r.pick(p.industry.events)} и о ${r.pick(p.industry.events)}.`,
  (p, r) => {
    const minutes = r.int(4, 60)
    return `Рассылка на ${minutes * 500} получателей при скорости 500 сообщений в минуту займёт около ${minutes} ${minutesWord(minutes)}, а с тихими часами может растянуться до утра.`
  },
  (p) =>
    `Если ${p.channel.name} недоступен у получателя, сообщение получает статус \`fallback\` «Передано следующему каналу» и уходит дальше по каскаду.`,
  () => 'Конечные неуспешные статусы — `failed`, `expired` и `cancelled`; отменить сообщение можно только из `scheduled` или `queued`.',
  (p) =>
    `Название ${p.topic.gen} видят только сотрудники вашей компании, поэтому пишите его так, чтобы коллеги поняли назначение без лишних вопросов.`,
  () => 'Номера клиентов храните в формате E.164, например `+79991234567`: так платформа правильно определит часовой пояс и оператора.',
  () => 'Массовую загрузку клиентов удобно делать файлом CSV или XLSX до 100 000 строк и до 20 МБ.',
  (p) => `Прежде чем менять ${p.topic.acc} в работе, сделайте копию и проверьте её на тестовой группе.`,
  () => 'Уведомления по email о низком балансе приходят, когда он опускается ниже порога; по умолчанию порог — 1000 ₽.',
  (p, r) =>
    `На практике ${r.pick(['маркетологи', 'менеджеры поддержки', 'аналитики', 'разработчики'])} ${p.industry.gen} проверяют ${p.topic.plAcc} раз в неделю и убирают то, что больше не нужно.`,
]

const ADMONITIONS = [
  {
    type: 'note',
    title: 'Обратите внимание',
    text: (p) => `Изменения ${p.topic.gen} не затрагивают сообщения, которые уже в статусе \`queued\` или \`sent\`.`,
  },
  {
    type: 'tip',
    title: 'Совет',
    text: (p) => `Начните с небольшой тестовой группы: так ошибки в тексте или переменных ${p.channel.in} заметите вы, а не клиенты.`,
  },
  {
    type: 'info',
    title: 'Модерация',
    text: (p) =>
      p.channel.moderation
        ? `Модерация шаблонов для ${p.channel.name} занимает ${p.channel.moderation}; планируйте запуск с запасом.`
        : 'Push-уведомления отправляются без модерации шаблонов, но только на зарегистрированные устройства.',
  },
  { type: 'warning', title: 'Лимит', text: (p) => `Лимит канала ${p.channel.name} — ${p.channel.limit}. Текст длиннее лимита не будет отправлен.` },
  {
    type: 'danger',
    title: 'Ключ API',
    text: () => 'Ключ API показывается один раз. Не публикуйте его в коде клиентских приложений: с ним можно отправлять сообщения за ваш счёт.',
  },
]

const STEP_MIDDLE = [
  (p) => `В поле «Название» укажите понятное имя, например «${cap(p.topic.nom)} для ${p.industry.gen}».`,
  (p) => `Выберите канал ${p.channel.name} или каскад, в котором он стоит первым.`,
  () => 'Добавьте получателей по тегам или загрузите файл CSV.',
  () => 'Вставьте в текст переменные, например `{{client.firstName}}`.',
  () => 'Задайте время отправки и включите тихие часы.',
  () => 'Проверьте итоговую стоимость на шаге «Проверка».',
  () => 'Отправьте тестовое сообщение на свой номер.',
]

// ---- page assembly ----

/** Words as the site counts them: tokens with a letter or digit in the prose, without code, JSX and markup. */
function countProseWords(markdown) {
  let inCode = false
  let words = 0
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) {
      inCode = !inCode
      continue
    }
    if (inCode || /^\s*<\/?[A-Z]/.test(line)) continue
    const text = line.replace(/\]\([^)]*\)/g, ']').replace(/`[^`]*`/g, (code) => code.slice(1, -1))
    words += text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
  }
  return words
}

/** Sentences for a paragraph, dealt from the page's own shuffled deck so that a page rarely repeats one. */
function paragraph(p, r, count) {
  const out = []
  while (out.length < count) {
    if (p.deck.length === 0) p.deck.push(...r.shuffle(SENTENCES))
    out.push(p.deck.pop()(p, r))
  }
  return out.join(' ')
}
const link = (target) => `[${target.title}](${target.path})`

function codeBlock(p, r) {
  const method = METHODS[r.pick(p.topic.methods)]
  const body = {
    to: { phone: `+7999${r.int(1000000, 9999999)}` },
    ...(p.topic.nom === 'каскад' ? { cascadeId: 'csc_retail_main' } : { channel: p.channel.id }),
    templateId: 'tpl_order_ready',
    variables: { orderNumber: `A-${r.int(10000, 99999)}` },
    ttl: r.pick([3600, 21600, 86400]),
  }
  const kind = method.verb === 'POST' ? r.pick(['json', 'bash']) : r.pick(['http', 'bash'])
  if (kind === 'json') return ['```json title="Тело запроса"', JSON.stringify(body, null, 2), '```']
  if (kind === 'http') {
    return [
      '```http title="Запрос"',
      `${method.verb} /v1${method.path} HTTP/1.1`,
      'Host: api.platform.example',
      'Authorization: Bearer <ключ API>',
      '```',
    ]
  }
  const args = [`curl -X ${method.verb} https://api.platform.example/v1${method.path}`, '-H "Authorization: Bearer $API_KEY"']
  if (method.verb === 'POST')
    args.push('-H "Content-Type: application/json"', `-H "Idempotency-Key: order-${body.variables.orderNumber}"`, `-d '${JSON.stringify(body)}'`)
  return ['```bash', args.join(' \\\n  '), '```']
}

/** One page: front matter and body, grown with paragraphs until its word target. */
function renderPage(page, r, linkTargets, existing) {
  const p = { ...page, deck: [] }
  const others = () => r.pick(linkTargets.filter((t) => t.path !== page.path))
  const apiPage = existing.find((e) => p.topic.methods.some((m) => METHODS[m].page === e.path))
  const aside = r.pick(ADMONITIONS)
  const [firstError, secondError] = r.sample(ERRORS, 2)
  const rows = r.sample(PARAMETERS, r.int(4, 6)).map((row) => `| ${row(p.channel).join(' | ')} |`)
  const chosen = r.sample(STEP_MIDDLE.slice(1), r.int(2, 4)).sort((a, b) => STEP_MIDDLE.indexOf(a) - STEP_MIDDLE.indexOf(b))
  const steps = [STEP_MIDDLE[0], ...chosen].map((s) => s(p, r))

  const intro = [paragraph(p, r, 3), '']
  const example = [`## Пример для ${p.industry.gen}`, '', paragraph(p, r, 3), '']
  const sections = [
    [
      '## Перед началом',
      '',
      paragraph(p, r, 2),
      '',
      `- канал ${p.channel.name} подключён в разделе «Каналы»;`,
      '- у вас стандартный доступ или права администратора;',
      '- баланс пополнен: сообщения списываются при отправке.',
      '',
    ],
    [
      `## Как настроить ${p.topic.acc}`,
      '',
      `1. Откройте раздел «${p.topic.menu.join('» → «')}».`,
      ...steps.map((s, i) => `${i + 2}. ${s}`),
      `${steps.length + 2}. Нажмите «Сохранить».`,
      '',
      '### Что проверить',
      '',
      paragraph(p, r, 2),
      '',
    ],
    [
      '## Параметры',
      '',
      '| параметр | по умолчанию | описание |',
      '|---|---|---|',
      ...rows,
      '',
      `<Admonition type="${aside.type}" title="${aside.title}">`,
      '',
      aside.text(p),
      '',
      '</Admonition>',
      '',
    ],
    ['## Через API', '', `${paragraph(p, r, 2)} Подробнее — в статье ${link(apiPage ?? others())}.`, '', ...codeBlock(p, r), ''],
    ['## Частые ошибки', '', `### ${firstError[0]}`, '', `${cap(firstError[1])}.`, '', `### ${secondError[0]}`, '', `${cap(secondError[1])}.`, ''],
  ]
  const outro = [
    '## Что дальше',
    '',
    ...r
      .sample(
        linkTargets.filter((t) => t.path !== page.path),
        3,
      )
      .map((t) => `- ${link(t)}`),
    '',
  ]

  const target = r.int(WORDS.min + 40, WORDS.max - 60)
  const assemble = () => [...intro, ...sections.flat(), ...example, ...outro].join('\n')
  for (let body = assemble(); ; body = assemble()) {
    const extra = `${paragraph(p, r, 3)} См. также ${link(others())}.`
    const words = countProseWords(body)
    if (words >= WORDS.min + 20 && words + countProseWords(extra) > target) break
    example.push(extra, '')
  }
  const frontMatter = matter.stringify('', {
    title: p.title,
    description: p.description,
    sidebar_label: p.sidebarLabel,
    sidebar_position: p.position,
    tags: p.tags,
  })
  return `${frontMatter}\n${assemble()}`
}

function indexPage({ title, description, label, position, intro, items }) {
  const frontMatter = matter.stringify('', { title, description, sidebar_label: label, sidebar_position: position, tags: ['руководства'] })
  return `${frontMatter}\n${intro}\n\n${items.map((t) => `- ${link(t)}`).join('\n')}\n`
}

/**
 * The synthetic pages and their section indexes, as files relative to content/docs. `existing` lists
 * real pages ({ path, title }) the synthetic ones may link to.
 */
function generateSyntheticDocs({ count, seed = DEFAULT_SEED, existing = [] }) {
  if (!Number.isInteger(count) || count < 1) throw new Error(`--pages wants a whole number above 0, got ${count}`)
  const r = randomTools(seed)
  const combos = []
  for (const topic of TOPICS)
    for (const aspect of ASPECTS) for (const channel of CHANNELS) for (const industry of INDUSTRIES) combos.push({ topic, aspect, channel, industry })
  const order = r.shuffle(combos)
  const sectionCount = Math.ceil(count / PAGES_PER_SECTION)
  const width = Math.max(3, String(count).length)
  const pages = Array.from({ length: count }, (_, i) => {
    const { topic, aspect, channel, industry } = order[i % order.length]
    const round = Math.floor(i / order.length)
    const section = Math.floor(i / PAGES_PER_SECTION) + 1
    const docId = `${SYNTHETIC_DIR}/section-${pad(section, 2)}/page-${pad(i + 1, width)}`
    const title = `${aspect.title(topic)} ${channel.in} для ${industry.gen}${round ? `, часть ${round + 1}` : ''}`
    return {
      topic,
      channel,
      industry,
      docId,
      path: `/docs/${docId}`,
      title,
      description: `Как работать ${withIns(topic.plIns)} ${channel.in}: шаги в личном кабинете, параметры, запросы API и частые ошибки на примере ${industry.gen}.`,
      sidebarLabel: `${aspect.short} · ${channel.name}`,
      position: (i % PAGES_PER_SECTION) + 1,
      tags: [topic.tag, channel.tag],
      section,
    }
  })
  const linkTargets = [...pages.map(({ path, title }) => ({ path, title })), ...existing]
  const files = pages.map((page) => ({
    file: `${page.docId}.mdx`,
    path: page.path,
    synthetic: true,
    source: renderPage(page, r, linkTargets, existing),
  }))
  const sections = Array.from({ length: sectionCount }, (_, s) => {
    const number = s + 1
    const docId = `${SYNTHETIC_DIR}/section-${pad(number, 2)}/index`
    const items = pages.filter((page) => page.section === number)
    return {
      file: `${docId}.mdx`,
      path: `/docs/${SYNTHETIC_DIR}/section-${pad(number, 2)}`,
      title: `Практикум, часть ${number}`,
      synthetic: false,
      source: indexPage({
        title: `Практикум, часть ${number}`,
        description: `Руководства части ${number}: рассылки, каскады, шаблоны и сценарии на примерах разных компаний.`,
        label: `Часть ${number}`,
        position: number,
        intro: 'Руководства этой части на примерах разных компаний: от настройки до частых ошибок.',
        items,
      }),
    }
  })
  const root = {
    file: `${SYNTHETIC_DIR}/index.mdx`,
    path: `/docs/${SYNTHETIC_DIR}`,
    synthetic: false,
    source: indexPage({
      title: 'Практикум',
      description: 'Практические руководства по рассылкам, каскадам, шаблонам и сценариям для разных отраслей.',
      label: 'Практикум',
      position: 100,
      intro: 'Практические руководства сгруппированы по частям, в каждой — до 50 статей.',
      items: sections,
    }),
  }
  return [root, ...sections, ...files]
}

/** Real docs pages a synthetic page may link to: listed, and at the address their file name gives. */
function readExistingDocs(docsDir) {
  const out = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.mdx')) {
        const { data } = matter(readFileSync(full, 'utf8'), {})
        if (data.unlisted || data.slug) continue
        const docId = full.slice(docsDir.length + 1, -'.mdx'.length)
        out.push({ path: `/docs/${docId}`.replace(/\/index$/, ''), title: String(data.title) })
      }
    }
  }
  walk(docsDir)
  return out.sort((a, b) => a.path.localeCompare(b.path))
}

/** Writes the synthetic pages into `docsDir` (content/docs of a copy of the site); returns what it wrote. */
function writeSyntheticDocs(docsDir, { count, seed = DEFAULT_SEED }) {
  const files = generateSyntheticDocs({ count, seed, existing: readExistingDocs(docsDir) })
  for (const { file, source } of files) {
    mkdirSync(dirname(join(docsDir, file)), { recursive: true })
    writeFileSync(join(docsDir, file), source)
  }
  return files
}

/** Sidebar entry that lists the synthetic folder (appended to the copy's tutorial sidebar). */
const SIDEBAR_ENTRY = {
  type: 'category',
  label: 'Практикум',
  link: { type: 'doc', id: `${SYNTHETIC_DIR}/index` },
  items: [{ type: 'autogenerated', dirName: SYNTHETIC_DIR }],
}

module.exports = {
  DEFAULT_SEED,
  SYNTHETIC_DIR,
  PAGES_PER_SECTION,
  WORDS,
  SIDEBAR_ENTRY,
  mulberry32,
  countProseWords,
  generateSyntheticDocs,
  readExistingDocs,
  writeSyntheticDocs,
}
