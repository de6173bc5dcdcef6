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
  const pre = screen.getByLabelText('Ответ 202')
  expect(pre.tagName).toBe('PRE')
  expect(pre.tabIndex).toBe(0)
  const lines = container.querySelectorAll('code > span')
  expect([...lines].map((line) => line.className)).toEqual(['line', 'line marked', 'line'])
  expect(lines[1].querySelector('.token.property')?.textContent).toBe('"status"')
  expect(screen.getByRole('button', { name: 'Копировать код в буфер обмена' })).toHaveTextContent('Копировать')
})

test('an unknown language is shown as plain text, named in the label', () => {
  block({ className: 'language-nosuchlang' }, 'as it is')
  expect(screen.getByLabelText('Код: nosuchlang').textContent).toBe('as it is\n')
})

test('a block without a language', () => {
  const { container } = block({}, 'a\nb')
  expect(container.querySelectorAll('code > span')).toHaveLength(2)
  expect(screen.getByLabelText('Код: text')).toBeInTheDocument()
})
