import { extractHeadings, extractLinks, inlineText, plainText, countWords } from './markdown'

describe('markdown readers', () => {
  test.each([
    ['**Жирный** и `код`', 'Жирный и код'],
    ['[Ссылка](/docs/start) в тексте', 'Ссылка в тексте'],
    ['<Brand /> и API', 'и API'],
    ['Экранированная \\{скобка\\}', 'Экранированная {скобка}'],
  ])('inlineText(%j) = %j', (input, expected) => {
    expect(inlineText(input)).toBe(expected)
  })

  test('headings of levels 2 and 3 get the same ids as the rendered anchors', () => {
    const body = ['# Заголовок', '## Подключение канала', '```', '## не заголовок', '```', '### Шаг 1: ключ API', '## Подключение канала', '#### Глубже'].join('\n')
    expect(extractHeadings(body)).toEqual([
      { depth: 2, value: 'Подключение канала', id: 'подключение-канала' },
      { depth: 3, value: 'Шаг 1: ключ API', id: 'шаг-1-ключ-api' },
      { depth: 2, value: 'Подключение канала', id: 'подключение-канала-1' },
    ])
  })

  test('links outside code, with their lines', () => {
    const body = ['Текст [раз](/docs/a) и [два](/docs/b#якорь).', '```', '[нет](/docs/c)', '```', '`[нет](/docs/d)` <a href="/blog">блог</a>', '![схема](/img/x.svg)'].join('\n')
    expect(extractLinks(body, 5)).toEqual([
      { target: '/docs/a', line: 5 },
      { target: '/docs/b#якорь', line: 5 },
      { target: '/blog', line: 9 },
      { target: '/img/x.svg', line: 10 },
    ])
  })

  test('plain text drops code, JSX lines and table rules', () => {
    const body = ['import X from "x"', '', '## Раздел', '', 'Текст с [ссылкой](/a).', '', '| a | b |', '|---|---|', '| 1 | 2 |', '```json', '{"a": 1}', '```', '{/* truncate */}'].join('\n')
    expect(plainText(body)).toBe('Раздел\nТекст с ссылкой.\na   b\n1   2')
    expect(countWords(plainText(body))).toBe(8)
  })
})
