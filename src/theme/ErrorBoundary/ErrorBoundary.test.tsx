import React from 'react'
import { render, screen, fireEvent } from '@testing-library/react'
import { ErrorBoundary, errorChain } from '.'

let shouldThrow = true

function Fragile() {
  if (shouldThrow) throw new Error('Не удалось показать таблицу', { cause: new Error('нет данных шаблона') })
  return <p>Страница на месте</p>
}

describe('ErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined))
  afterEach(() => jest.restoreAllMocks())

  test('shows the crash screen with the message chain and clears it on Try again', () => {
    shouldThrow = true
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'This page crashed.' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось показать таблицу')
    expect(screen.getByRole('alert')).toHaveTextContent('нет данных шаблона')
    expect(document.title).toBe('Page Error')
    shouldThrow = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText('Страница на месте')).toBeInTheDocument()
  })

  test('errorChain follows causes', () => {
    expect(errorChain(new Error('a', { cause: new Error('b', { cause: 'c' }) }))).toEqual(['a', 'b', 'c'])
  })
})
