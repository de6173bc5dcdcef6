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
})
