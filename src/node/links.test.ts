import { collectBrokenLinks, formatBrokenLinks, isAllowedLinkTarget, normalizeRoute } from './links'
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

  test.each(['javascript:alert(1)', ' JavaScript:void(0)', 'data:text/html,<b>x</b>', 'vbscript:x', 'file:///etc/passwd'])(
    'a link to %j is refused with its reason, wherever it is written',
    (target) => {
      const warnings = new WarningCollector()
      const broken = collectBrokenLinks([{ sourceFile: 'content/api/openapi.yaml', links: [{ target, line: 12 }] }], pages, {
        root: '/x',
        staticDir: '/x/static',
        warnings,
      })
      expect(broken).toEqual([
        { sourceFile: 'content/api/openapi.yaml', line: 12, target, reason: 'only http, https and mailto links or site paths are allowed' },
      ])
      expect(formatBrokenLinks(broken)).toContain(
        `content/api/openapi.yaml:12: ${target} (only http, https and mailto links or site paths are allowed)`,
      )
    },
  )

  test.each(['https://example.com', 'http://example.com', 'mailto:a@example.com', '/docs/start', '#шаги', 'page'])(
    '%j is an allowed target',
    (target) => {
      expect(isAllowedLinkTarget(target)).toBe(true)
    },
  )
})
