import React from 'react'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { DocSidebarProvider } from '../../state/docSidebar'
import type { SidebarData, SidebarEntry } from './entries'
import { DocSidebar, MobileDocSidebar } from '.'

const doc = (label: string, href: string): SidebarEntry => ({ type: 'doc', label, href, items: [] })
const category = (label: string, href: string, items: SidebarEntry[] | null): SidebarEntry => ({ type: 'category', label, href, items })

const clients = [doc('Добавить клиента', '/docs/clients/add'), doc('Теги', '/docs/clients/tags')]
const whole: SidebarEntry[] = [
  category('Начало', '/docs/start', [doc('Что это', '/docs/start/whatis')]),
  category('Клиенты', '/docs/clients', clients),
]
/** What /docs/start/whatis carries: its own category open, the other one without its entries. */
const page = (file: string): SidebarData => ({
  sidebarId: 'main',
  file,
  items: [category('Начало', '/docs/start', [doc('Что это', '/docs/start/whatis')]), category('Клиенты', '/docs/clients', null)],
})

const fetchMock = jest.fn()
beforeEach(() => {
  fetchMock.mockReset()
  fetchMock.mockImplementation(async () => ({ ok: true, json: async () => ({ sidebarId: 'main', items: whole }) }))
  global.fetch = fetchMock as unknown as typeof fetch
})

const sidebar = () => screen.getByTestId('doc-sidebar')

describe('DocSidebar', () => {
  test('shows what the page carries without fetching, and a caret costs no icon markup', () => {
    render(
      <DocSidebarProvider sidebar={page('/sidebars/main.000000000001.json')}>
        <DocSidebar activePath="/docs/start/whatis" />
      </DocSidebarProvider>,
    )
    expect(within(sidebar()).getByRole('link', { name: 'Что это' })).toHaveAttribute('aria-current', 'page')
    const caret = within(sidebar()).getByRole('button', { name: 'Развернуть раздел «Клиенты»' })
    expect(caret).toHaveAttribute('aria-expanded', 'false')
    expect(caret.innerHTML).toBe('')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test('opening a category the page left out fetches the sidebar once, shows its entries, and the next page reuses it', async () => {
    const file = '/sidebars/main.000000000002.json'
    const first = render(
      <DocSidebarProvider sidebar={page(file)}>
        <DocSidebar activePath="/docs/start/whatis" />
      </DocSidebarProvider>,
    )
    await act(async () => fireEvent.click(within(sidebar()).getByRole('button', { name: 'Развернуть раздел «Клиенты»' })))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledWith(file)
    expect(within(sidebar()).getByRole('button', { name: 'Свернуть раздел «Клиенты»' })).toHaveAttribute('aria-expanded', 'true')
    expect(within(sidebar()).getByRole('link', { name: 'Теги' })).toHaveAttribute('href', '/docs/clients/tags')
    // Auto-collapse: the open sibling closed.
    expect(within(sidebar()).queryByRole('link', { name: 'Что это' })).toBeNull()
    first.unmount()

    render(
      <DocSidebarProvider sidebar={page(file)}>
        <DocSidebar activePath="/docs/start/whatis" />
      </DocSidebarProvider>,
    )
    fireEvent.click(within(sidebar()).getByRole('button', { name: 'Развернуть раздел «Клиенты»' }))
    expect(within(sidebar()).getByRole('link', { name: 'Добавить клиента' })).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  test('the mobile menu fetches the whole sidebar when it opens; a failed fetch is asked again next time', async () => {
    const file = '/sidebars/main.000000000003.json'
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    fetchMock.mockImplementationOnce(async () => ({ ok: false, status: 503 }))
    const first = render(
      <DocSidebarProvider sidebar={page(file)}>
        <MobileDocSidebar activePath="/docs/start/whatis" onNavigate={() => undefined} />
      </DocSidebarProvider>,
    )
    await act(async () => undefined)
    expect(fetchMock).toHaveBeenCalledWith(file)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${file}: HTTP 503`))
    first.unmount()
    render(
      <DocSidebarProvider sidebar={page(file)}>
        <MobileDocSidebar activePath="/docs/start/whatis" onNavigate={() => undefined} />
      </DocSidebarProvider>,
    )
    await act(async () => undefined)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    fireEvent.click(screen.getByRole('button', { name: 'Развернуть раздел «Клиенты»' }))
    expect(screen.getByRole('link', { name: 'Теги' })).toBeInTheDocument()
    warn.mockRestore()
  })
})
