// A seeded random number generator shared by the scripts and the tests that need the same numbers on every
// machine: the synthetic docs of the scale run and the split of the search's query set. CommonJS, so both load it.
'use strict'

/** mulberry32: a tiny 32-bit generator; the same seed gives the same numbers in [0, 1). */
function mulberry32(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

module.exports = { mulberry32 }
