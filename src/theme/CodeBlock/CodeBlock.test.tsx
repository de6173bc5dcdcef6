import React from 'react'
import { render, screen } from '@testing-library/react'
import { CodeBlock } from '.'

const block = (props: Record<string, string>, code: string) =>
  render(
    <CodeBlock>
      <code {...props}>{code}</code>
    </CodeBlock>,
  )

test('a titled block: highlighted lines, the marked ones set apart, focusable for keyboard scrolling, with a copy button', () => {
  const { container } = block({ className: 'language-json', 'data-title': 'Ответ 202', 'data-highlight': '2' }, '{\n  "status": "queued"\n}\n')
  expect(screen.getByText('Ответ 202')).toBeInTheDocument()
  const pre = container.querySelector('pre') as HTMLElement
  expect(pre.tabIndex).toBe(0)
  // A pre has no role that takes a name (ARIA in HTML): the title is shown above it, not put in a label.
  expect(pre).not.toHaveAttribute('aria-label')
  const lines = container.querySelectorAll('code > span')
  expect([...lines].map((line) => line.className)).toEqual(['line', 'line marked', 'line'])
  expect(lines[1].querySelector('.token.property')?.textContent).toBe('"status"')
  expect(screen.getByRole('button', { name: 'Копировать код в буфер обмена' })).toHaveTextContent('Копировать')
})

test('an unknown language is shown as plain text', () => {
  const { container } = block({ className: 'language-nosuchlang' }, 'as it is')
  expect(container.querySelector('pre')?.textContent).toBe('as it is\n')
  expect(container.querySelector('.token')).toBeNull()
})

test('a block without a language', () => {
  const { container } = block({}, 'a\nb')
  expect(container.querySelectorAll('code > span')).toHaveLength(2)
})
