import { buildVocabulary, editDistance, maxEdits, nearestWords, TYPO } from './typos'
import { buildContextIndex } from './build/buildIndex'
import { SearchEngine, searchEngines } from './engine'
import type { SearchRecord } from './format'

describe('editDistance', () => {
  test.each([
    ['каскад', 'каскад', 0],
    ['каскат', 'каскад', 1], // a wrong letter
    ['балланс', 'баланс', 1], // a doubled letter
    ['заголвок', 'заголовок', 1], // a dropped letter
    ['истоирия', 'история', 1], // an extra letter
    ['сценраию', 'сценарию', 1], // two neighbours swapped: one edit, not two
    ['rusotre', 'rustore', 1],
    ['модерацея', 'модерация', 1],
    ['реквезиты', 'реквизиты', 1],
    ['шаблон', 'баланс', 4], // beyond the limit of 3: limit + 1
  ])('%s -> %s: %i', (a, b, distance) => {
    expect(editDistance(a, b, 3)).toBe(distance)
  })

  test('agrees with the textbook definition over words of every length, whatever came before', () => {
    // Optimal string alignment over the full table, without early stop or rows kept between calls.
    const reference = (a: string, b: string): number => {
      const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
      for (let i = 1; i <= a.length; i += 1)
        for (let j = 1; j <= b.length; j += 1) {
          d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1)
        }
      return d[a.length][b.length]
    }
    const words = [
      '',
      'а',
      'ас',
      'сая',
      'каскад',
      'каскдаы',
      'аскадк',
      'идемпотентность',
      'идемпотнетность',
      'ключ',
      'кюлч',
      'x'.repeat(70),
      'xy'.repeat(36),
    ]
    // Beyond the limit only «too far» is promised: the exact distance or limit + 1.
    const seen = (a: string, b: string, limit: number) => Math.min(editDistance(a, b, limit), limit + 1)
    for (const a of words)
      for (const b of words)
        for (const limit of [1, 2, 3]) expect([a, b, limit, seen(a, b, limit)]).toEqual([a, b, limit, Math.min(reference(a, b), limit + 1)])
  })

  test('stops early beyond the limit', () => {
    expect(editDistance('идемпотентность', 'каскад', 2)).toBe(3)
  })

  test('one edit for a short word, two for a long one', () => {
    expect(maxEdits(TYPO.twoEditsFrom - 1)).toBe(1)
    expect(maxEdits(TYPO.twoEditsFrom)).toBe(2)
  })
})

describe('nearestWords', () => {
  const vocabulary = buildVocabulary([['каскад', 'каскад', 'каскада', 'касса', 'баланс', 'баланса', 'идемпотентность']])

  test('the nearest word, the most frequent first', () => {
    expect(nearestWords('каскат', vocabulary).map((c) => c.word)).toEqual(['каскад'])
    expect(nearestWords('балланс', vocabulary).map((c) => c.word)).toEqual(['баланс'])
    expect(nearestWords('идемпотентость', vocabulary).map((c) => c.word)).toEqual(['идемпотентность'])
  })

  test('short words, mixed scripts and digits are left alone', () => {
    expect(nearestWords('кас', vocabulary)).toEqual([])
    expect(nearestWords('каскад1', vocabulary)).toEqual([])
  })
})

describe('typo correction in the engine', () => {
  const records: SearchRecord[] = [
    { url: '/docs/cascades', title: 'Каскады', heading: '', breadcrumbs: [], text: 'Каскад — это цепочка каналов для клиента.' },
    { url: '/docs/balance', title: 'Баланс', heading: '', breadcrumbs: [], text: 'Баланс компании и списания.' },
    { url: '/docs/api', title: 'API', heading: 'sendMessage', breadcrumbs: [], text: 'Метод sendMessage отправляет сообщение.' },
  ]
  const engine = SearchEngine.loaded(buildContextIndex('docs', records))

  test('a word that finds nothing is corrected, and the reader is told', () => {
    expect(engine.search('каскат', 8)[0].url).toBe('/docs/cascades')
    expect(searchEngines([engine], 'каскат', 8).corrected).toBe('каскад')
  })

  test('a word that is found is never corrected', () => {
    expect(searchEngines([engine], 'баланс', 8).corrected).toBeUndefined()
    expect(searchEngines([engine], 'sendMessage', 8).corrected).toBeUndefined()
    expect(engine.unmatchedWords('sendMessage')).toEqual([])
  })

  test('a misspelt part of an identifier is corrected', () => {
    expect(engine.search('sendMesage', 8)[0].url).toBe('/docs/api')
    expect(searchEngines([engine], 'sendMesage', 8).corrected).toBe('sendmessage')
  })

  test('a query in Latin letters or the wrong layout is searched as Russian, its found Latin words kept, and the reader is told', () => {
    const first = (query: string) => [engine.search(query, 8)[0]?.url, searchEngines([engine], query, 8).corrected]
    expect(first('balans kompanii')).toEqual(['/docs/balance', 'баланс компании'])
    expect(first('soobshenie kanalov')).toEqual(['/docs/cascades', 'сообщение каналов'])
    expect(first('kaskad API')).toEqual(['/docs/cascades', 'каскад API'])
    expect(first('rfcrfl')).toEqual(['/docs/cascades', 'каскад'])
    // The passport's scheme (ia -> я) where the common one leaves a word unfound («длиа»).
    expect(first('kaskad dlia klienta')).toEqual(['/docs/cascades', 'каскад для клиента'])
    // One word of three not found is a typo, not another form of the query.
    expect(searchEngines([engine], 'баланс компании kaskad', 8).corrected).toBeUndefined()
  })
})
