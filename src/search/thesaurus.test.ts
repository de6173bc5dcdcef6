import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { checkThesaurus, compileThesaurus, formatProblems, parseQueryKinds, parseThesaurus, thesaurusIdfFloor, THESAURUS_WEIGHTS } from './thesaurus'
import { stem } from './tokenize'

describe('thesaurus', () => {
  const text = ['# a comment', '', 'вебхук, webhook, колбэк', 'прайс -> тариф, стоимость', 'send -> отправка  # trailing comment'].join('\n')

  test('reads groups and one-way expansions, with their lines', () => {
    const { entries, problems } = parseThesaurus(text)
    expect(problems).toEqual([])
    expect(entries).toEqual([
      { line: 3, kind: 'group', from: ['вебхук', 'webhook', 'колбэк'], to: [] },
      { line: 4, kind: 'expansion', from: ['прайс'], to: ['тариф', 'стоимость'] },
      { line: 5, kind: 'expansion', from: ['send'], to: ['отправка'] },
    ])
  })

  test('a group looks up each of its words from each; an expansion one way only; both weaker than the word typed', () => {
    const compiled = compileThesaurus(parseThesaurus(text).entries)
    expect(compiled[stem('колбэк')]).toEqual([
      [stem('вебхук'), THESAURUS_WEIGHTS.word],
      [stem('webhook'), THESAURUS_WEIGHTS.word],
    ])
    expect(compiled[stem('прайс')]).toEqual([
      [stem('тариф'), THESAURUS_WEIGHTS.word],
      [stem('стоимость'), THESAURUS_WEIGHTS.word],
    ])
    expect(compiled[stem('тариф')]).toBeUndefined()
    expect(THESAURUS_WEIGHTS.word).toBeLessThan(1)
  })

  test('a thesaurus word is scored at least as informative as the word typed, and not at all when no page has it', () => {
    expect(thesaurusIdfFloor(4)).toBeCloseTo(4 * THESAURUS_WEIGHTS.typedWordIdf)
    expect(thesaurusIdfFloor(0)).toBe(0)
    expect(THESAURUS_WEIGHTS.typedWordIdf).toBeGreaterThan(0)
    expect(THESAURUS_WEIGHTS.typedWordIdf).toBeLessThanOrEqual(1)
  })

  test('a phrase that holds the word on its left is named: it would look up only its other words', () => {
    expect(parseThesaurus('кабинет -> личный кабинет').problems).toEqual([
      { line: 1, message: '"личный кабинет" holds "кабинет" itself: it would look up only its other words' },
    ])
    expect(parseThesaurus('лк -> личный кабинет').problems).toEqual([])
  })

  test('a phrase on the right of "->" is looked up as one: its stems joined by a space', () => {
    const compiled = compileThesaurus(parseThesaurus('права -> уровни доступа, роль').entries)
    expect(compiled[stem('права')]).toEqual([
      [`${stem('уровни')} ${stem('доступа')}`, THESAURUS_WEIGHTS.word],
      [stem('роль'), THESAURUS_WEIGHTS.word],
    ])
  })

  test('lines it cannot read are named', () => {
    const { problems } = parseThesaurus(['одно', 'а -> ', 'черный список -> блокировка', 'x -> y -> z'].join('\n'))
    expect(formatProblems('thesaurus.txt', problems)).toMatchInlineSnapshot(`
"thesaurus.txt:1: a group needs at least two words separated by commas (or use "->")
thesaurus.txt:2: a one-way expansion needs words on both sides of "->"
thesaurus.txt:2: "а" is only stop words, which the search ignores
thesaurus.txt:3: "черный список" is more than one word; only the right-hand side of "->" may be a phrase
thesaurus.txt:4: more than one "->""
`)
  })

  test('a word that no page has, and a group that matches nothing, are named with their line', () => {
    const { entries } = parseThesaurus(['прайс -> тарифф', 'foo, bar', 'вебхук, колбэк'].join('\n'))
    const index = new Set([stem('вебхук')])
    expect(
      formatProblems(
        'thesaurus.txt',
        checkThesaurus(entries, (term) => index.has(term)),
      ),
    ).toMatchInlineSnapshot(`
"thesaurus.txt:1: "тарифф" is in no page of the site
thesaurus.txt:2: no word of the group (foo, bar) is in any page of the site"
`)
  })

  test("the site's thesaurus reads without problems", () => {
    expect(parseThesaurus(readFileSync(join(__dirname, '../../content/search/thesaurus.txt'), 'utf8')).problems).toEqual([])
  })
})

describe('words of kinds of queries', () => {
  test('reads each list under its heading, entries as the search normalises them', () => {
    const text = ['# a comment', '[api]', 'API, метод  # the API', '', '[changes]', 'что нового, Январ', '[api]', 'вебхук'].join('\n')
    expect(parseQueryKinds(text)).toEqual({
      kinds: { api: ['api', 'метод', 'вебхук'], integrator: [], changes: ['что нового', 'январ'] },
      problems: [],
    })
  })

  test('lines it cannot read are named with their line, and their entries left out', () => {
    const text = ['crm', '[integrators]', 'из своей', '[integrator]', 'на сервер, сервер, сервер', '[changes]', 'н, 20\\d\\d, май|мая'].join('\n')
    const { kinds, problems } = parseQueryKinds(text)
    expect(formatProblems('query-kinds.txt', problems)).toMatchInlineSnapshot(`
"query-kinds.txt:1: words before the first [list] heading
query-kinds.txt:2: "[integrators]" names no list; the lists are [api], [integrator], [changes]
query-kinds.txt:5: "сервер" is in [integrator] already, on line 5
query-kinds.txt:7: "н" has fewer than 3 letters: it would begin too many words
query-kinds.txt:7: "20\\d\\d" is not words: letters and digits, one space or hyphen between words
query-kinds.txt:7: "май|мая" is not words: letters and digits, one space or hyphen between words"
`)
    expect(kinds).toEqual({ api: [], integrator: ['на сервер', 'сервер'], changes: [] })
  })

  test("the site's words of kinds of queries read without problems, and every list has some", () => {
    const { kinds, problems } = parseQueryKinds(readFileSync(join(__dirname, '../../content/search/query-kinds.txt'), 'utf8'))
    expect(problems).toEqual([])
    for (const list of Object.values(kinds)) expect(list.length).toBeGreaterThan(0)
  })
})
