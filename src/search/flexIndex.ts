import { Document, type DocumentOptions } from 'flexsearch'
import { analyze, analyzeTitle } from './tokenize'

/**
 * The inverted index is a FlexSearch 0.8 Document with one index per field, built at build time with our
 * tokenizer as its encoder and imported in the worker. FlexSearch files each document under a term in
 * one of `resolution` slots; our `score` puts it in the slot of its term frequency (slot = tf - 1, capped),
 * so the index holds everything BM25 needs and no second posting list is shipped.
 */
export const FIELDS = ['title', 'heading', 'body'] as const

/** Term frequencies above this count as this (BM25 with k1 1.2 has saturated long before). */
export const MAX_TERM_FREQUENCY = 9

export type FieldRecord = { id: number; title: string; heading: string; body: string }

/** Term counts of the content FlexSearch is adding (it asks once per distinct term of the same array). */
const counted = new WeakMap<string[], Map<string, number>>()

function termFrequencySlot(content: string[], term: string): number {
  let counts = counted.get(content)
  if (!counts) {
    counts = new Map()
    for (const token of content) counts.set(token, (counts.get(token) ?? 0) + 1)
    counted.set(content, counts)
  }
  return Math.min(counts.get(term) ?? 1, MAX_TERM_FREQUENCY) - 1
}

/**
 * `encode` is the shared tokenizer and `encodeTitle` the titles' (stop words kept); the index builder passes ones
 * that remember the texts they have analysed.
 */
export function createFieldIndex(
  encode: (text: string) => string[] = analyze,
  encodeTitle: (text: string) => string[] = analyzeTitle,
): Document<FieldRecord> {
  const options = {
    // Every field gets its own descriptor object: FlexSearch 0.8 carries a field's options over to a following
    // field given as a plain name.
    document: { id: 'id', index: FIELDS.map((field) => ({ field, encode: field === 'title' ? encodeTitle : encode })) },
    tokenize: 'strict',
    resolution: MAX_TERM_FREQUENCY,
    encode,
    score: termFrequencySlot,
    fastupdate: false,
    cache: false,
  }
  return new Document<FieldRecord>(options as unknown as DocumentOptions<FieldRecord>)
}

/** FlexSearch's own structure of one field's index: term -> slots of document ids (not in its typings). */
export type SlotMap = Map<string, Array<number[] | undefined>>

export function fieldMaps(index: Document<FieldRecord>): SlotMap[] {
  const fields = (index as unknown as { index: Map<string, { map: SlotMap }> }).index
  return FIELDS.map((field) => fields.get(field)?.map ?? new Map())
}

/** Every term of the index, sorted: the plugin cuts this list into term shards. */
export const indexTerms = (maps: SlotMap[]): string[] => [...new Set(maps.flatMap((map) => [...map.keys()]))].sort()

/** FlexSearch's export key of a field's map ('body.1.map') -> the field's position in FIELDS, or -1. */
export const fieldOfKey = (key: string): number => FIELDS.indexOf(key.slice(0, key.indexOf('.')) as (typeof FIELDS)[number])

/**
 * The record ids the exported map entries of a shard name in each field (FIELDS order), ascending: the builder writes
 * a field's lengths for exactly these records, and the engine reads them back in the same order.
 */
export function idsByField(flex: Record<string, Array<[string, Array<number[] | null>]>>): number[][] {
  const named = FIELDS.map(() => new Set<number>())
  for (const [key, entries] of Object.entries(flex)) {
    const field = fieldOfKey(key)
    if (field < 0) continue
    for (const [, slots] of entries) for (const ids of slots) for (const id of ids ?? []) named[field].add(id)
  }
  return named.map((ids) => [...ids].sort((a, b) => a - b))
}
