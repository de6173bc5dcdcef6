import { analyze } from './tokenize'
import { packFrequencies, type SearchContext, type SearchRecord, type SerializedIndex, type SerializedSnippets } from './format'

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

/** Builds the serialised BM25F index of one context from its records. */
export function buildSearchIndex(
  context: SearchContext,
  records: SearchRecord[],
  site: { total: number; df: Map<string, number> } = { total: records.length, df: documentFrequencies(records) },
): SerializedIndex {
  const postings = new Map<string, Array<[number, number, number, number]>>()
  const lengths: SerializedIndex['lengths'] = []
  records.forEach((record, doc) => {
    const fields = [analyze(record.title), analyze(record.heading), analyze(record.text)]
    lengths.push([fields[0].length, fields[1].length, fields[2].length])
    const counts = new Map<string, [number, number, number]>()
    fields.forEach((terms, field) => {
      for (const term of terms) {
        const entry = counts.get(term) ?? [0, 0, 0]
        entry[field] += 1
        counts.set(term, entry)
      }
    })
    for (const [term, [t, h, b]] of counts) {
      const list = postings.get(term) ?? []
      list.push([doc, t, h, b])
      postings.set(term, list)
    }
  })
  const terms = [...postings.keys()].sort()
  return {
    v: 2,
    context,
    docs: records.map((r) => [r.url, r.title, r.heading, r.breadcrumbs.join(' › ')]),
    lengths,
    terms,
    postings: terms.map((term) => {
      let previous = 0
      return (postings.get(term) ?? []).flatMap(([doc, t, h, b]) => {
        const delta = doc - previous
        previous = doc
        return [delta, packFrequencies(t, h, b)]
      })
    }),
    total: site.total,
    df: terms.map((term) => site.df.get(term) ?? 1),
  }
}

/** The snippet sources of the same records (a separate file: the dropdown never needs them). */
export function buildSnippets(records: SearchRecord[]): SerializedSnippets {
  return records.map((r) => r.text.slice(0, SNIPPET_SOURCE_LENGTH))
}
