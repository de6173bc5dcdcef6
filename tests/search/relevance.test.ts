import { HELD_OUT_QUERIES, READERS_BATCHES, RELEVANCE_QUERIES, TUNING_QUERIES } from './queries'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BLIND_QUERIES } from './blindQueries'
import { analyze, normalize } from '../../src/search/tokenize'
import { highlightParts } from '../../src/browser/highlightParts'
import { parseThesaurus } from '../../src/search/thesaurus'
import { siteSearch, measureByClass, pagesOf, lunrBaseline } from './searchFixture'

/**
 * What the ranking must reach on the held-out half, which no weight was chosen on (docs/search.md): hit@3 in every
 * class (a class below the 90% target has its own floor, what the ranking reaches), MRR overall, and not behind lunr
 * in any class but those listed.
 */
const HELD_OUT_FLOOR = {
  classHit3: 0.9,
  // What the ranking reaches where it is short of the 90% target (docs/search.md): the held-out floor, not a goal.
  hit3ByClass: {} as Record<string, number>,
  mrr: 0.87,
  // Classes where lunr is still ahead on the held-out half in hit@3 or MRR: none (docs/search.md).
  behindLunr: [] as string[],
}

/**
 * The held-out half of the batch of readers' own words (tests/search/spokenQueries.ts). The target is 90% hit@3 in
 * each kind; where the ranking is short of it, the floor is what it reaches today, so that it does not fall back.
 */
const SPOKEN_FLOOR: Record<string, number> = { spoken: 0.92, synonym: 0.92, task: 0.92, all: 0.94 }

/** The held-out half of the second batch of readers' own words (tests/search/ticketQueries.ts), as the first's. */
const TICKET_FLOOR: Record<string, number> = { task: 0.89, all: 0.94 }

/** The held-out half of the third batch (tests/search/chatQueries.ts), as the first's. */
const CHAT_FLOOR: Record<string, number> = { spoken: 0.78, synonym: 0.6, task: 0.75, all: 0.73 }

/** The held-out half of the fourth batch (tests/search/customerQueries.ts), as the first's. */
const CUSTOMER_FLOOR: Record<string, number> = { spoken: 0.92, synonym: 0.88, task: 0.84, all: 0.9 }

/** The held-out half of the fifth batch (tests/search/supportQueries.ts), as the first's. */
const SUPPORT_FLOOR: Record<string, number> = { spoken: 0.7, task: 0.85, all: 0.85 }

/**
 * What the ranking reaches on the blind set (tests/search/blindQueries.ts), which nobody tuned to: floors that keep
 * it from falling back, not goals to tune for.
 */
const BLIND_FLOOR = {
  hit3ByClass: { synonym: 0.95, lookup: 0.95 } as Record<string, number>,
  mrr: 0.83,
}

/**
 * Relevance of the site search against a plain lunr + lunr-languages (ru, en) index of the same records: the gates.
 * The figures themselves, and the tuning half's misses, are printed by `npm run bench:relevance`.
 */
describe('search relevance', () => {
  const { records, search } = siteSearch()
  const ours = (query: string) => pagesOf(search(query, 30).map((hit) => hit.url))

  const baselineSearch = lunrBaseline(records)
  /** The page a query leads to, or 'nothing'. */
  const first = (query: string) => search(query, 1)[0]?.url ?? 'nothing'

  test('the query set is large enough, covers every class and is split in two halves', () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(200)
    const classes = [...new Set(RELEVANCE_QUERIES.map((q) => q[2]))].sort()
    expect(classes).toEqual([
      'changes',
      'english',
      'identifier',
      'long',
      'lookup',
      'plain',
      'question',
      'spoken',
      'synonym',
      'task',
      'translit',
      'typo',
      'variant',
    ])
    expect(TUNING_QUERIES.length + HELD_OUT_QUERIES.length).toBe(RELEVANCE_QUERIES.length)
    for (const name of classes) expect([name, HELD_OUT_QUERIES.some((q) => q[2] === name)]).toEqual([name, true])
    expect(new Set(RELEVANCE_QUERIES.map((q) => q[0])).size).toBe(RELEVANCE_QUERIES.length)
    // A query's page is an address of the site, not a source file's path.
    const pages = new Set(records.map((record) => record.url.split('#')[0]))
    expect(RELEVANCE_QUERIES.filter((query) => !pages.has(query[1]))).toEqual([])
  })

  test("held-out half of the batches before the readers' own words: every class at the floor and ahead of lunr", () => {
    // The batches of readers' own words have floors of their own (below): the figures of the batches before them stay.
    const own = READERS_BATCHES.flatMap((batch) => batch.heldOut)
    const earlier = HELD_OUT_QUERIES.filter((query) => !own.includes(query))
    const byClass = measureByClass(earlier, ours)
    const baseline = measureByClass(earlier, baselineSearch)
    for (const [name, measure] of byClass) {
      expect([name, measure.hit3 >= (HELD_OUT_FLOOR.hit3ByClass[name] ?? HELD_OUT_FLOOR.classHit3) - 1e-9]).toEqual([name, true])
      const lunrMeasure = baseline.get(name)!
      if (!HELD_OUT_FLOOR.behindLunr.includes(name))
        expect([name, measure.mrr >= lunrMeasure.mrr && measure.hit3 >= lunrMeasure.hit3]).toEqual([name, true])
    }
    expect(byClass.get('all')!.mrr).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.mrr)
  })

  // Their tuning halves are in the tuning half above.
  // A batch added without a floor of its own fails here (its floor is undefined).
  const floors = [SPOKEN_FLOOR, TICKET_FLOOR, CHAT_FLOOR, CUSTOMER_FLOOR, SUPPORT_FLOOR]
  test.each(READERS_BATCHES.map((batch, i) => [batch.name, batch.heldOut, floors[i]] as const))(
    "the %s batch of readers' own words, held-out half: every kind at the floor",
    (_batch, heldOut, floor) => {
      for (const [name, measure] of measureByClass(heldOut, ours))
        expect([name, measure.hit3 >= (floor[name] ?? HELD_OUT_FLOOR.classHit3) - 1e-9]).toEqual([name, true])
    },
  )

  test('release notes lead a question about what changed, not a task that names a change or something new', () => {
    expect(first('что изменилось в вебхуках')).toMatch(/^\/blog\//)
    for (const task of ['изменение статуса сообщения', 'обновление данных клиента', 'забирать новых заблокированных в crm'])
      expect([task, first(task)]).toEqual([task, expect.stringMatching(/^\/docs\//)])
  })

  test('names as readers misspell them and words of a chat find the page they mean, not nothing', () => {
    // A word no page has and no typo correction reaches: a spelling folded by the tokenizer, or a thesaurus line.
    for (const [query, page] of [
      ['вайбир', /^\/docs\/(channel|template|analytic)\/[a-z-/]*viber/],
      ['воцап шаблон', /^\/docs\/template\/whatsapp\//],
      ['цсв', /^\/docs\//],
      ['галки', /^\/docs\/(faq|analytic)\//],
      ['как включить 2фа', /^\/docs\/profile-user\/profile/],
      ['оферта', /^\/docs\//],
      ['шаблончик для вайбера', /^\/docs\/template\/viber\//],
      ['денежки', /^\/docs\/profile-company\//],
      ['тормознуть сценарий', /^\/docs\/scripts/],
      ['фотку в вайбер', /^\/docs\/template\/viber\//],
      ['блокнуть номер клиента', /^\/docs\/clients\/editclient/],
      ['задолженность по оплате', /^\/docs\/profile-company\/(balance|payments)/],
      ['альфанейм для смс', /^\/docs\/channel\/sms\/connect/],
      ['в смс квадратики вместо букв', /^\/docs\/channel\/sms\/smpp/],
    ] as const)
      expect([query, first(query)]).toEqual([query, expect.stringMatching(page)])
  })

  test('a question of who did it leads to the event log, of who may do it to the page that says', () => {
    expect(first('кто удалил шаблон')).toMatch(/^\/docs\/log\/eventlog/)
    expect(first('кто заходил в кабинет')).toMatch(/^\/docs\/log\/eventlog/)
    expect(first('кто видит отчеты')).toMatch(/^\/docs\/analytic#кто-видит/)
    expect(first('кто может запускать рассылки')).toMatch(/^\/docs\/broadcast/)
  })

  test('a verb of looking («где глянуть», «посмотреть») leaves the subject to decide', () => {
    expect(first('не приходит код где глянуть')).toMatch(/^\/docs\/analytic\/message-report/)
    expect(first('где глянуть статус шаблона')).toMatch(/^\/docs\/template\/general\/status/)
  })

  test('a price told as «counted as two» reaches the page that says so (Snowball keeps «две» apart from «два»)', () => {
    expect(ours('списалось как две смс').slice(0, 3)).toContain('/docs/profile-company/active-rate')
  })

  test("every phrase of the writers' thesaurus is marked where its words stand together, as the search matches it", () => {
    const { entries } = parseThesaurus(readFileSync(join(__dirname, '../../content/search/thesaurus.txt'), 'utf8'))
    const phrases = entries.flatMap((entry) => entry.to)
    const words = (phrase: string) => normalize(phrase).split(/[^\p{L}\p{N}]+/u)
    // A word the tokenizer folds past its own beginning (закрывающие -> закра) cannot be found again by its stem.
    const findable = phrases.filter((p) => analyze(p).length > 1 && analyze(p).every((stem) => words(p).some((word) => word.startsWith(stem))))
    expect(findable.length).toBeGreaterThan(20)
    for (const phrase of findable)
      expect([phrase, highlightParts(phrase, [analyze(phrase).join(' ')]).some((part) => part.marked)]).toEqual([phrase, true])
  })

  test('blind set: every class at its floor', () => {
    const byClass = measureByClass(BLIND_QUERIES, ours)
    for (const [name, measure] of byClass) expect([name, measure.hit3 >= (BLIND_FLOOR.hit3ByClass[name] ?? 0) - 1e-9]).toEqual([name, true])
    expect(byClass.get('all')!.mrr).toBeGreaterThanOrEqual(BLIND_FLOOR.mrr)
  })
})
