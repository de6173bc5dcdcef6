import React from 'react'
import { render, screen, fireEvent, act } from '@testing-library/react'
import { ColorModeProvider } from '../../state/colorMode'
import { ColorModeToggle } from '.'

const renderToggle = () => render(<ColorModeToggle />, { wrapper: ColorModeProvider })

describe('ColorModeToggle', () => {
  beforeEach(() => {
    localStorage.clear()
    document.documentElement.setAttribute('data-theme', 'light')
  })

  test('toggles the mode on <html> and stores it', () => {
    renderToggle()
    const button = screen.getByTestId('theme-toggle')
    expect(button).toHaveAccessibleName('Включить тёмную тему')
    fireEvent.click(button)
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark')
    expect(localStorage.getItem('theme')).toBe('dark')
    expect(button).toHaveAccessibleName('Включить светлую тему')
  })

  test('follows a change made in another tab', () => {
    renderToggle()
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }))
    })
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark')
  })

  test('starts from the mode the head script set', () => {
    document.documentElement.setAttribute('data-theme', 'dark')
    renderToggle()
    expect(screen.getByTestId('theme-toggle')).toHaveAccessibleName('Включить светлую тему')
  })
})
