import { safeDecode } from '../../browser/safeDecode'
import { loadChunk } from '../../browser/buildFiles'
import { fetchBuildJson } from '../../browser/buildJson'
import { onBodyEvent } from '../MarkdownBody/delegate'
import { writeClipboard } from '../CodeBlock/client'
import { selectTab, TAB_CHOSEN_EVENT } from '../Tabs/client'
import { storageSlot, STORAGE_KEYS } from '../../state/storage'
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
  const target = document.getElementById(safeDecode(hash.slice(1)))
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

type SampleFile = Record<string, Record<string, string>>

/** Each file of samples is fetched once per page load, when first needed. */
const sampleFiles = new Map<string, Promise<SampleFile>>()

function loadSamples(path: string): Promise<SampleFile> {
  let file = sampleFiles.get(path)
  if (!file) {
    file = fetchBuildJson<SampleFile>(path)
    file.catch(() => sampleFiles.delete(path))
    sampleFiles.set(path, file)
  }
  return file
}

const examplesOf = (operation: HTMLElement): Record<string, string> => JSON.parse(operation.dataset.apiExamples ?? '{}') as Record<string, string>

/** The tab of `value` in the operation's top-level tab list under `container` (the body's variants or examples). */
function tabIn(container: Element | null, value: string): HTMLElement | undefined {
  const list = container?.querySelector(':scope > div > [role="tablist"]')
  return [...(list?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])].find((tab) => tab.dataset.value === value)
}

/**
 * Shows the samples of one request example in every language (fetched with the other examples' samples on
 * first use), with the server the reader chose, and selects the example's variant and example tabs.
 */
async function showExample(operation: HTMLElement, name: string): Promise<void> {
  const variants = examplesOf(operation)
  const file = operation.dataset.apiSamples
  const previous = operation.dataset.apiExample
  if (!file || !(name in variants) || previous === name) return
  operation.dataset.apiExample = name
  for (const tab of [
    tabIn(operation.querySelector('[id="body-variants"]'), variants[name]),
    tabIn(operation.querySelector('[data-api-body-examples]'), name),
  ]) {
    if (tab && tab.getAttribute('aria-selected') !== 'true') selectTab(tab, false)
  }
  let samples: SampleFile
  try {
    samples = await loadSamples(file)
  } catch (error) {
    // The samples still show the previous example; choosing again tries again.
    console.warn('Could not load the samples of the chosen example.', error)
    if (operation.dataset.apiExample === name) operation.dataset.apiExample = previous
    return
  }
  // A later choice made while this one loaded wins.
  if (operation.dataset.apiExample !== name || !samples[name]) return
  const servers = [...operation.querySelectorAll<HTMLElement>('[data-api-server]')]
  const first = servers[0]?.dataset.apiServer
  const current = servers.find((each) => each.getAttribute('aria-pressed') === 'true')?.dataset.apiServer
  for (const holder of operation.querySelectorAll<HTMLElement>('[data-api-sample]')) {
    const html = samples[name][holder.dataset.apiSample ?? '']
    if (html === undefined) continue
    holder.innerHTML = first && current && first !== current ? html.split(first).join(current) : html
  }
}

/** A variant or example of an operation's request body chosen: the samples follow, and the choice is remembered. */
function followExample(event: Event): void {
  const tab = event.target
  if (!(tab instanceof HTMLElement)) return
  const operation = tab.closest<HTMLElement>('[data-api-samples]')
  const container = tab.parentElement?.parentElement?.parentElement
  const value = tab.dataset.value
  if (!operation || !container || !value) return
  let name: string | undefined
  if (container.id === 'body-variants') name = Object.entries(examplesOf(operation)).find(([, variant]) => variant === value)?.[0]
  else if (container.hasAttribute('data-api-body-examples')) name = value
  if (!name) return
  storageSlot(STORAGE_KEYS.apiRequestExample).set(name)
  void showExample(operation, name)
}

/** A body just shown: its operations show the request example the reader chose last, where they have it. */
export function restoreExample(root: ParentNode = document): void {
  const name = storageSlot(STORAGE_KEYS.apiRequestExample).get()
  if (!name) return
  for (const operation of root.querySelectorAll<HTMLElement>('[data-api-samples]')) void showExample(operation, name)
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
 * server buttons switch the address and the samples between production and sandbox; a body variant or example
 * chosen brings its samples; a status opened among the responses shows its example in the response pane; the
 * «Попробовать» button loads the console.
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
  // The console is its own chunk, fetched on the first click: a first visit downloads none of it.
  onBodyEvent('click', '[data-api-try]', (button) => {
    const operation = button.closest<HTMLElement>('[data-api-operation]')
    if (!operation) return
    loadChunk(() => import('./console')).then(
      ({ openConsole }) => openConsole(operation, button),
      (error: unknown) => console.warn('Could not load the console.', error),
    )
  })
  // `toggle` does not bubble: listened for in the capture phase (adding the same listener again does nothing).
  document.addEventListener('toggle', followResponse, true)
  document.addEventListener(TAB_CHOSEN_EVENT, followExample)
  window.addEventListener('hashchange', () => revealTarget())
}
