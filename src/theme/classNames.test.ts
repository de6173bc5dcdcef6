import { classNames } from './classNames'

describe('classNames', () => {
  test.each([
    [['link'], 'link'],
    [['link', 'active'], 'link active'],
    [['link', false], 'link'],
    [[false, 'nested'], 'nested'],
    [['pre', undefined, null, ''], 'pre'],
    [[false], ''],
  ] as Array<[Array<string | false | null | undefined>, string]>)('%j -> %j', (names, expected) => {
    expect(classNames(...names)).toBe(expected)
  })
})
