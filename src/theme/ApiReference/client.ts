import { onBodyEvent } from '../MarkdownBody/delegate'
import { writeClipboard } from '../CodeBlock/client'
import { selectTab } from '../Tabs/client'
import './styles.module.css'

/** How long a copy button says it copied. */
const COPIED_MS = 2000

function flash(button: HTMLElement): void {
  const label = button.textContent
  const copied = button.dataset.copied
  if (!copied || !label) return
  button.textContent = copied
  window.setTimeout(() => {
    button.textContent = label
  }, COPIED_MS)
}

/** Opens the folds (`<details>`) and variant tabs around an element, so a link to a nested field or a response shows it. */
export function revealTarget(hash: string = window.location.hash): void {
  if (!hash || hash.length < 2) return
  const target = document.getElementById(decodeURIComponent(hash.slice(1)))
  if (!target?.closest('[data-api-operation], [data-api-webhook], table')) return
  for (let node: HTMLElement | null = target; node; node = node.parentElement) {
    if (node instanceof HTMLDetailsElement) node.open = true
    // A row of another variant: show its tab.
    if (node.getAttribute('role') === 'tabpanel' && node.hidden) {
      const tab = document.getElementById(node.getAttribute('aria-labelledby') ?? '')
      if (tab) selectTab(tab, false)
    }
  }
  target.scrollIntoView({ block: 'start' })
}

/** Replaces the server part of the operation's address and of its samples' code. */
function switchServer(button: HTMLElement): void {
  const operation = button.closest<HTMLElement>('[data-api-operation]')
  const next = button.dataset.apiServer
  const current = operation?.querySelector<HTMLElement>('[data-api-server][aria-pressed="true"]')?.dataset.apiServer
  if (!operation || !next || !current || next === current) return
  for (const each of operation.querySelectorAll<HTMLElement>('[data-api-server]')) each.setAttribute('aria-pressed', String(each === button))
  const walker = document.createTreeWalker(operation, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.includes(current)) node.nodeValue = node.nodeValue.split(current).join(next)
  }
}

/** A status opened among an operation's responses: its response pane shows that status's example. */
function followResponse(event: Event): void {
  const details = event.target
  if (!(details instanceof HTMLDetailsElement) || !details.open || !details.id.startsWith('response-')) return
  const status = details.id.slice('response-'.length)
  const pane = details.closest('[data-api-operation]')?.querySelector('[data-api-response-pane]')
  const tab = [...(pane?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])].find((each) => each.dataset.value === status)
  if (tab) selectTab(tab, false)
}

/**
 * The API reference's browser side (src/theme/ApiReference renders everything at build time): the `#` beside
 * a field, parameter, status or error code copies its link; the address of an operation can be copied; the
 * server buttons switch the address and the samples between production and sandbox.
 */
export function installApiReference(): void {
  onBodyEvent('click', '[data-api-link]', (link, event) => {
    const href = link.getAttribute('href') ?? ''
    const url = new URL(href, window.location.href).href
    event.preventDefault()
    window.history.replaceState(window.history.state, '', href)
    revealTarget(href)
    writeClipboard(url).catch((error: unknown) => console.warn('Could not copy the link.', error))
  })
  onBodyEvent('click', '[data-api-copy-url]', (button) => {
    const url = button.closest('[data-api-operation]')?.querySelector('[data-api-url]')?.textContent ?? ''
    writeClipboard(url).then(
      () => flash(button),
      (error: unknown) => console.warn('Could not copy the address.', error),
    )
  })
  onBodyEvent('click', '[data-api-server]', switchServer)
  // `toggle` does not bubble: listened for in the capture phase (adding the same listener again does nothing).
  document.addEventListener('toggle', followResponse, true)
  window.addEventListener('hashchange', () => revealTarget())
}
