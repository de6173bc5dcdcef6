import { onBodyEvent } from '../MarkdownBody/delegate'
import './styles.module.css'

const tabsBeside = (tab: HTMLElement): HTMLElement[] => [
  ...(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []),
]

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

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

/** Tabs rendered by src/theme/Tabs (and any other ARIA tab list in a body) switch on click and with the keyboard. */
export function installTabs(): void {
  onBodyEvent('click', '[role="tab"]', (tab) => selectTab(tab, false))
  onBodyEvent('keydown', '[role="tab"]', (tab, event) => {
    const step = KEY_STEPS[event.key]
    if (!step) return
    event.preventDefault()
    const tabs = tabsBeside(tab)
    selectTab(tabs[step(tabs.indexOf(tab), tabs.length)], true)
  })
}
