/**
 * Lookups in the shard table of a partitioned index (src/search/format.ts): which term shard holds a term or
 * overlaps a range of terms. The table is sorted by the first term of each shard, the first one starting at ''.
 * (Display and snippet chunks need no table: they hold a fixed number of records each.)
 */

/** Position of the last entry whose first key is not above `key` (the entry whose run contains `key`). */
export function entryOf<K extends string | number>(firsts: readonly K[], key: K): number {
  let lo = 0
  let hi = firsts.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (firsts[mid] <= key) lo = mid + 1
    else hi = mid
  }
  return Math.max(0, lo - 1)
}

/** Every term that starts with `prefix` lies in [prefix, prefixEnd(prefix)]. */
export const prefixEnd = (prefix: string): string => `${prefix}\uffff`

/** Positions of the shards that may hold terms in [from, to]: a prefix's run of terms can span several. */
export function shardsOverlapping(firsts: readonly string[], from: string, to: string): number[] {
  const out: number[] = []
  for (let i = entryOf(firsts, from), last = entryOf(firsts, to); i <= last; i += 1) out.push(i)
  return out
}
