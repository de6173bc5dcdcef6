import React from 'react'
import { render, screen, fireEvent, act } from '@testing-library/react'
import { SearchBar, SNIPPET_DELAY_MS } from '.'
import type { SearchHit } from '../../search/format'

jest.mock('../../search/client', () => ({ fetchIndexes: jest.fn(), prefetch: jest.fn(), search: jest.fn(), snippets: jest.fn() }))
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the module jest.mock replaced, read back with its mocks' types
const client = require('../../search/client') as { fetchIndexes: jest.Mock; prefetch: jest.Mock; search: jest.Mock; snippets: jest.Mock }

const hit = (title: string): SearchHit => ({ url: '/docs/template', title, heading: '', breadcrumbs: [], snippet: '', score: 1, matched: ['шаблон'] })

/** A search answer the test releases when it wants. */
function deferred() {
  let resolve: (value: { hits: SearchHit[]; ms: number }) => void = () => undefined
  const promise = new Promise<{ hits: SearchHit[]; ms: number }>((r) => (resolve = r))
  return { promise, resolve }
}

describe('SearchBar', () => {
  beforeEach(() => {
    client.fetchIndexes.mockReset().mockResolvedValue(3)
    client.prefetch.mockReset().mockResolvedValue(undefined)
    client.search.mockReset()
    client.snippets.mockReset().mockImplementation((_context: string, urls: string[]) => Promise.resolve(urls.map((url) => `text of ${url}`)))
  })

  test('nothing loads on render; the pointer on the box or focus starts the worker and the index', () => {
    render(<SearchBar pathname="/docs/api/messages/sending" />)
    expect(client.fetchIndexes).not.toHaveBeenCalled()
    fireEvent.pointerEnter(screen.getByRole('combobox'))
    expect(client.fetchIndexes).toHaveBeenCalledWith('docs/api')
    fireEvent.focus(screen.getByRole('combobox'))
    expect(client.fetchIndexes).toHaveBeenCalledTimes(2)
  })

  test('keystrokes typed while a query runs collapse into the latest one', async () => {
    const first = deferred()
    const last = deferred()
    client.search.mockReturnValueOnce(first.promise).mockReturnValueOnce(last.promise)
    render(<SearchBar pathname="/" />)
    const input = screen.getByRole('combobox')
    // A single letter is not searched; the worker fetches the shard of its words.
    for (const value of ['ш', 'ша', 'шаб', 'шабл']) fireEvent.change(input, { target: { value } })
    expect(client.prefetch.mock.calls).toEqual([['all', 'ш']])
    expect(client.search.mock.calls).toEqual([['all', 'ша', 8]])
    await act(async () => first.resolve({ hits: [], ms: 1 }))
    expect(client.search.mock.calls).toEqual([
      ['all', 'ша', 8],
      ['all', 'шабл', 8],
    ])
    await act(async () => last.resolve({ hits: [hit('Шаблоны сообщений')], ms: 1 }))
    expect(screen.getByRole('option')).toHaveTextContent('Шаблоны сообщений')
    expect(input).toHaveAttribute('aria-expanded', 'true')
  })

  test('an answer to the part typed so far shows until the next one; an answer to erased text does not', async () => {
    const first = deferred()
    const second = deferred()
    const third = deferred()
    client.search.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise).mockReturnValueOnce(third.promise)
    render(<SearchBar pathname="/" />)
    const input = screen.getByRole('combobox')
    fireEvent.change(input, { target: { value: 'шаб' } })
    fireEvent.change(input, { target: { value: 'шаблон' } })
    await act(async () => first.resolve({ hits: [hit('Шаблоны сообщений')], ms: 1 }))
    expect(screen.getByRole('option')).toHaveTextContent('Шаблоны сообщений')
    fireEvent.change(input, { target: { value: 'каскад' } })
    await act(async () => second.resolve({ hits: [hit('Шаблон и статусы')], ms: 1 }))
    expect(screen.getByRole('option')).toHaveTextContent('Шаблоны сообщений')
    expect(client.search.mock.calls.map(([, query]) => query)).toEqual(['шаб', 'шаблон', 'каскад'])
    await act(async () => third.resolve({ hits: [hit('Каскады')], ms: 1 }))
    expect(screen.getByRole('option')).toHaveTextContent('Каскады')
  })

  test('every suggestion shows a snippet: the answer without them shows at once, its snippets follow a pause', async () => {
    const answer = deferred()
    client.search.mockReturnValueOnce(answer.promise)
    render(<SearchBar pathname="/" />)
    const input = screen.getByRole('combobox')
    fireEvent.change(input, { target: { value: 'каскад' } })
    const top = { ...hit('Каскады'), url: '/docs/cascades' }
    const section = { ...hit('Каскады'), url: '/docs/cascades#зачем-нужен-каскад', heading: 'Зачем нужен каскад' }
    await act(async () => answer.resolve({ hits: [top, section], ms: 1 }))
    expect(screen.getAllByRole('option')).toHaveLength(2)
    expect(client.snippets).not.toHaveBeenCalled()
    await act(() => new Promise((resolve) => setTimeout(resolve, SNIPPET_DELAY_MS + 20)))
    expect(client.snippets).toHaveBeenCalledWith('all', ['/docs/cascades', '/docs/cascades#зачем-нужен-каскад'])
    expect(screen.getAllByTestId('search-suggestion-snippet').map((node) => node.textContent)).toEqual([
      'text of /docs/cascades',
      'text of /docs/cascades#зачем-нужен-каскад',
    ])
  })

  describe('a reload while the reader is in the box', () => {
    // jsdom has no Navigation Timing: the page load's type as Chromium reports it (e2e/specs/search.spec.mjs checks it there).
    const loadedBy = (type: string) =>
      Object.defineProperty(performance, 'getEntriesByType', { value: () => [{ type }], configurable: true, writable: true })
    beforeEach(() => client.search.mockResolvedValue({ hits: [hit('Шаблоны сообщений')], ms: 1 }))
    afterEach(() => {
      delete (performance as { getEntriesByType?: unknown }).getEntriesByType
      sessionStorage.clear()
    })

    /** The reader types `query` in the box and the page goes while they are in it. */
    async function leaveTyping(query: string) {
      const page = render(<SearchBar pathname="/" />)
      const input = screen.getByRole('combobox')
      input.focus()
      await act(async () => void fireEvent.change(input, { target: { value: query } }))
      window.dispatchEvent(new Event('pagehide'))
      page.unmount()
    }

    test('gives back the query, focused and searched, once, on the same page', async () => {
      await leaveTyping('шаблон')
      loadedBy('reload')
      await act(async () => void render(<SearchBar pathname="/" />))
      const again = screen.getByRole('combobox')
      expect(again).toHaveValue('шаблон')
      expect(again).toHaveFocus()
      expect(screen.getByRole('option')).toHaveTextContent('Шаблоны сообщений')
      expect(sessionStorage.length).toBe(0)
    })

    test('gives back nothing after a visit that is not a reload, or when the reader had left the box', async () => {
      await leaveTyping('шаблон')
      loadedBy('navigate')
      let second = render(<></>)
      await act(async () => void (second = render(<SearchBar pathname="/" />)))
      expect(screen.getByRole('combobox')).toHaveValue('')
      expect(sessionStorage.length).toBe(0)
      await act(async () => void fireEvent.change(screen.getByRole('combobox'), { target: { value: 'шаблон' } }))
      screen.getByRole('combobox').blur()
      // A note of an earlier page load (a page kept in the back-forward cache goes without loading again) is forgotten.
      sessionStorage.setItem('search.box', JSON.stringify({ path: '/', query: 'старое' }))
      window.dispatchEvent(new Event('pagehide'))
      expect(sessionStorage.length).toBe(0)
      second.unmount()
    })
  })
})
