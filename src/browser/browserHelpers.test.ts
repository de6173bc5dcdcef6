/** @jest-environment jsdom */
import { highlightTermsFrom } from './highlightParam'
import { hitHref } from '../search/links'
import { highlightParts } from './highlightParts'
import { HIGHLIGHT_LIMITS, markableTerms, markTerms } from './highlightTerms'
import { PAGE_TITLE_WAIT_MS, resetPageViews, sendPageView } from './pageView'
import { syncPreferredVersion } from '../state/preferredVersion'
import { baseUrlBannerScript } from '../head/baseUrlBanner'

describe('_highlight marking', () => {
  test('terms come from every _highlight parameter', () => {
    expect(highlightTermsFrom('?_highlight=viber&_highlight=%D1%88%D0%B0%D0%B1%D0%BB%D0%BE%D0%BD&_highlight=a')).toEqual(['viber', 'шаблон'])
  })

  test('matches are wrapped in <mark>, as text only, outside code', () => {
    document.body.innerHTML = '<div id="c"><p>Шаблон Viber и шаблон SMS</p><pre>шаблон</pre></div>'
    const count = markTerms(document.getElementById('c') as Element, ['шаблон', '<img src=x onerror=alert(1)>'])
    expect(count).toBe(2)
    expect(document.querySelectorAll('mark')).toHaveLength(2)
    expect(document.querySelector('img')).toBeNull()
    expect(document.querySelector('pre')?.innerHTML).toBe('шаблон')
  })

  test('ё and е, upper and lower case, match each other as the search folds them', () => {
    document.body.innerHTML = '<div id="c"><p>Отчёт о сообщениях: отчет, ОТЧЁТ и отчёты.</p></div>'
    expect(markTerms(document.getElementById('c') as Element, ['отчет'])).toBe(4)
    expect([...document.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Отчёт', 'отчет', 'ОТЧЁТ', 'отчёт'])
    document.body.innerHTML = '<div id="c"><p>Отчет о сообщениях</p></div>'
    expect(markTerms(document.getElementById('c') as Element, ['Отчёт'])).toBe(1)
  })

  test('the parts keep the original text where folding changes its length', () => {
    expect(highlightParts('İstanbul отчёт', ['отчет'])).toEqual([
      { text: 'İstanbul ', marked: false },
      { text: 'отчёт', marked: true },
    ])
    expect(highlightParts('Отчёты', ['отчет', 'отчеты'])).toEqual([{ text: 'Отчёты', marked: true }])
    expect(highlightParts('текст', ['т'])).toEqual([{ text: 'текст', marked: false }])
  })

  test('a term marks the words it begins, not the middle of a word', () => {
    const marked = (text: string, terms: string[]) => highlightParts(text, terms).flatMap((part) => (part.marked ? [part.text] : []))
    expect(marked('Сейчас участник получит отчёт за 24 часа', ['час', 'отчет'])).toEqual(['отчёт', 'час'])
    // After a hyphen a word begins; inside a name in camelCase it does not (the name is marked whole, as typed).
    expect(marked('Метод sendMessage, SMS-шлюз', ['message', 'шлюз', 'sendmessage'])).toEqual(['sendMessage', 'шлюз'])
    expect(marked('Метод sendMessage', ['message'])).toEqual([])
    // Nor after a digit: «24 час» is not in «2024 часа».
    expect(marked('2024 часа; 24 часа', ['24 час'])).toEqual(['24 час'])
    // A phrase the search matched whole marks where its words stand together, not each of them elsewhere.
    expect(marked('В тихие часы сообщения ждут; окно 24 часов. Тихие\u00A0часы', ['тих час'])).toEqual(['тихие час', 'Тихие\u00A0час'])
    // A term rejected inside a word does not hide a shorter one that begins the next word.
    expect(marked('пересчёт счёта', ['счет'])).toEqual(['счёт'])
  })

  test('a hand-typed address marks a few short terms at most, each phrase with its words one space apart', () => {
    const many = Array.from({ length: 40 }, (_, i) => `_highlight=слово${i}`).join('&')
    expect(markableTerms(highlightTermsFrom(`?${many}`))).toHaveLength(HIGHLIGHT_LIMITS.terms)
    const typed = `?_highlight=${'а'.repeat(HIGHLIGHT_LIMITS.length + 1)}&_highlight=тих%20%09час&_highlight=и%20в`
    expect(markableTerms(highlightTermsFrom(typed))).toEqual(['тих час'])
    // A search link's phrase reads back as the engine wrote it (src/search/links.ts).
    expect(markableTerms(highlightTermsFrom(hitHref('/docs/a#b', ['тих час', 'c++']).split(/[?#]/)[1]))).toEqual(['тих час', 'c++'])
  })

  test('a malformed escape in the parameter is read as text', () => {
    expect(highlightTermsFrom('?_highlight=%&_highlight=%E0%A4%A')).toEqual(['\uFFFD%A'])
  })
})

describe('page views', () => {
  beforeEach(() => {
    resetPageViews()
    document.title = 'Каналы | Омнилинк'
  })
  const gtagWindow = (gtag: jest.Mock) => Object.assign(window, { gtag }) as Window & { gtag: jest.Mock }

  test('sent when the pathname changes, not when only the query does', () => {
    const gtag = jest.fn()
    expect(sendPageView({ pathname: '/docs/channel', href: 'http://x/docs/channel' }, null, gtagWindow(gtag))).toBe(true)
    expect(gtag).toHaveBeenCalledWith('event', 'page_view', {
      page_title: 'Каналы | Омнилинк',
      page_location: 'http://x/docs/channel',
      page_path: '/docs/channel',
    })
    expect(sendPageView({ pathname: '/docs/channel', href: 'http://x/docs/channel?q=1' }, { pathname: '/docs/channel' }, gtagWindow(gtag))).toBe(
      false,
    )
    expect(sendPageView({ pathname: '/blog', href: 'http://x/blog' }, { pathname: '/docs/channel' }, { document } as unknown as Window)).toBe(false)
  })

  test('a page view waits for its own page title when the route updates before the Head does', async () => {
    const gtag = jest.fn()
    sendPageView({ pathname: '/docs/channel', href: 'http://x/docs/channel' }, null, gtagWindow(gtag))
    sendPageView({ pathname: '/blog', href: 'http://x/blog' }, { pathname: '/docs/channel' }, gtagWindow(gtag))
    expect(gtag).toHaveBeenCalledTimes(1)
    document.title = 'Что нового | Омнилинк'
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(gtag).toHaveBeenCalledTimes(2)
    expect(gtag).toHaveBeenLastCalledWith('event', 'page_view', {
      page_title: 'Что нового | Омнилинк',
      page_location: 'http://x/blog',
      page_path: '/blog',
    })
  })

  test('two pages with one title: the second view is sent after the wait, a newer route update sends it at once', () => {
    jest.useFakeTimers()
    try {
      const gtag = jest.fn()
      sendPageView({ pathname: '/a', href: 'http://x/a' }, null, gtagWindow(gtag))
      sendPageView({ pathname: '/b', href: 'http://x/b' }, { pathname: '/a' }, gtagWindow(gtag))
      jest.advanceTimersByTime(PAGE_TITLE_WAIT_MS)
      expect(gtag).toHaveBeenCalledTimes(2)
      sendPageView({ pathname: '/c', href: 'http://x/c' }, { pathname: '/b' }, gtagWindow(gtag))
      sendPageView({ pathname: '/d', href: 'http://x/d' }, { pathname: '/c' }, gtagWindow(gtag))
      expect(gtag.mock.calls.map(([, , params]) => params.page_path)).toEqual(['/a', '/b', '/c'])
    } finally {
      jest.useRealTimers()
    }
  })
})

describe('preferred docs version', () => {
  test('an unknown version name is cleared, the known one kept', () => {
    localStorage.setItem('docs-preferred-version-default', '2.0')
    expect(syncPreferredVersion()).toBeNull()
    expect(localStorage.getItem('docs-preferred-version-default')).toBeNull()
    localStorage.setItem('docs-preferred-version-default', 'current')
    expect(syncPreferredVersion()).toBe('current')
  })
})

describe('base URL banner', () => {
  test('shows the base URL to use when opened outside the prefix', () => {
    document.body.innerHTML = ''
    new Function(baseUrlBannerScript('/help'))()
    document.dispatchEvent(new Event('DOMContentLoaded'))
    expect(document.getElementById('base-url-banner')?.textContent).toContain('Your site did not load properly')
    expect(document.getElementById('base-url-banner')?.textContent).toContain('/help/')
  })
})
