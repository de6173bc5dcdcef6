import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const ROOT = join(__dirname, '..', '..')
const SAMPLE = 'tests/search-report/ga4-export.csv'
const THESAURUS = 'tests/search-report/thesaurus.txt'

/** `npm run search-report -- ...args` as a writer runs it, from the site's folder. */
function report(...args: string[]) {
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts/tools/search-report.mjs'), ...args], { cwd: ROOT, encoding: 'utf8' })
  return { status: run.status, stdout: run.stdout, stderr: run.stderr.trim() }
}

describe('npm run search-report', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'search-report-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  /** An export file of these lines, named `name` in the temporary folder. */
  const exportOf = (name: string, ...lines: string[]) => {
    const file = join(dir, name)
    writeFileSync(file, `${lines.join('\n')}\n`)
    return file
  }

  test('the sample GA4 export: unanswered queries, most often first, beside the thesaurus lines they reach', () => {
    const { status, stdout, stderr } = report(SAMPLE, '--thesaurus', THESAURUS)
    expect(stderr).toBe('')
    expect(status).toBe(0)
    expect(stdout).toMatchInlineSnapshot(`
      "tests/search-report/ga4-export.csv: 1738 searches of 14 queries; 12 queries found nothing or had no result opened.

      no results  no click  searches  query
              41         0        41  заказ #
                                      thesaurus: none
               0        33        45  вацап шаблон
                                      thesaurus: tests/search-report/thesaurus.txt:2  whatsapp, ватсап
               0        28        28  как скинуть файл в рассылку
                                      thesaurus: tests/search-report/thesaurus.txt:3  скинуть -> отправить, загрузить
              19         0        19  sozdat shablon dlya rassylki
                                      thesaurus: none
               0        17        20  стоп лист, как убрать номер
                                      thesaurus: none
               0        15        30  рассылка по расписанию
                                      thesaurus: tests/search-report/thesaurus.txt:4  расписание -> время отправки
              11         0        11  [email] не приходит смс
                                      thesaurus: none
               0         9       258  шаблон
                                      thesaurus: none
               9         0         9  [phone]
                                      thesaurus: none
               0         8         8  отписка
                                      thesaurus: none
               0         6        31  ошибка 429
                                      thesaurus: none
               0         4         4  апи ключ
                                      thesaurus: tests/search-report/thesaurus.txt:6  ключ -> key
                                      thesaurus: tests/search-report/thesaurus.txt:7  api, апи
      "
    `)
  })

  test("with the site's own thesaurus by default, every unanswered query of the sample is listed once", () => {
    const { status, stdout } = report(SAMPLE)
    expect(status).toBe(0)
    const queries = stdout
      .split('\n')
      .map((line) => /^\s+\d+\s+\d+\s+\d+ {2}(.+)$/.exec(line)?.[1])
      .filter(Boolean)
    expect(queries).toHaveLength(12)
    expect(new Set(queries).size).toBe(12)
    expect(stdout).toMatch(/content\/search\/thesaurus\.txt:\d+ {2}/)
  })

  test('a query whose every search had a result opened is not listed; without a count column each row is one search', () => {
    const file = exportOf('no-count.csv', 'search_term,search_results,chosen_rank', 'тариф,3,1', 'тариф,3,1', 'заказ #,0,none', 'заказ #,0,')
    const { status, stdout } = report(file, '--thesaurus', THESAURUS)
    expect(status).toBe(0)
    expect(stdout).toContain('4 searches of 2 queries; 1 queries found nothing')
    expect(stdout).toMatch(/^ +2 +0 +2 {2}заказ #$/m)
    expect(stdout).not.toMatch(/тариф/)
  })

  test("the headers of GA4's Russian interface are read as the same columns", () => {
    const file = exportOf('russian.csv', 'Поисковый запрос,search_results,chosen_rank,Количество событий', 'вацап,0,none,"1 204"')
    const { status, stdout } = report(file, '--thesaurus', THESAURUS)
    expect(status).toBe(0)
    expect(stdout).toMatch(/^ +1204 +0 +1204 {2}вацап\n +thesaurus: tests\/search-report\/thesaurus\.txt:2 {2}whatsapp, ватсап$/m)
  })

  test.each([
    [
      'missing.csv',
      ['search_term,search_results', 'шаблон,3'],
      'missing.csv:1: no rank column (expected one of: chosen_rank, rank; found: search_term, search_results)',
    ],
    [
      'rank.csv',
      ['# GA4', 'term,results,rank,count', 'шаблон,3,1,5', 'шаблон,3,первый,2'],
      'rank.csv:4: rank "первый" is neither a rank (1, 2, …) nor none',
    ],
    ['zero.csv', ['term,results,rank', 'шаблон,3,0'], 'zero.csv:2: rank "0" is neither a rank (1, 2, …) nor none'],
    ['results.csv', ['term,results,rank', 'шаблон,много,1'], 'results.csv:2: results "много" is not a whole number'],
    ['count.csv', ['term,results,rank,Event count', 'шаблон,3,1,1.5'], 'count.csv:2: Event count "1.5" is not a whole number'],
    ['columns.csv', ['term,results,rank', 'шаблон,3,1,лишнее'], 'columns.csv:2: Invalid Record Length'],
    ['empty.csv', ['# only comments'], 'empty.csv: no header row'],
  ])('%s: a bad export stops with its file and line', (name, lines, message) => {
    const { status, stdout, stderr } = report(exportOf(name, ...lines))
    expect(status).toBe(1)
    expect(stdout).toBe('')
    expect(stderr).toContain(`search-report: ${join(dir, message)}`)
  })

  test('a missing export or a call without one says what to do', () => {
    expect(report(join(dir, 'nowhere.csv')).stderr).toBe(`search-report: cannot read the export ${join(dir, 'nowhere.csv')}: ENOENT`)
    expect(report()).toMatchObject({
      status: 1,
      stderr: 'search-report: usage: npm run search-report -- export.csv [--thesaurus content/search/thesaurus.txt]',
    })
  })
})
