import React from 'react'
import { render, screen, fireEvent } from '@testing-library/react'
import { AnnouncementProvider } from '../../state/announcement'
import { AnnouncementBar } from '.'
import { siteConfig } from '../../config/client'

const renderBar = () => render(<AnnouncementBar />, { wrapper: AnnouncementProvider })

describe('AnnouncementBar', () => {
  beforeEach(() => {
    localStorage.clear()
    document.documentElement.removeAttribute('data-announcement-dismissed')
  })

  test('shows the configured announcement and remembers its dismissal', () => {
    renderBar()
    expect(screen.getByTestId('announcement-bar')).toHaveTextContent(siteConfig.announcement?.content ?? '')
    fireEvent.click(screen.getByTestId('announcement-close'))
    expect(screen.queryByTestId('announcement-bar')).toBeNull()
    expect(localStorage.getItem('announcement.dismiss')).toBe('true')
    expect(localStorage.getItem('announcement.id')).toBe(siteConfig.announcement?.id)
  })

  test('stays closed when the head script marked it dismissed', () => {
    document.documentElement.setAttribute('data-announcement-dismissed', '')
    renderBar()
    expect(screen.queryByTestId('announcement-bar')).toBeNull()
  })
})
