import React from 'react'
import { render, screen } from '@testing-library/react'
import { Tabs, TabItem } from '.'

test('renders ARIA tabs with the first selected and the other panels hidden, for the browser to switch', () => {
  render(
    <Tabs>
      <TabItem value="cabinet" label="Личный кабинет">
        <p>Откройте раздел.</p>
      </TabItem>
      <TabItem value="api" label="API">
        <p>Вызовите метод.</p>
      </TabItem>
    </Tabs>,
  )
  const tabs = screen.getAllByRole('tab')
  expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
    ['Личный кабинет', 'true', 0],
    ['API', 'false', -1],
  ])
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Откройте раздел.')
  expect(document.getElementById(tabs[1].getAttribute('aria-controls') ?? '')).not.toBeVisible()
})

test('defaultValue selects its tab at first', () => {
  render(
    <Tabs defaultValue="api">
      <TabItem value="cabinet" label="Личный кабинет">
        <p>Откройте раздел.</p>
      </TabItem>
      <TabItem value="api" label="API">
        <p>Вызовите метод.</p>
      </TabItem>
    </Tabs>,
  )
  expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true'])
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Вызовите метод.')
})
