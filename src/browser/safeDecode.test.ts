import { correctAddress, keepAddressWellFormed, safeDecode, wellFormed } from './safeDecode'

/** A window at `pathname` + `search` + `hash` whose history records each address it is given in `replaced`. */
const win = (replaced: string[], pathname: string, search: string, hash: string) => ({
  location: { pathname, search, hash } as Location,
  history: { state: null, replaceState: (_: unknown, __: string, url: string) => replaced.push(url) } as unknown as History,
})

describe('safeDecode', () => {
  test.each([
    ['%D0%BE%D1%82%D1%87%D1%91%D1%82', 'отчёт'],
    ['a%20b', 'a b'],
    ['%', '%'],
    ['100%', '100%'],
    ['%%', '%%'],
    ['%zz', '%zz'],
    ['%D0', '\uFFFD'],
    ['%E0%A4%A', '\uFFFD\uFFFD%A'],
    ['%D0%BE%', 'о%'],
    ['%FF%D0%BE', '\uFFFDо'],
  ])('%s reads as %j', (escaped, text) => {
    expect(safeDecode(escaped)).toBe(text)
  })

  test('a well-formed part comes back unchanged, escapes included', () => {
    for (const part of ['/docs/start', '#%D0%BE', '?q=a%2Fb&_highlight=%D1%88', '/a%25b']) expect(wellFormed(part)).toBe(part)
  })

  test.each(['#%', '#%E0%A4%A', '/docs/%', '/docs/tags/%D0', `#${'%'.repeat(10_000)}`])('%s becomes a part decodeURI accepts', (part) => {
    expect(() => decodeURI(part)).toThrow(URIError)
    expect(() => decodeURI(wellFormed(part))).not.toThrow()
  })

  test('the address is rewritten only when a part is malformed', () => {
    const replaced: string[] = []
    correctAddress(win(replaced, '/docs/start', '?q=%D1%88', '#x'), wellFormed)
    expect(replaced).toEqual([])
    correctAddress(win(replaced, '/docs/%', '?_highlight=%', '#%'), wellFormed)
    expect(replaced).toEqual(['/docs/%EF%BF%BD?_highlight=%25#%25'])
  })

  test.each([
    ['/%5Cevil.example/', '/%EF%BF%BDevil.example/'],
    ['/%09/evil.example/', '/%EF%BF%BD/evil.example/'],
    ['/%2F%2Fevil.example/x.html', '/%EF%BF%BD%EF%BF%BDevil.example/x.html'],
    ['/docs/javascript%3Aalert(1)', '/docs/javascript%EF%BF%BDalert(1)'],
    ['/docs/a%3Db%25', '/docs/a%EF%BF%BDb%EF%BF%BD'],
  ])('a path escaping a character no page path has (%s) reads it as U+FFFD', (pathname, expected) => {
    const replaced: string[] = []
    correctAddress(win(replaced, pathname, '?q=%3A', '#%2F'), wellFormed)
    expect(replaced).toEqual([`${expected}?q=%3A#%2F`])
  })

  test('a path of the site’s own characters, escaped Cyrillic included, is left as it is', () => {
    const replaced: string[] = []
    const pathname = '/docs/tags/%D0%BE%D1%82%D1%87%D1%91%D1%82-2_x.y/'
    correctAddress(win(replaced, pathname, '', ''), wellFormed)
    expect(replaced).toEqual([])
  })

  test('the head script’s functions refer to nothing outside themselves, and it corrects every later address too', () => {
    const load = <T>(fn: T): T => new Function(`return ${String(fn)}`)() as T
    const fix = load(wellFormed)
    expect(fix('#%E0%A4%A')).toBe(wellFormed('#%E0%A4%A'))
    const replaced: string[] = []
    const listeners = new Map<string, () => void>()
    const location = { pathname: '/a', search: '', hash: '#%' }
    const window = {
      ...win(replaced, '', '', ''),
      location,
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    } as unknown as Window
    load(keepAddressWellFormed)(window, load(correctAddress), fix)
    expect(replaced).toEqual(['/a#%25'])
    expect([...listeners.keys()].sort()).toEqual(['hashchange', 'popstate'])
    // The reader types a malformed hash; then goes back to a malformed path.
    location.hash = '#%D0'
    listeners.get('hashchange')?.()
    location.pathname = '/docs/%'
    location.hash = ''
    listeners.get('popstate')?.()
    expect(replaced).toEqual(['/a#%25', '/a#%EF%BF%BD', '/docs/%EF%BF%BD'])
  })
})
