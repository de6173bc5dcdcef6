import { renderMarkdownElsewhere as render } from '../../../tests/site/testSite'

describe('descriptions of the OpenAPI file', () => {
  test('a javascript: link renders as its text, never as a live link, and is still listed for the link check', () => {
    const { html, links } = render({ text: 'См. [подробности](javascript:alert(document.cookie)) и [ошибки](/docs/api/messages/errorcodes).' })
    expect(html).not.toMatch(/javascript:/)
    expect(html).toContain('<span>подробности</span>')
    expect(html).toContain('<a href="/docs/api/messages/errorcodes">ошибки</a>')
    expect(links).toEqual(['javascript:alert(document.cookie)', '/docs/api/messages/errorcodes'])
  })

  test('site paths and error-code links carry the base path of a sub-path build; other URLs do not', () => {
    const { html } = render({
      text: 'Код `RATE_LIMITED`, [обзор](/docs/api#аутентификация), [сайт](https://example.com/x), [почта](mailto:a@example.com).',
      basePath: '/help/center',
      errorCodes: ['RATE_LIMITED'],
    })
    expect(html).toContain('<a href="/help/center/docs/api/messages/errorcodes#error-rate_limited"><code>RATE_LIMITED</code></a>')
    expect(html).toContain(`href="/help/center/docs/api#${encodeURIComponent('аутентификация')}"`)
    expect(html).toContain('href="https://example.com/x"')
    expect(html).toContain('href="mailto:a@example.com"')
  })
})
