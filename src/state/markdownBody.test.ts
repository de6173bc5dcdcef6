import { enhanceMarkdownBodies } from './markdownBody'

const mockNavigate = jest.fn()
jest.mock('gatsby', () => ({ navigate: (...args: unknown[]) => mockNavigate(...args), withPrefix: (path: string) => path }))

beforeAll(() => enhanceMarkdownBodies())
beforeEach(() => mockNavigate.mockClear())

const body = (html: string) => {
  document.body.innerHTML = `<div data-markdown-body="">${html}</div><a id="outside" href="/docs/x">x</a>`
}

const tabsHtml = `
  <div role="tablist">
    <button role="tab" id="t0" aria-controls="p0" aria-selected="true" tabindex="0">A</button>
    <button role="tab" id="t1" aria-controls="p1" aria-selected="false" tabindex="-1">B</button>
  </div>
  <div role="tabpanel" id="p0">a</div><div role="tabpanel" id="p1" hidden>b</div>`

test('a click on a tab shows its panel and hides the others', () => {
  body(tabsHtml)
  document.getElementById('t1')!.click()
  expect(document.getElementById('t1')!.getAttribute('aria-selected')).toBe('true')
  expect(document.getElementById('t0')!.getAttribute('aria-selected')).toBe('false')
  expect(document.getElementById('p1')!.hidden).toBe(false)
  expect(document.getElementById('p0')!.hidden).toBe(true)
})

test('arrow keys move to the neighbouring tab, wrapping around', () => {
  body(tabsHtml)
  document.getElementById('t0')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }))
  expect(document.getElementById('t1')!.getAttribute('aria-selected')).toBe('true')
  expect(document.activeElement?.id).toBe('t1')
})

test.each([
  ['an internal page', '<a href="/docs/start?x=1#h">x</a>', '/docs/start?x=1#h'],
  ['a static file', '<a href="/api/openapi.yaml">x</a>', null],
  ['another site', '<a href="https://example.com/docs">x</a>', null],
  ['a new tab', '<a href="/docs/start" target="_blank">x</a>', null],
])('a link to %s', (_name, html, expected) => {
  body(html)
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
  document.querySelector('[data-markdown-body] a')!.dispatchEvent(event)
  if (expected) {
    expect(mockNavigate).toHaveBeenCalledWith(expected)
    expect(event.defaultPrevented).toBe(true)
  } else {
    expect(mockNavigate).not.toHaveBeenCalled()
  }
})

test('links outside the body are left to React', () => {
  body('')
  document.getElementById('outside')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
  expect(mockNavigate).not.toHaveBeenCalled()
})
