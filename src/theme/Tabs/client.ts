import { onBodyEvent } from '../MarkdownBody/delegate'
import { storageSlot, STORAGE_KEYS } from '../../state/storage'
import './styles.module.css'

const tabsBeside = (tab: HTMLElement): HTMLElement[] => [...(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])]

/** Tab groups whose choice is remembered (docs/requirements.md §C3 rules: a throwing storage only warns). */
const REMEMBERED: Record<string, string> = { 'api-sample': STORAGE_KEYS.apiSampleLanguage }

/** Shows the tab's panel and hides its siblings'. */
export function selectTab(tab: HTMLElement, focus: boolean): void {
  for (const each of tabsBeside(tab)) {
    const selected = each === tab
    each.setAttribute('aria-selected', String(selected))
    each.tabIndex = selected ? 0 : -1
    const panel = document.getElementById(each.getAttribute('aria-controls') ?? '')
    if (panel) panel.hidden = !selected
  }
  if (focus) tab.focus()
}

/** Selects `value` in every tab list of `group` inside `root`. */
function selectInGroup(root: ParentNode, group: string, value: string): void {
  for (const list of root.querySelectorAll<HTMLElement>(`[role="tablist"][data-tabs-group="${group}"]`)) {
    const tab = [...list.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.dataset.value === value)
    if (tab && tab.getAttribute('aria-selected') !== 'true') selectTab(tab, false)
  }
}

/** What a tab chosen by the reader dispatches (bubbling), for the components whose content follows a tab. */
export const TAB_CHOSEN_EVENT = 'tabs:chosen'

/** A tab chosen by the reader: its group follows it on the page, and a remembered group stores it. */
function choose(tab: HTMLElement, focus: boolean): void {
  selectTab(tab, focus)
  tab.dispatchEvent(new Event(TAB_CHOSEN_EVENT, { bubbles: true }))
  const group = tab.closest<HTMLElement>('[role="tablist"]')?.dataset.tabsGroup
  const value = tab.dataset.value
  if (!group || !value) return
  selectInGroup(document, group, value)
  const key = REMEMBERED[group]
  if (key) storageSlot(key).set(value)
}

/** A body just shown: remembered groups show the reader's last choice. */
export function restoreTabs(root: ParentNode = document): void {
  for (const [group, key] of Object.entries(REMEMBERED)) {
    const value = storageSlot(key).get()
    if (value) selectInGroup(root, group, value)
  }
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

/** Tabs rendered by src/theme/Tabs (and any other ARIA tab list in a body) switch on click and with the keyboard. */
export function installTabs(): void {
  onBodyEvent('click', '[role="tab"]', (tab) => choose(tab, false))
  onBodyEvent('keydown', '[role="tab"]', (tab, event) => {
    const step = KEY_STEPS[event.key]
    if (!step) return
    event.preventDefault()
    const tabs = tabsBeside(tab)
    choose(tabs[step(tabs.indexOf(tab), tabs.length)], true)
  })
}
