import { SearchSettler, sendSearchEvent, SETTLE_MS, type SearchEvent } from './searchEvents'
import { MAX_TERM_LENGTH, maskTerm } from './searchTerm'

describe('maskTerm', () => {
  test.each([
    ['заказ 12345', 'заказ #'],
    ['ivan@mail.ru', '[email]'],
    ['не приходит письмо на Ivan.Petrov+docs@corp-mail.example.com', 'не приходит письмо на [email]'],
    ['смс на +7 (999) 123-45-67 не дошло', 'смс на [phone] не дошло'],
    ['89991234567', '[phone]'],
    ['8 999 123 45 67 заблокирован', '[phone] заблокирован'],
    ['+44 20 7946 0958', '[phone]'],
    ['+1 555 0100', '[phone]'],
    ['счёт 2025-0042 от 12.03', 'счёт #-# от 12.03'],
    ['код 4821', 'код #'],
    ['договор ORD98765', 'договор ord#'],
    // Three digits and fewer are the site's own words: status codes, limits, versions.
    ['ошибка 429', 'ошибка 429'],
    ['oauth2 токен', 'oauth2 токен'],
    ['лимит 100 сообщений в секунду', 'лимит 100 сообщений в секунду'],
    ['  Шаблон   Рассылки ', 'шаблон рассылки'],
    ['', ''],
  ])('%j -> %j', (term, masked) => {
    expect(maskTerm(term)).toBe(masked)
  })

  test(`a long term is cut to ${MAX_TERM_LENGTH} characters after masking`, () => {
    const masked = maskTerm(`${'рассылка '.repeat(20)}ivan@mail.ru`)
    expect(masked).toHaveLength(MAX_TERM_LENGTH)
    expect(masked).not.toMatch(/@/)
  })
})

/** Runs a script of UI steps against a settler with a clock the script moves; returns what was sent. */
function run(steps: Array<[string, ...unknown[]]>): Array<Omit<SearchEvent, 'source'>> {
  let clock = 0
  const sent: SearchEvent[] = []
  const settler = new SearchSettler(
    'navbar',
    (event) => sent.push(event),
    () => clock,
  )
  for (const [step, ...args] of steps) {
    if (step === 'wait') clock += args[0] as number
    else if (step === 'shown') settler.shown(args[0] as string, args[1] as number, args[2] as boolean | undefined)
    else if (step === 'typed') settler.typed(args[0] as string)
    else if (step === 'changed') settler.changed()
    else if (step === 'chose') settler.chose(args[0] as number)
    else if (step === 'left') settler.left()
    else if (step === 'handOff') settler.handOff()
    else throw new Error(`unknown step ${step}`)
  }
  return sent.map(({ term, results, rank }) => ({ term, results, rank }))
}

describe('SearchSettler', () => {
  test.each<[string, Array<[string, ...unknown[]]>, Array<Omit<SearchEvent, 'source'>>]>([
    [
      'prefixes typed past are not sent; the chosen result is',
      [
        ['shown', 'ша', 9],
        ['wait', 120],
        ['typed', 'шаб'],
        ['shown', 'шаб', 5],
        ['wait', 150],
        ['typed', 'шабл'],
        ['shown', 'шабл', 4],
        ['wait', 4000],
        ['chose', 2],
      ],
      [{ term: 'шабл', results: 4, rank: 2 }],
    ],
    [
      'a query that stood for the settle time, then changed, is sent without a rank',
      [
        ['shown', 'шаблон', 3],
        ['wait', SETTLE_MS],
        ['typed', 'шаблон рассылки'],
        ['shown', 'шаблон рассылки', 2],
        ['chose', 1],
      ],
      [
        { term: 'шаблон', results: 3, rank: null },
        { term: 'шаблон рассылки', results: 2, rank: 1 },
      ],
    ],
    [
      'a query changed just before the settle time is dropped',
      [['shown', 'шаблон', 3], ['wait', SETTLE_MS - 1], ['typed', 'шаблоны'], ['shown', 'шаблоны', 3], ['left']],
      [{ term: 'шаблоны', results: 3, rank: null }],
    ],
    [
      'leaving the box sends the query shown, once',
      [['shown', 'вебхук', 0], ['left'], ['left'], ['chose', 1]],
      [{ term: 'вебхук', results: 0, rank: null }],
    ],
    [
      'clearing a settled query sends it; clearing a fresh one drops it',
      [['shown', 'тариф', 2], ['wait', SETTLE_MS], ['typed', ''], ['shown', 'цена', 1], ['typed', ''], ['left']],
      [{ term: 'тариф', results: 2, rank: null }],
    ],
    [
      'the same query shown again (a trailing space, new results) stays one query',
      [
        ['shown', 'тариф', 2],
        ['typed', 'тариф '],
        ['shown', 'тариф ', 3],
        ['wait', SETTLE_MS],
        ['chose', 3],
      ],
      [{ term: 'тариф', results: 3, rank: 3 }],
    ],
    [
      'a submitted query is settled at once: the next one sends it',
      [['shown', 'api ключ', 7, true], ['shown', 'токен', 4, true], ['left']],
      [
        { term: 'api ключ', results: 7, rank: null },
        { term: 'токен', results: 4, rank: null },
      ],
    ],
    [
      'a query handed off to the /search page is not sent from the box',
      [['shown', 'рассылка', 12], ['wait', SETTLE_MS], ['handOff'], ['left'], ['changed']],
      [],
    ],
    ['nothing shown, nothing sent', [['typed', 'ш'], ['changed'], ['left'], ['chose', 1]], []],
  ])('%s', (_name, steps, expected) => {
    expect(run(steps)).toEqual(expected)
  })
})

describe('sendSearchEvent', () => {
  const event: SearchEvent = { term: 'Заказ 12345', results: 0, rank: null, source: 'page' }
  const params = { search_term: 'заказ #', search_results: 0, chosen_rank: 'none', search_source: 'page' }

  test('GA4 gets the recommended search event and Metrica the search goal, with the masked term', () => {
    const win = { gtag: jest.fn(), ym: jest.fn() }
    expect(sendSearchEvent(event, { gaMeasurementId: 'G-TEST1', ymCounterId: '12345678' }, win)).toBe(true)
    expect(win.gtag.mock.calls).toEqual([['event', 'search', params]])
    expect(win.ym.mock.calls).toEqual([[12345678, 'reachGoal', 'search', params]])
  })

  test('a chosen result is sent as its rank', () => {
    const win = { gtag: jest.fn() }
    sendSearchEvent({ ...event, results: 4, rank: 2 }, { gaMeasurementId: 'G-TEST1' }, win)
    expect(win.gtag.mock.calls[0][2]).toMatchObject({ search_results: 4, chosen_rank: 2 })
  })

  test.each([
    ['analytics off, even when a page defines gtag and ym', {}],
    ['only Metrica configured: gtag is not called', { ymCounterId: '12345678' }],
    ['only GA configured: ym is not called', { gaMeasurementId: 'G-TEST1' }],
  ])('%s', (_name, analytics) => {
    const win = { gtag: jest.fn(), ym: jest.fn() }
    const sent = sendSearchEvent(event, analytics, win)
    expect(win.gtag).toHaveBeenCalledTimes('gaMeasurementId' in analytics ? 1 : 0)
    expect(win.ym).toHaveBeenCalledTimes('ymCounterId' in analytics ? 1 : 0)
    expect(sent).toBe(Object.keys(analytics).length > 0)
  })

  test('a configured service whose script did not define its function is skipped', () => {
    expect(sendSearchEvent(event, { gaMeasurementId: 'G-TEST1', ymCounterId: '1' }, {})).toBe(false)
  })
})
