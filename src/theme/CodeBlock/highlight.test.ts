import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { highlightLines, TOKEN_COLOURS } from './highlight'

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
    const rules = [...css.matchAll(/^\.(t-[a-z])\s*\{/gm)].map((m) => m[1])
    expect(rules).toEqual(TOKEN_COLOURS.map((c) => c.className))
  })
})
