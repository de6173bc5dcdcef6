import React from 'react'
import { render, screen } from '@testing-library/react'
import { Admonition } from '.'

describe('Admonition', () => {
  test('renders a labelled note with its default title', () => {
    const { container } = render(
      <Admonition type="warning">
        <p>Не более 10 сегментов.</p>
      </Admonition>,
    )
    expect(screen.getByRole('note', { name: 'Внимание' })).toBeInTheDocument()
    expect(container.firstChild).toMatchSnapshot()
  })

  test('an unknown type falls back to a note', () => {
    render(<Admonition type={'odd' as never} title="Своё название" />)
    expect(screen.getByRole('note', { name: 'Своё название' })).toHaveClass('note')
  })
})
