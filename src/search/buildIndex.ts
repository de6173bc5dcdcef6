import { analyze } from './tokenize'
import { createFieldIndex, fieldMaps, indexTerms } from './flexIndex'
import { type SearchContext, type SearchRecord, type SerializedIndex, type SerializedSnippets } from './format'

/** Length of the text kept per record for result snippets. */
export const SNIPPET_SOURCE_LENGTH = 280

/** Document frequencies over all records of the site (every context), for comparable IDF. */
export function documentFrequencies(records: SearchRecord[]): Map<string, number> {
  const df = new Map<string, number>()
  for (const record of records) {
    for (const term of new Set([...analyze(record.title), ...analyze(record.heading), ...analyze(record.text)])) df.set(term, (df.get(term) ?? 0) + 1)
  }
  return df
}

/** Builds the serialised index of one context: a FlexSearch export plus what BM25 needs besides. */
export function buildSearchIndex(
  context: SearchContext,
  records: SearchRecord[],
  site: { total: number; df: Map<string, number> } = { total: records.length, df: documentFrequencies(records) },
): SerializedIndex {
  const index = createFieldIndex()
  records.forEach((record, id) => index.add({ id, title: record.title, heading: record.heading, body: record.text }))
  const flex: SerializedIndex['flex'] = {}
  // Stored parsed, so the worker parses the file once (FlexSearch's import takes parsed data too).
  index.export((key: string, data: string) => void (flex[key] = JSON.parse(data)))
  return {
    v: 3,
    context,
    docs: records.map((r) => [r.url, r.title, r.heading, r.breadcrumbs.join(' › ')]),
    lengths: records.map((r) => [analyze(r.title).length, analyze(r.heading).length, analyze(r.text).length]),
    total: site.total,
    df: indexTerms(fieldMaps(index)).map((term) => site.df.get(term) ?? 1),
    flex,
  }
}

/** The snippet sources of the same records (a separate file: the dropdown never needs them). */
export function buildSnippets(records: SearchRecord[]): SerializedSnippets {
  return records.map((r) => r.text.slice(0, SNIPPET_SOURCE_LENGTH))
}
