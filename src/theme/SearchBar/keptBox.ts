import { storageSlot, STORAGE_KEYS } from '../../state/storage'

/**
 * The search box as the reader left it when the page went away while they were in it: a page reloaded under them
 * (by themselves, or to a new build after a deploy, src/browser/buildFiles.ts) gives them back what they typed, with
 * the focus, instead of an empty box. Kept for the tab only (sessionStorage) and taken back once, by a reload of the
 * same page: a later visit or another page starts empty.
 */
interface KeptBox {
  path: string
  query: string
}

const slot = () => storageSlot(STORAGE_KEYS.searchBox, 'session')

/**
 * Notes the box as the page goes (`pagehide`) when the reader is in it, and forgets an older note otherwise: a page
 * kept in the back-forward cache is not loaded again, so its note would outlive it.
 */
export function keepBox(input: HTMLInputElement | null): void {
  if (input && document.activeElement === input) slot().set(JSON.stringify({ path: window.location.pathname, query: input.value }))
  else slot().del()
}

/** What the reader had typed, when this page load is a reload of the page they typed it on; the note is gone after. */
export function takeKeptBox(): string | null {
  const kept = slot().get()
  if (kept === null) return null
  slot().del()
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  if (navigation?.type !== 'reload') return null
  try {
    const { path, query } = JSON.parse(kept) as KeptBox
    return path === window.location.pathname && typeof query === 'string' ? query : null
  } catch {
    return null
  }
}
