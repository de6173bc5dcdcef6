import { shortDate, paginate, tagSlug } from './blog'

describe('blog helpers', () => {
  test.each([
    ['2025-01-16', '16-01-25'],
    ['2025-09-11', '11-09-25'],
  ])('shortDate(%s) = %s', (iso, short) => expect(shortDate(iso)).toBe(short))

  test('10 posts a page, newer and older links', () => {
    const pages = paginate(
      '/blog',
      Array.from({ length: 17 }, (_, i) => i),
    )
    expect(pages.map((p) => [p.path, p.items.length, p.newerPath, p.olderPath])).toEqual([
      ['/blog', 10, null, '/blog/page/2'],
      ['/blog/page/2', 7, '/blog', null],
    ])
  })

  test('an empty list still has its first page', () => {
    expect(paginate('/blog/tags/x', [])).toHaveLength(1)
  })

  test.each([
    ['rn', 'rn'],
    ['Каналы и шаблоны', 'каналы-и-шаблоны'],
    ['API v1!', 'api-v1'],
  ])('tagSlug(%j) = %j', (tag, slug) => expect(tagSlug(tag)).toBe(slug))
})
