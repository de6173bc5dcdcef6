import React from 'react'
import { render, screen } from '@testing-library/react'
import { Tabs, TabItem } from '.'

/** Two tabs, as a page writes them: the personal account's way first, then the API's. */
const renderTabs = (defaultValue?: string) =>
  render(
    <Tabs defaultValue={defaultValue}>
      <TabItem value="cabinet" label="Личный кабинет">
        <p>Откройте раздел.</p>
      </TabItem>
      <TabItem value="api" label="API">
        <p>Вызовите метод.</p>
      </TabItem>
    </Tabs>,
  )

test('renders ARIA tabs with the first selected and the other panels hidden, for the browser to switch', () => {
  renderTabs()
  const tabs = screen.getAllByRole('tab')
  expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
    ['Личный кабинет', 'true', 0],
    ['API', 'false', -1],
  ])
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Откройте раздел.')
  expect(document.getElementById(tabs[1].getAttribute('aria-controls') ?? '')).not.toBeVisible()
})

test('defaultValue selects its tab at first', () => {
  renderTabs('api')
  expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true'])
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Вызовите метод.')
})
