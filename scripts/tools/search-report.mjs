#!/usr/bin/env node
// What readers searched for and did not find: reads a CSV export of the site's `search` events
// (src/browser/searchEvents.ts) and prints the queries that found nothing or whose results nobody opened, most
// frequent first, each beside the thesaurus lines that already cover its words. content/AUTHORING.md tells writers
// how to make the export and read the report.
//
//   npm run search-report -- export.csv [--thesaurus content/search/thesaurus.txt]
//
// The export: a header row, then one row per query, result count and chosen rank. Lines from `#` and blank lines
// above the header are skipped (GA4 writes its report's name and dates there). Columns, in any order:
//   search_term     the masked query                                (also: Поисковый запрос, Search term, term)
//   search_results  how many results it showed                      (also: results)
//   chosen_rank     the rank of the result opened, or none          (also: rank)
//   event_count     how many times that row happened; 1 when absent (also: Количество событий, Event count, count, events)
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { parse } from 'csv-parse/sync'

const ROOT = join(import.meta.dirname, '..', '..')
const DEFAULT_THESAURUS = 'content/search/thesaurus.txt'

/** The columns the report reads, each with the headers it is known by (compared without case). */
export const COLUMNS = {
  term: ['search_term', 'поисковый запрос', 'search term', 'term'],
  results: ['search_results', 'results'],
  rank: ['chosen_rank', 'rank'],
  count: ['event_count', 'количество событий', 'event count', 'count', 'events'],
}
/** What a rank column holds when no result was opened: the site's own mark, GA4's mark for a missing value, or nothing. */
const NO_RANK = new Set(['none', '(not set)', ''])

export class ReportError extends Error {}

/** A whole number as exports write it, thousands grouped or not: 1234, 1 234, 1,234. */
function wholeNumber(text) {
  const digits = text.trim()
  return /^\d+$/.test(digits) || /^\d{1,3}(?:[ ,\u00a0]\d{3})+$/.test(digits) ? Number(digits.replace(/\D/g, '')) : null
}

/** The rows of an export: `{ term, results, rank, count, line }`, rank null for none; bad input names its line. */
export function readExport(text, file) {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  let skipped = 0
  while (skipped < lines.length && (lines[skipped].trim() === '' || lines[skipped].startsWith('#'))) skipped++
  if (skipped === lines.length)
    throw new ReportError(`${file}: no header row (expected columns ${COLUMNS.term[0]}, ${COLUMNS.results[0]}, ${COLUMNS.rank[0]})`)
  let records
  try {
    records = parse(lines.slice(skipped).join('\n'), { skip_empty_lines: true, relax_column_count: false, info: true })
  } catch (error) {
    const line = error.lines === undefined ? '' : `:${error.lines + skipped}`
    throw new ReportError(`${file}${line}: ${error.message}`)
  }
  const [{ record: header }, ...rows] = records
  const headerLine = skipped + 1
  const names = header.map((name) => name.trim().toLowerCase())
  const index = {}
  for (const [key, known] of Object.entries(COLUMNS)) {
    index[key] = names.findIndex((name) => known.includes(name))
    if (index[key] === -1 && key !== 'count')
      throw new ReportError(`${file}:${headerLine}: no ${key} column (expected one of: ${known.join(', ')}; found: ${header.join(', ')})`)
  }
  return rows.map(({ record, info }) => {
    const line = info.lines + skipped
    const term = record[index.term].trim()
    const results = wholeNumber(record[index.results])
    if (results === null) throw new ReportError(`${file}:${line}: ${header[index.results]} "${record[index.results]}" is not a whole number`)
    const rankText = record[index.rank].trim()
    const rank = NO_RANK.has(rankText.toLowerCase()) ? null : wholeNumber(rankText)
    if (rank === 0 || (rank === null && !NO_RANK.has(rankText.toLowerCase())))
      throw new ReportError(`${file}:${line}: ${header[index.rank]} "${rankText}" is neither a rank (1, 2, …) nor none`)
    const count = index.count === -1 ? 1 : wholeNumber(record[index.count])
    if (count === null) throw new ReportError(`${file}:${line}: ${header[index.count]} "${record[index.count]}" is not a whole number`)
    return { term, results, rank, count, line }
  })
}

/**
 * The queries readers did not find, most frequent first: per term, how many searches found nothing and how many
 * showed results that nobody opened, beside all its searches. A term whose every search was answered is left out.
 */
export function unanswered(rows) {
  const byTerm = new Map()
  for (const row of rows) {
    const entry = byTerm.get(row.term) ?? { term: row.term, searches: 0, noResults: 0, noClick: 0 }
    entry.searches += row.count
    if (row.results === 0) entry.noResults += row.count
    else if (row.rank === null) entry.noClick += row.count
    byTerm.set(row.term, entry)
  }
  const missed = (entry) => entry.noResults + entry.noClick
  return [...byTerm.values()]
    .filter((entry) => missed(entry) > 0)
    .sort((a, b) => missed(b) - missed(a) || b.searches - a.searches || a.term.localeCompare(b.term, 'ru'))
}

/** The search's own tokenizer and thesaurus reader, through the TypeScript modules the build uses. */
function searchModules() {
  const require = createRequire(join(ROOT, 'package.json'))
  require('ts-node').register({ transpileOnly: true, compilerOptions: { module: 'commonjs', moduleResolution: 'node' } })
  const { analyze } = require(join(ROOT, 'src/search/tokenize.ts'))
  const { parseThesaurus } = require(join(ROOT, 'src/search/thesaurus.ts'))
  const { MASK_MARKS } = require(join(ROOT, 'src/browser/searchTerm.ts'))
  return { analyze, parseThesaurus, marks: Object.values(MASK_MARKS) }
}

/**
 * For each query, the thesaurus lines a search for it already uses: a line whose group, or the left-hand side of whose
 * expansion, has a word that folds to the same stem as a word of the query.
 */
export function coveringLines(terms, thesaurusText, { analyze, parseThesaurus, marks }) {
  const source = thesaurusText.split(/\r?\n/)
  const keyed = parseThesaurus(thesaurusText).entries.map((entry) => ({
    line: entry.line,
    text: source[entry.line - 1].replace(/#.*$/, '').trim(),
    stems: new Set(entry.from.flatMap((word) => analyze(word))),
  }))
  return new Map(
    terms.map((term) => {
      // A mask stands for what the reader typed, not for the word it is spelt with («[email]» is no query for e-mail).
      const stems = analyze(marks.reduce((text, mark) => text.replaceAll(mark, ' '), term))
      return [term, keyed.filter((entry) => stems.some((stem) => entry.stems.has(stem)))]
    }),
  )
}

/** The report as text: a summary line, then one block per query. */
export function formatReport({ file, rows, missed, covering, thesaurusFile }) {
  const searches = rows.reduce((sum, row) => sum + row.count, 0)
  const terms = new Set(rows.map((row) => row.term)).size
  const out = [
    `${file}: ${searches} searches of ${terms} queries; ${missed.length} queries found nothing or had no result opened.`,
    '',
    'no results  no click  searches  query',
  ]
  for (const entry of missed) {
    const counts = [String(entry.noResults).padStart(10), String(entry.noClick).padStart(8), String(entry.searches).padStart(8)]
    out.push(`${counts.join('  ')}  ${entry.term}`)
    const lines = covering.get(entry.term) ?? []
    if (lines.length === 0) out.push(`${' '.repeat(32)}thesaurus: none`)
    for (const line of lines) out.push(`${' '.repeat(32)}thesaurus: ${thesaurusFile}:${line.line}  ${line.text}`)
  }
  return out.join('\n')
}

function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { thesaurus: { type: 'string', default: DEFAULT_THESAURUS } },
  })
  if (positionals.length !== 1) throw new ReportError('usage: npm run search-report -- export.csv [--thesaurus content/search/thesaurus.txt]')
  const read = (path, what) => {
    try {
      return readFileSync(path, 'utf8')
    } catch (error) {
      throw new ReportError(`cannot read the ${what} ${path}: ${error.code ?? error.message}`)
    }
  }
  const file = positionals[0]
  const rows = readExport(read(file, 'export'), file)
  const missed = unanswered(rows)
  const thesaurusPath = resolve(ROOT, values.thesaurus)
  const covering = coveringLines(
    missed.map((entry) => entry.term),
    read(thesaurusPath, 'thesaurus'),
    searchModules(),
  )
  return formatReport({ file, rows, missed, covering, thesaurusFile: relative(ROOT, thesaurusPath) })
}

if (process.argv[1] === import.meta.filename) {
  try {
    console.log(main(process.argv.slice(2)))
  } catch (error) {
    if (!(error instanceof ReportError)) throw error
    console.error(`search-report: ${error.message}`)
    process.exitCode = 1
  }
}
