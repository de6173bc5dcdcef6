import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseQueryKinds } from './thesaurus'
import {
  asksAboutApi,
  asksAsIntegrator,
  asksInEnglish,
  asksWhatChanged,
  coverageFactor,
  definesIdentifierFactor,
  documentTypeFactor,
  exactHeadingFactor,
  FEATURE_WEIGHTS,
  LOOKUP_WEIGHTS,
  queryTraits,
  recencyFactor,
  rerank,
  roleOf,
  titlePrecisionFactor,
  withPageSupport,
  useQueryKinds,
  type RecordFeatures,
} from './ranking'

// The writers' words decide the query traits (content/search/query-kinds.txt).
useQueryKinds(parseQueryKinds(readFileSync(join(__dirname, '../../content/search/query-kinds.txt'), 'utf8')).kinds)

const plain: RecordFeatures = { coverage: 1, pageBest: 0, definesIdentifier: false, exactHeading: false, titleShare: 1, role: 'guide', ageDays: null }
const lookup = queryTraits('шаблон')

describe('re-ranking features, one signal each', () => {
  test('a record with no feature keeps its retrieval score', () => {
    expect(rerank(5, plain, lookup)).toBe(5)
  })

  test('coverage: the IDF-weighted share of the query matched, to a power over 1; full coverage changes nothing', () => {
    expect(coverageFactor(1)).toBe(1)
    // A power over 1 and at most 2: half the query's information matched counts less than half, and more than a quarter.
    expect(coverageFactor(0.5)).toBeLessThan(0.5)
    expect(coverageFactor(0.5)).toBeGreaterThanOrEqual(0.25)
    // A record matching the rare word of a long question beats one matching its common words.
    const rare = rerank(4, { ...plain, coverage: 0.8 }, lookup)
    const common = rerank(6, { ...plain, coverage: 0.2 }, lookup)
    expect(rare).toBeGreaterThan(common)
  })

  test("a section's hub counts less for a long question, by the one weight", () => {
    expect(rerank(5, { ...plain, hubForLongQuery: true }, lookup)).toBeCloseTo(5 * FEATURE_WEIGHTS.hubForLongQuery)
    expect(FEATURE_WEIGHTS.hubForLongQuery).toBeLessThan(1)
  })

  test('page support adds a share of the page best section score', () => {
    expect(withPageSupport(2, 10)).toBeCloseTo(2 + FEATURE_WEIGHTS.pageSupport * 10)
    expect(rerank(2, { ...plain, pageBest: 10 }, lookup)).toBeCloseTo(5)
  })

  test('a record that defines the identifier typed whole, and an exact heading, are boosted', () => {
    expect(definesIdentifierFactor(true)).toBe(FEATURE_WEIGHTS.definesIdentifier)
    expect(definesIdentifierFactor(false)).toBe(1)
    expect(exactHeadingFactor(true)).toBe(FEATURE_WEIGHTS.exactHeading)
    expect(exactHeadingFactor(false)).toBe(1)
  })

  test('title precision: the title words the query lacks count against the page', () => {
    expect(titlePrecisionFactor(1)).toBe(1)
    expect(titlePrecisionFactor(0)).toBeCloseTo(1 - FEATURE_WEIGHTS.titlePrecision)
    expect(titlePrecisionFactor(0.5)).toBeGreaterThan(titlePrecisionFactor(0))
  })

  test.each([
    ['notes', 'тихие часы', FEATURE_WEIGHTS.notesForLookup],
    ['notes', 'что нового в сценариях', FEATURE_WEIGHTS.notesForChanges],
    ['reference', 'отменить сообщение', FEATURE_WEIGHTS.referenceForGuideQuestion],
    ['reference', 'отменить сообщение через api', 1],
    ['reference', 'delete contact', 1],
    ['reference', 'отправить смс из своей crm', FEATURE_WEIGHTS.referenceForIntegratorTask],
    ['guide', 'отправить смс из своей crm', 1],
  ] as const)('document type: %s for «%s»', (role, query, factor) => {
    expect(documentTypeFactor(role, queryTraits(query))).toBe(factor)
  })

  test('recency: only for what-changed questions, halving every half-life', () => {
    const changes = queryTraits('что нового')
    expect(recencyFactor(0, changes)).toBeCloseTo(1 + FEATURE_WEIGHTS.recency)
    expect(recencyFactor(FEATURE_WEIGHTS.recencyHalfLifeDays, changes)).toBeCloseTo(1 + FEATURE_WEIGHTS.recency / 2)
    expect(recencyFactor(0, lookup)).toBe(1)
    expect(recencyFactor(null, changes)).toBe(1)
  })
})

describe('query traits', () => {
  test.each([
    ['sendMessage', true],
    ['коды ошибок api', true],
    ['Idempotency-Key', true],
    ['как создать рассылку', false],
  ])('asksAboutApi(%s)', (query, expected) => expect(asksAboutApi(query)).toBe(expected))

  test.each([
    ['отправить смс из своей crm', true],
    ['получать статусы доставки на свой сервер', true],
    ['выгрузить сообщения программно', true],
    ['как создать рассылку', false],
  ])('asksAsIntegrator(%s)', (query, expected) => expect(asksAsIntegrator(query)).toBe(expected))

  test.each([
    ['delete contact', true],
    ['smpp tls', true],
    ['удалить контакт', false],
    ['вайбер viber', false],
    ['2024', false],
  ])('asksInEnglish(%s)', (query, expected) => expect(asksInEnglish(query)).toBe(expected))

  test.each([
    ['что нового', true],
    ['выпуск тихие часы', true],
    ['тихие часы', false],
    ['что изменилось в вебхуках', true],
    ['изменения в api', true],
    // An action on a thing, not a question about releases: the docs page answers it.
    ['изменение статуса сообщения', false],
    ['обновление данных клиента', false],
    ['новая рассылка', false],
    ['забирать новых заблокированных', false],
  ])('asksWhatChanged(%s)', (query, expected) => expect(asksWhatChanged(query)).toBe(expected))
})

test('context roles come from the configuration, not from names in the engine', () => {
  const roles = { reference: 'docs/api', notes: 'blog' }
  expect([roleOf('docs/api', roles), roleOf('blog', roles), roleOf('default', roles)]).toEqual(['reference', 'notes', 'guide'])
  expect(roleOf('docs/api', {})).toBe('guide')
})

test('every retrieval look-up weighs at most the typed word, a typo least', () => {
  const weights = Object.values(LOOKUP_WEIGHTS)
  expect(Math.max(...weights)).toBe(LOOKUP_WEIGHTS.typed)
  expect(Math.min(...weights)).toBe(LOOKUP_WEIGHTS.typo)
})
