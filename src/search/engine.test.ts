import { bestFirst } from './engine'

describe('the best few of many scores', () => {
  test('are those a stable sort of all of them puts first, ties in position order', () => {
    let seed = 7
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
    // Few distinct values, so that many scores tie.
    const scores = Float64Array.from({ length: 2000 }, () => Math.floor(next() * 40) / 4)
    const sorted = [...scores.keys()].sort((a, b) => scores[b] - scores[a])
    for (const count of [1, 8, 16, 100, 1999, 2000, 5000]) expect(bestFirst(scores, count)).toEqual(sorted.slice(0, count))
    expect(bestFirst(scores, 0)).toEqual([])
    expect(bestFirst(new Float64Array(0), 8)).toEqual([])
  })
})
