import React from 'react'
import { render } from '@testing-library/react'
import { MarkdownBody } from '.'

const mockNavigate = jest.fn()
jest.mock('gatsby', () => ({ navigate: (...args: unknown[]) => mockNavigate(...args), withPrefix: (path: string) => path }))

beforeEach(() => mockNavigate.mockClear())

/** A body as the build renders it, mounted by the component as a page would (which installs the behaviour). */
const mount = (html: string) => {
  document.body.innerHTML = ''
  const result = render(
    <>
      <MarkdownBody html={html} />
      <a id="outside" href="/docs/x">
        x
      </a>
    </>,
  )
  return result.container
}

const tabsHtml = `
  <div role="tablist">
    <button role="tab" id="t0" aria-controls="p0" aria-selected="true" tabindex="0">A</button>
    <button role="tab" id="t1" aria-controls="p1" aria-selected="false" tabindex="-1">B</button>
    <button role="tab" id="t2" aria-controls="p2" aria-selected="false" tabindex="-1">C</button>
  </div>
  <div role="tabpanel" id="p0">a</div><div role="tabpanel" id="p1" hidden>b</div><div role="tabpanel" id="p2" hidden>c</div>`

const byId = (id: string) => document.getElementById(id) as HTMLElement
const key = (id: string, name: string) => byId(id).dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }))

test('shows the HTML the build rendered inside the body marker', () => {
  const container = mount('<p>Текст</p>')
  expect(container.querySelector('[data-markdown-body]')?.innerHTML).toBe('<p>Текст</p>')
})

test('a click on a tab shows its panel and hides the others', () => {
  mount(tabsHtml)
  byId('t1').click()
  expect(byId('t1').getAttribute('aria-selected')).toBe('true')
  expect(byId('t0').getAttribute('aria-selected')).toBe('false')
  expect([byId('p0').hidden, byId('p1').hidden, byId('p2').hidden]).toEqual([true, false, true])
  expect([byId('t0').tabIndex, byId('t1').tabIndex]).toEqual([-1, 0])
})

test.each([
  ['ArrowLeft', 't0', 't2'],
  ['ArrowRight', 't2', 't0'],
  ['End', 't0', 't2'],
  ['Home', 't2', 't0'],
])('%s from %s selects and focuses %s', (name, from, to) => {
  mount(tabsHtml)
  byId(from).click()
  key(from, name)
  expect(byId(to).getAttribute('aria-selected')).toBe('true')
  expect(document.activeElement?.id).toBe(to)
})

test.each([
  ['an internal page', '<a href="/docs/start?x=1#h">x</a>', '/docs/start?x=1#h'],
  ['a static file', '<a href="/api/openapi.yaml">x</a>', null],
  ['another site', '<a href="https://example.com/docs">x</a>', null],
  ['a new tab', '<a href="/docs/start" target="_blank">x</a>', null],
])('a link to %s', (_name, html, expected) => {
  mount(html)
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
  document.querySelector('[data-markdown-body] a')?.dispatchEvent(event)
  if (expected) {
    expect(mockNavigate).toHaveBeenCalledWith(expected)
    expect(event.defaultPrevented).toBe(true)
  } else {
    expect(mockNavigate).not.toHaveBeenCalled()
  }
})

test('links outside the body are left to React', () => {
  mount('')
  byId('outside').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
  expect(mockNavigate).not.toHaveBeenCalled()
})

test('the copy button of a code block copies its code and says so', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined)
  Object.assign(navigator, { clipboard: { writeText } })
  mount(
    '<div data-code-block=""><pre><code><span>GET /v1/channels\n</span></code></pre><button type="button" data-code-copy="">Копировать</button></div>',
  )
  const button = document.querySelector<HTMLButtonElement>('[data-code-copy]') as HTMLButtonElement
  button.click()
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(writeText).toHaveBeenCalledWith('GET /v1/channels')
  expect(button.textContent).toBe('Скопировано')
  expect(button.hasAttribute('data-copied')).toBe(true)
})
