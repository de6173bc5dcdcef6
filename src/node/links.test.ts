import { collectBrokenLinks, formatBrokenLinks, normalizeRoute } from './links'
import { WarningCollector } from './errors'

describe('link checking', () => {
  const pages = [
    { path: '/docs/start', anchors: ['шаги'], sourceFile: 'content/docs/start/index.mdx' },
    { path: '/blog', anchors: null },
  ]

  test.each([
    ['/docs/start/', '/docs/start'],
    ['/docs/start/index.html', '/docs/start'],
    ['/docs/start.html', '/docs/start'],
    ['/', '/'],
  ])('normalizeRoute(%s) = %s', (input, output) => expect(normalizeRoute(input)).toBe(output))

  test('missing pages are errors, bad anchors and markdown links are warnings', () => {
    const warnings = new WarningCollector()
    const broken = collectBrokenLinks(
      [
        {
          sourceFile: 'content/docs/start/index.mdx',
          links: [
            { target: '/docs/start/', line: 3 },
            { target: '/docs/start#шаги', line: 4 },
            { target: '/docs/start#нет', line: 5 },
            { target: '/docs/nowhere', line: 6 },
            { target: 'https://example.com/x', line: 7 },
            { target: './missing.mdx', line: 8 },
            { target: '#нет-такого', line: 9 },
            { target: '/blog?x=1', line: 10 },
          ],
        },
      ],
      pages,
      { root: '/nonexistent', staticDir: '/nonexistent/static', warnings },
    )
    expect(broken).toEqual([{ sourceFile: 'content/docs/start/index.mdx', line: 6, target: '/docs/nowhere' }])
    expect(warnings.format()).toMatchInlineSnapshot(`
      "Broken anchors (2):
        - content/docs/start/index.mdx:5: /docs/start#нет
        - content/docs/start/index.mdx:9: #нет-такого
      Broken markdown links (1):
        - content/docs/start/index.mdx:8: ./missing.mdx"
    `)
    expect(formatBrokenLinks(broken)).toContain('content/docs/start/index.mdx:6: /docs/nowhere')
  })
})
