import React from 'react'
import { render, screen, act, fireEvent } from '@testing-library/react'
import { Loading, SPINNER_DELAY_MS } from '.'

describe('Loading', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  test('the spinner appears only after 200 ms', () => {
    render(<Loading retry={() => undefined} />)
    expect(screen.queryByRole('status')).toBeNull()
    act(() => {
      jest.advanceTimersByTime(SPINNER_DELAY_MS)
    })
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…')
  })

  test('a failure shows the error text and Retry', () => {
    const retry = jest.fn()
    render(<Loading error={new Error('chunk 42 failed')} retry={retry} />)
    expect(screen.getByRole('alert')).toHaveTextContent('chunk 42 failed')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(retry).toHaveBeenCalledTimes(1)
  })
})
