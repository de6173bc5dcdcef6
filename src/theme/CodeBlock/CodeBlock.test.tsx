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
  const code = container.querySelector('code') as HTMLElement
  expect(code.textContent).toBe('{\n  "status": "queued"\n}\n')
  // Only the marked line is an element: the others are text and coloured runs between the newlines.
  const marked = container.querySelectorAll('.marked')
  expect([...marked].map((line) => line.textContent)).toEqual(['  "status": "queued"\n'])
  expect(marked[0].querySelector('.t-p')?.textContent).toBe('"status"')
  expect(marked[0].querySelector('.t-s')?.textContent).toBe('"queued"')
  expect(screen.getByRole('button', { name: 'Копировать код в буфер обмена' })).toHaveTextContent('Копировать')
})

test('an unknown language is shown as plain text', () => {
  const { container } = block({ className: 'language-nosuchlang' }, 'as it is')
  expect(container.querySelector('pre')?.textContent).toBe('as it is\n')
  expect(container.querySelector('code span')).toBeNull()
})

test('a block without a language', () => {
  const { container } = block({}, 'a\nb')
  expect(container.querySelector('code')?.innerHTML).toBe('a\nb\n')
})
