import { parseFrontMatter, docFrontMatterSchema, blogFrontMatterSchema } from './frontMatter'

const attempt = (source: string, schema = docFrontMatterSchema) => {
  try {
    parseFrontMatter('content/docs/x.mdx', source, schema)
  } catch (error) {
    return (error as Error).message
  }
  return 'no error'
}

describe('front matter', () => {
  test('a valid doc', () => {
    const parsed = parseFrontMatter('content/docs/x.mdx', '---\ntitle: Каналы\ntags: [sms, 2025]\n---\n\nТекст', docFrontMatterSchema)
    expect(parsed.data).toMatchObject({ title: 'Каналы', tags: ['sms', '2025'], unlisted: false })
    expect(parsed.bodyLine).toBe(5)
  })

  test.each([
    ['---\ndescription: без заголовка\n---\nТекст', 'content/docs/x.mdx:1: front matter: missing "title"'],
    ['---\ntitle: Да\ndescription: a: b\n---\nТекст', 'content/docs/x.mdx:3: malformed front matter'],
    ['Текст без front matter', 'content/docs/x.mdx:1: missing front matter'],
    ['---\ntitle: Да\nsidebar_position: первая\n---\n', 'content/docs/x.mdx:3: front matter: "sidebar_position" expected number, received string'],
    ['---\ntitle: "Что такое платформа\ndescription: Обзор\n---\nТекст', 'content/docs/x.mdx:2: malformed front matter: Missing closing "quote'],
    ['---\ntitle: Да\ntags: [sms\n---\nТекст', 'content/docs/x.mdx:'],
  ])('%j is rejected naming the file', (source, message) => {
    expect(attempt(source)).toContain(message)
  })

  test('keywords: short phrases of the reader, trimmed; none by default', () => {
    const parsed = parseFrontMatter(
      'content/docs/x.mdx',
      '---\ntitle: Каналы\nkeywords: [ чёрный список , заблочить номер]\n---\n',
      docFrontMatterSchema,
    )
    expect(parsed.data.keywords).toEqual(['чёрный список', 'заблочить номер'])
    expect(parseFrontMatter('content/docs/x.mdx', '---\ntitle: Каналы\n---\n', docFrontMatterSchema).data.keywords).toEqual([])
  })

  test.each([
    ['[чёрный список, Чёрный список]', '"keywords" a keyword is repeated'],
    ['[как заблочить номер клиента навсегда]', 'a keyword is at most 4 words'],
    ['["стоп-лист: номера"]', 'a keyword is letters, digits, spaces and hyphens only'],
    [`[${Array.from({ length: 13 }, (_, i) => `слово${i}`).join(', ')}]`, '"keywords" array must contain at most 12 element(s)'],
  ])('keywords %s are rejected with the line', (list, message) => {
    const error = attempt(`---\ntitle: Да\nkeywords: ${list}\n---\n`)
    expect(error).toContain('content/docs/x.mdx:3: front matter:')
    expect(error).toContain(message)
  })

  test.each([
    ['2025-13-45', '"date" 2025-13-45 is not a date in the calendar'],
    ['2025-02-29', '"date" 2025-02-29 is not a date in the calendar'],
    ['16.01.2025', '"date" must be a date like 2025-01-16 (year, month, day)'],
  ])('an impossible or misspelt date %s is named, not rolled over', (date, message) => {
    expect(attempt(`---\ntitle: A\ndate: ${date}\nauthors: [a]\n---\n`, blogFrontMatterSchema as never)).toBe(
      `content/docs/x.mdx:3: front matter: ${message}`,
    )
  })

  test('blog dates come back as YYYY-MM-DD', () => {
    const parsed = parseFrontMatter('content/blog/16-01-25-a.mdx', '---\ntitle: A\ndate: 2025-01-16\nauthors: [a]\n---\n', blogFrontMatterSchema)
    expect(parsed.data.date).toBe('2025-01-16')
    expect(attempt('---\ntitle: A\ndate: 2024-02-29\nauthors: [a]\n---\n', blogFrontMatterSchema as never)).toBe('no error')
  })
})
