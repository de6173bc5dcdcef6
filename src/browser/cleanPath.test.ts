import { cleanPath } from './cleanPath'

describe('cleanPath', () => {
  test.each([
    ['/docs/start/whatis', ['/docs/start/whatis.html', '/docs/start/whatis/index.html']],
    ['/docs', ['/docs/index.html']],
    ['/', ['/index.html']],
    ['/blog/page/2', ['/blog/page/2.html']],
  ])('the page %s is what %j meant', (page, addresses) => {
    for (const address of addresses) expect(cleanPath(address)).toBe(page)
  })

  test.each(['/docs/no-such-page', '/', '/docs/start/', '/404.html', '/404/index.html', '/files/report.htm'])('%s is left alone', (path) => {
    expect(cleanPath(path)).toBeNull()
  })

  test('a site under a sub-path keeps its prefix out of the page path', () => {
    expect(cleanPath('/help/docs/start/whatis.html', '/help')).toBe('/docs/start/whatis')
    expect(cleanPath('/help/index.html', '/help')).toBe('/')
  })

  test.each([
    ['a second slash', '//evil.example/x.html'],
    ['a second slash, index', '//evil.example/index.html'],
    ['a backslash', '/\\evil.example/x.html'],
    ['an escaped backslash', '/%5Cevil.example/x.html'],
    ['escaped slashes', '/%2F%2Fevil.example/x.html'],
    ['a tab', '/\t/evil.example/x.html'],
    ['an escaped tab', '/%09/evil.example/x.html'],
    ['an escaped newline', '/%0A/evil.example/x.html'],
    ['a backslash further in', '/docs\\evil.example/x.html'],
  ])('a path a browser would read as another host (%s) is left alone: %s', (_, path) => {
    expect(cleanPath(path)).toBeNull()
    expect(cleanPath(`/help${path}`, '/help')).toBeNull()
  })

  test('under a prefix, a path outside it is left alone', () => {
    expect(cleanPath('/helpdesk/x.html', '/help')).toBeNull()
    expect(cleanPath('/other/x.html', '/help')).toBeNull()
  })

  test('a malformed escape does not throw', () => {
    expect(cleanPath('/docs/%E0%A4%A.html')).toBe('/docs/%E0%A4%A')
    expect(cleanPath('/%.html')).toBe('/%')
  })
})
