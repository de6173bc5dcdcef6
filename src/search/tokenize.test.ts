import { analyze, analyzeQuery, normalize, stem, STOPWORDS, stopTerms, words } from './tokenize'
import { switchKeyboardLayout, transliterate } from './spelling'
import { atMostPerPage, SearchEngine, useThesaurus } from './engine'
import { compileThesaurus, parseThesaurus, THESAURUS_WEIGHTS } from './thesaurus'
import { SECTIONS_PER_PAGE } from './ranking'
import { buildContextIndex } from './build/buildIndex'
import { contextOfPath } from './format'

describe('tokenizer shared by index and queries', () => {
  test.each([
    ['Ёлка и ЕЛКА', 'елка и елка'],
    ['Каскад — это', 'каскад - это'],
    // The pages' typography binds words with non-breaking spaces (normal and thin); search reads them as spaces.
    ['в\u00A0личном кабинете', 'в личном кабинете'],
    ['10\u202FМБ', '10 мб'],
  ])('normalize(%j) = %j', (input, output) => expect(normalize(input)).toBe(output))

  test.each([
    ['sendMessage', ['sendmessage', 'send', 'message']],
    ['set-tag', ['settag', 'set', 'tag']],
    ['INSUFFICIENT_FUNDS', ['insufficientfunds', 'insufficient', 'funds']],
    ['Viber и WhatsApp', ['viber', 'и', 'whatsapp']],
    ['E.164 +79991234567', ['e', '164', '79991234567']],
  ])('words(%j)', (input, output) => expect(words(input)).toEqual(output))

  test('a non-breaking space neither splits nor glues words', () => {
    expect(words('в\u00A0личном кабинете')).toEqual(words('в личном кабинете'))
    expect(analyzeQuery('в\u00A0личном\u202Fкабинете')).toEqual(analyzeQuery('в личном кабинете'))
  })

  test('inflections share a stem and stopwords are dropped', () => {
    expect(analyze('шаблоны шаблонов шаблону')).toEqual(['шаблон', 'шаблон', 'шаблон'])
    expect(analyze('рассылка для клиентов')).toEqual(['рассылк', 'клиент'])
  })

  test('a noun without an ending loses its fleeting vowel, as its other forms do', () => {
    expect(analyze('отправок заголовок настроек')).toEqual(analyze('отправка заголовки настройка'))
    // A vowel that stays in every form is kept (поток, потока); a short word keeps its own.
    expect(analyze('поток потока')).toEqual(['поток', 'поток'])
    expect(analyze('кавычек')).toEqual(analyze('кавычки'))
    // An е after a consonant other than ж, ч, ш, щ, ц is not fleeting.
    expect(analyze('человек библиотек')).toEqual(analyze('человека библиотека'))
  })

  test("a verb's imperfective -ыва-, -ива-, -аива- meets its perfective", () => {
    expect(analyze('списываются показывать удерживать настраивать')).toEqual(analyze('списались показать удержать настроить'))
    // Nouns keep their -ыв-, -ив- (отзыва, архива), and a short stem is left alone (сливать).
    expect(analyze('отзыва архива сливать')).toEqual(['отзыв', 'архив', 'слива'])
  })

  test("a verb's л after б, в, м, п, ф goes, so its participle meets the verb and the prefix of its noun", () => {
    expect(analyze('доставлено отправлены оформлен добавлен')).toEqual(analyze('доставить отправить оформить добавить'))
    expect(analyze('доставлено')[0]).toBe(analyze('доставка')[0].slice(0, -1))
    // Only after a labial, and not in a short stem (купля, земля and рубль keep their л).
    expect(analyze('подключено сохранено')).toEqual(analyze('подключить сохранить'))
    expect(analyze('купля земля рубль')).toEqual(['купл', 'земл', 'рубл'])
  })

  test('the past of a verb of going meets its present: «не пришло» finds «не приходит»', () => {
    expect(analyze('пришло вышел дошла ушли прошёл перешли')).toEqual(analyze('приходит выходит доходит уходит проходит переходит'))
    // Only those forms: «прошлый месяц», «пришлите» and the bare «шли» (send) are other words.
    expect(analyze('прошлый пришлите шли')).toEqual(['прошл', 'пришл', 'шли'])
  })

  test('the words of a chat around a question are dropped: the subject decides', () => {
    expect(analyze('подскажите пожалуйста хотим сделать рассылку')).toEqual(analyze('рассылку'))
    expect(analyze('клиент говорит не пришел код')).toEqual(analyze('клиент не пришел код'))
  })

  test('the stop word lists are written normalised, as the words they are compared with', () => {
    for (const word of STOPWORDS) expect(normalize(word)).toBe(word)
    expect(stopTerms().has(stem('которые'))).toBe(true)
  })

  test("a Russian word typed whole does not complete as its Latin name's short stem", () => {
    // «смска» is the name sms, whose stem is «sm»: the reader typed a word, not the letters s and m.
    const section = (url: string, text: string) => ({ url, title: text, heading: '', breadcrumbs: [], text })
    const engine = SearchEngine.loaded(
      buildContextIndex('docs', [section('/docs/smpp', 'Подключение по SMPP'), section('/docs/sms', 'SMS-рассылки')]),
    )
    expect(engine.search('смска', 8).map((hit) => hit.url)).toEqual(['/docs/sms'])
    // Latin letters typed are a prefix from two letters on.
    expect(
      engine
        .search('sm', 8)
        .map((hit) => hit.url)
        .sort(),
    ).toEqual(['/docs/smpp', '/docs/sms'])
  })

  test('«стоит ли» asks whether to, and is dropped; «стоит» alone asks the price', () => {
    for (const query of ['Стоит ли переотправлять', 'стоит-ли переотправлять', 'стоит\u00A0ли переотправлять'])
      expect(analyzeQuery(query).map((t) => t.word)).toEqual(['переотправлять'])
    expect(analyzeQuery('сколько стоит смс').map((t) => t.word)).toContain('стоит')
    expect(analyzeQuery('стоит лимит').map((t) => t.word)).toContain('стоит')
  })

  test('«кто» is a word of the question, not a stop word: who did it, who may do it', () => {
    expect(analyzeQuery('кто удалил шаблон').map((t) => t.word)).toEqual(['кто', 'удалил', 'шаблон'])
  })

  test('a verb of looking, «само», «должно» are chat words around the subject', () => {
    expect(analyzeQuery('где глянуть статус шаблона').map((t) => t.word)).toEqual(['статус', 'шаблона'])
    expect(analyzeQuery('посмотреть отчет').map((t) => t.word)).toEqual(['отчет'])
    expect(analyzeQuery('сообщение должно само уходить').map((t) => t.word)).toEqual(['сообщение', 'уходить'])
  })

  test('possessive and relative pronouns are stop words in every form', () => {
    expect(analyze('из своей системы, для нашего приложения, сообщение, которое пришло')).toEqual(analyze('системы приложения сообщение пришло'))
    for (const word of ['свой', 'своего', 'своих', 'наша', 'нашу', 'вашем', 'моей', 'которую', 'которых']) expect(STOPWORDS.has(word)).toBe(true)
  })

  test('queries carry transliterations and whole identifiers', () => {
    // A Cyrillic spelling of a Latin name is folded into it (in pages too); other words are the thesaurus's.
    expect(analyzeQuery('вайбер')).toEqual([{ term: 'viber', word: 'viber', exact: null, part: false }])
    expect(analyzeQuery('пуш для айфона').map((t) => t.term)).toEqual(['push', stem('айфон')])
    // Every case of a name's Russian word, the instrumental plural too (смсками, ватсаппом, эсэмэсками).
    expect(analyzeQuery('смсками ватсаппом эсэмэсками').map((t) => t.term)).toEqual(['sms', 'whatsapp', 'sms'].map(stem))
    // Names as readers misspell them, which no typo correction reaches (the index has the Latin name only).
    expect(analyzeQuery('вайбир воцапом ватцап цсв').map((t) => t.word)).toEqual(['viber', 'whatsapp', 'whatsapp', 'csv'])
    // spelling variants, inflections kept
    expect(analyzeQuery('тэгов рассчетный имейл').map((t) => t.word)).toEqual(['тегов', 'расчетный', 'email'])
    // question words are stop words
    expect(analyzeQuery('что такое каскад').map((t) => t.word)).toEqual(['каскад'])
    expect(analyzeQuery('sendMessage')[0].exact).toBe('sendmessag')
    expect(analyzeQuery('sendMessage').map((t) => t.part)).toEqual([true, true])
    // A part that is a stop word is dropped, the whole identifier is not: the header as the pages index it.
    expect(analyzeQuery('Retry-After')).toEqual([{ term: stem('retry'), word: 'retry', exact: stem('retryafter'), part: true }])
    expect(analyzeQuery('X-Signature')).toEqual([{ term: stem('signature'), word: 'signature', exact: stem('xsignature'), part: true }])
    // A compound of stop words only is looked up whole, as the pages index it.
    expect(analyzeQuery('opt-in how-to')).toEqual([
      { term: stem('opt'), word: 'opt', exact: stem('optin'), part: true },
      { term: stem('howto'), word: 'howto', exact: stem('howto'), part: false },
    ])
    expect(analyze('how-to')).toContain(stem('howto'))
  })

  test.each([
    ['if,kjy', 'шаблон'],
    ['rfcrfl', 'каскад'],
    ['шаблон', 'if,kjy'],
  ])('switchKeyboardLayout(%j) = %j', (input, output) => expect(switchKeyboardLayout(input)).toBe(output))

  test.each([
    ['sozdat shablon dlya rassylki', 'создат шаблон для рассылки'],
    ['soobshchenie', 'сообщение'],
    ['soobshenie', 'сообшение'],
    ['zhurnal', 'журнал'],
    ['novyj lichnyy kabinet', 'новый личный кабинет'],
    ['yarlyk', 'ярлык'],
    ["ob'yavlenie", 'обьявление'],
    ['schet', 'счет'],
    ['otpravlyaetsya', 'отправляется'],
    ['material', 'материал'],
  ])('transliterate(%j) = %j', (input, output) => expect(transliterate(input)).toBe(output))

  test.each([
    ['podkliuchit vaiber dlia rassylok', 'подключит вайбер для рассылок'],
    ['poslednii platezh', 'последний платеж'],
    ['otpravliaetsia', 'отправляется'],
    ['zhurnal', 'журнал'],
  ])('transliterate(%j) by the passport scheme = %j', (input, output) => expect(transliterate(input, true)).toBe(output))

  test.each([
    ['/docs/api', 'docs/api'],
    ['/docs/api/messages/sending/', 'docs/api'],
    ['/blog/page/2', 'blog'],
    ['/docs/apis', 'default'],
    ['/', 'default'],
    ['/docs/api/v2/x', 'docs/api/v2'],
  ])('contextOfPath(%s) = %s', (path, context) => expect(contextOfPath(path, ['docs/api', 'blog', 'docs/api/v2'])).toBe(context))
})

describe('SearchEngine', () => {
  const engine = SearchEngine.loaded(
    buildContextIndex('default', [
      { url: '/docs/channel/viber/connect', title: 'Подключение Viber', heading: '', breadcrumbs: ['Каналы'], text: 'Имя отправителя и логотип.' },
      { url: '/docs/template', title: 'Шаблоны сообщений', heading: '', breadcrumbs: [], text: 'Операторские и пользовательские шаблоны.' },
      { url: '/docs/template#статусы', title: 'Шаблоны сообщений', heading: 'Статусы шаблона', breadcrumbs: [], text: 'Черновик, на модерации.' },
      { url: '/docs/cascades/about', title: 'Как работает каскад', heading: '', breadcrumbs: [], text: 'Шаги и время ожидания.' },
      { url: '/docs/faq', title: 'Частые вопросы', heading: 'Как отменить рассылку', breadcrumbs: [], text: 'Как и когда это можно сделать.' },
      { url: '/docs/login', title: 'Вход', heading: '', breadcrumbs: [], text: 'Подтверждение входа кодом. Добавить номер.' },
    ]),
  )

  test("a verb's alternating consonants meet: подтвердить finds подтверждение, добавленный finds добавить", () => {
    expect(engine.search('подтвердить вход', 3)[0]).toMatchObject({ url: '/docs/login', matched: expect.arrayContaining(['подтвержден']) })
    expect(engine.search('добавленный номер', 3)[0]).toMatchObject({ url: '/docs/login', matched: expect.arrayContaining(['добав']) })
  })

  test('transliteration, inflection and the title weight rank the right page first', () => {
    expect(engine.search('как подключить вайбер', 3)[0].url).toBe('/docs/channel/viber/connect')
    expect(engine.search('шаблонов', 3)[0].url.split('#')[0]).toBe('/docs/template')
  })

  test('the word being typed completes', () => {
    expect(engine.search('шабл', 3).map((h) => h.url)).toContain('/docs/template')
  })

  test('a query typed in the wrong keyboard layout falls back to the other one', () => {
    expect(engine.search('if,kjys', 3).map((h) => h.url.split('#')[0])).toContain('/docs/template')
  })

  test('stop words decide nothing, but a query of stop words only finds the titles that have them', () => {
    expect(analyzeQuery('как работает каскад').map((token) => token.term)).toEqual(['работа', 'каскад'])
    expect(analyzeQuery('как').map((token) => token.term)).toEqual(['как'])
    // Only the title holds stop words: the FAQ's heading and text say «как» too, and are not found by it.
    expect(engine.search('как', 5).map((hit) => hit.url)).toEqual(['/docs/cascades/about'])
    // A word being typed does not complete to a stop word: «ка» finds «каскад», not every «как».
    expect(engine.search('ка', 5).map((hit) => hit.matched)).toEqual([['каскад']])
  })

  test('matched terms are returned for highlighting, and nothing is found for nonsense', () => {
    expect(engine.search('статусы шаблона', 1)[0]).toMatchObject({ url: '/docs/template#статусы', heading: 'Статусы шаблона' })
    expect(engine.search('статусы шаблона', 1)[0].matched).toEqual(expect.arrayContaining(['статус', 'шаблон']))
    expect(engine.search('зюзюка', 3)).toEqual([])
  })
})

describe('results', () => {
  test('at most SECTIONS_PER_PAGE sections of one page, the rest of the list for other pages', () => {
    const pageOf = (doc: number) => Math.floor(doc / 10)
    // Records 0-4 are sections of page 0, 10 and 11 of page 1, 20 of page 2; best first.
    const ranked: Array<[number, number]> = [0, 1, 2, 10, 3, 11, 4, 20].map((doc, i) => [doc, 10 - i])
    expect(atMostPerPage(ranked, pageOf, 5).map(([doc]) => doc)).toEqual([0, 1, 10, 11, 20])
    expect(SECTIONS_PER_PAGE).toBe(2)
  })

  test('a search over many sections of one page shows the page once or twice, then other pages', () => {
    const page = (anchor: string) => ({
      url: `/docs/cascades#${anchor}`,
      title: 'Каскады',
      heading: `Каскад ${anchor}`,
      breadcrumbs: [],
      text: 'Каскад каналов.',
    })
    const engine = SearchEngine.loaded(
      buildContextIndex('default', [
        ...['a', 'b', 'c', 'd', 'e'].map(page),
        { url: '/docs/cascades/create', title: 'Создание каскада', heading: '', breadcrumbs: [], text: 'Шаги каскада.' },
      ]),
    )
    expect(engine.search('каскад', 8).map((hit) => hit.url.split('#')[0])).toEqual(['/docs/cascades', '/docs/cascades', '/docs/cascades/create'])
  })
})

describe('thesaurus phrases', () => {
  afterEach(() => useThesaurus({}))

  test('a phrase on the right of "->" counts fully only where every word of it is', () => {
    useThesaurus(compileThesaurus(parseThesaurus('отложенная -> время отправки').entries))
    const engine = SearchEngine.loaded(
      buildContextIndex('default', [
        { url: '/docs/a', title: 'Время', heading: '', breadcrumbs: [], text: 'Время жизни: время, за которое сообщение доставляется.' },
        { url: '/docs/b', title: 'Настройки рассылки', heading: 'Время отправки', breadcrumbs: [], text: 'Когда начать рассылку.' },
      ]),
    )
    // «Время» alone, even in a title, is half the phrase; the heading «Время отправки» is all of it.
    const hits = engine.search('отложенная', 3)
    expect(hits.map((hit) => hit.url)).toEqual(['/docs/b', '/docs/a'])
    // Matched as a phrase, so that it is marked as one (src/browser/highlightParts.ts), not each word wherever it is.
    expect(hits[0].matched).toContain(`${stem('время')} ${stem('отправки')}`)
  })

  test('a record with only some words of a phrase has not covered the query word the phrase stands for', () => {
    useThesaurus(compileThesaurus(parseThesaurus('ночью -> тихие часы').entries))
    const engine = SearchEngine.loaded(
      buildContextIndex('default', [
        { url: '/docs/window', title: 'Отправить ответ', heading: '', breadcrumbs: [], text: 'Ответ можно отправить в течение 24 часов.' },
        { url: '/docs/quiet', title: 'Настройки', heading: 'Тихие часы', breadcrumbs: [], text: 'В тихие часы сообщения ждут утра.' },
        { url: '/docs/other', title: 'Отчёт', heading: '', breadcrumbs: [], text: 'Отправить отчёт.' },
      ]),
    )
    // «24 часов» is one word of «тихие часы»: the window page matches «отправить» only, the quiet hours «ночью».
    const hits = engine.search('отправить ночью', 3)
    expect(hits[0].url).toBe('/docs/quiet')
    // Nor is «час» marked on the window page: the reader asked for the night, not for 24 hours.
    expect(hits.find((hit) => hit.url === '/docs/window')?.matched).toEqual([stem('отправить')])
  })

  test('a record covers the query word through any whole look-up, whichever the thesaurus line lists first', () => {
    const ranking = (line: string) => {
      useThesaurus(compileThesaurus(parseThesaurus(line).entries))
      const engine = SearchEngine.loaded(
        buildContextIndex('default', [
          { url: '/docs/clock', title: 'Часы', heading: '', breadcrumbs: [], text: 'Покой клиента важнее.' },
          { url: '/docs/quiet', title: 'Тихие часы', heading: '', breadcrumbs: [], text: 'Сообщения ждут утра.' },
          { url: '/docs/send', title: 'Отправка', heading: '', breadcrumbs: [], text: 'Отправить сообщение ночью нельзя.' },
        ]),
      )
      return engine.search('ночью', 3).map((hit) => [hit.url, hit.score.toFixed(6)])
    }
    // «Часы» alone is half the phrase, «покой» a whole look-up: the clock page covers «ночью» in either order.
    expect(ranking('ночью -> покой, тихие часы')).toEqual(ranking('ночью -> тихие часы, покой'))
  })

  test('a thesaurus word is scored as informative as the rarer word typed: the concept beats a passing mention', () => {
    useThesaurus(compileThesaurus(parseThesaurus('отложенная -> время отправки').entries))
    const filler = ['Время отправки сообщения видно в отчёте.', 'Время и статус отправки.', 'Отправки за время работы.']
    const engine = SearchEngine.loaded(
      buildContextIndex('default', [
        // The reader's word in passing, in a long text about something else.
        {
          url: '/docs/statuses',
          title: 'Статусы',
          heading: '',
          breadcrumbs: [],
          text: 'Черновик, запущена, отложенная, завершена, остановлена: статусы рассылки и что каждый значит для получателей.',
        },
        { url: '/docs/configure', title: 'Настройки', heading: 'Время отправки', breadcrumbs: [], text: 'Когда начать рассылку.' },
        ...filler.map((text, i) => ({ url: `/docs/other-${i}`, title: 'Отчёт', heading: '', breadcrumbs: [], text })),
      ]),
    )
    expect(engine.search('отложенная', 3)[0].url).toBe('/docs/configure')
    // Scored with the phrase's own, lower IDF, the passing mention of the rare word typed would win.
    const weights = THESAURUS_WEIGHTS as { typedWordIdf: number }
    const kept = weights.typedWordIdf
    try {
      weights.typedWordIdf = 0
      expect(engine.search('отложенная', 3)[0].url).toBe('/docs/statuses')
    } finally {
      weights.typedWordIdf = kept
    }
  })
})
