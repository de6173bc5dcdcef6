import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { highlightBlock, highlightLines, TOKEN_COLOURS } from './highlight'

const classes = (code: string, language: string) => highlightLines(code, language).map((line) => line.map((s) => [s.className, s.text]))

describe('build-time highlighting', () => {
  test('JSON: one run per colour, spaces between runs of one colour joined', () => {
    expect(classes('{ "to": { "phone": "+7" }, "ttl": 60 }', 'json')).toEqual([
      [
        ['t-o', '{'],
        ['', ' '],
        ['t-p', '"to"'],
        ['t-o', ': {'],
        ['', ' '],
        ['t-p', '"phone"'],
        ['t-o', ':'],
        ['', ' '],
        ['t-s', '"+7"'],
        ['', ' '],
        ['t-o', '},'],
        ['', ' '],
        ['t-p', '"ttl"'],
        ['t-o', ':'],
        ['', ' '],
        ['t-n', '60'],
        ['', ' '],
        ['t-o', '}'],
      ],
    ])
  })

  test.each([
    ['a comment', 'bash', '# note', 't-c'],
    ['a keyword', 'python', 'import json', 't-k'],
    ['a function', 'javascript', 'fetch(url)', 't-f'],
  ])('%s gets the class of its colour', (_name, language, code, className) => {
    expect(highlightLines(code, language)[0][0].className).toBe(className)
  })

  test('kinds the theme does not colour are plain text', () => {
    // A regular expression literal is Prism's `regex`, which the theme leaves plain.
    const line = highlightLines('x = /ab+/', 'javascript')[0]
    expect(line[line.length - 1]).toEqual({ text: ' /ab+/', className: '' })
  })

  test('every colour is a rule of the stylesheet, in the same order', () => {
    const css = readFileSync(join(__dirname, 'prism.css'), 'utf8')
    const rules = [...css.matchAll(/^\.(t-[a-wyz])[\s,{]/gm)].map((m) => m[1])
    expect(rules).toEqual(TOKEN_COLOURS.map((c) => c.className))
  })

  test('a block takes its most frequent colour as its base: those runs need no element, plain text gets its own class', () => {
    const json = highlightBlock('{ "a": [1, 2], "b": null }', 'json')
    expect(json.base).toBe('t-o')
    expect(json.lines[0].filter((s) => s.className === 't-o')).toEqual([])
    expect(json.lines[0].map((s) => s.text).join('')).toBe('{ "a": [1, 2], "b": null }')
    const shell = highlightBlock('curl --url https://api.example/v1 --header a', 'bash')
    expect(shell.base).toBe('')
    // Comments never become the base: their italics would slant the other colours.
    expect(highlightBlock('# one\n# two\nx', 'bash').base).not.toBe('t-c')
  })

  test('with a base colour, uncoloured words are marked plain and spaces stay bare', () => {
    const { base, lines } = highlightBlock('[a, b, c]', 'javascript')
    expect(base).toBe('t-o')
    expect(lines[0]).toContainEqual({ text: 'a', className: 't-x' })
    expect(lines[0].filter((s) => s.text.trim() === '').every((s) => s.className === '')).toBe(true)
  })
})
