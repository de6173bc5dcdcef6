/**
 * The one way the site touches browser storage, local or session (docs/requirements.md §4, docs/requirements.md §C3).
 * A storage that is missing or throws (private mode, disabled cookies, quota) only logs a console warning; the site
 * carries on.
 */
export interface StorageSlot {
  get(): string | null
  set(value: string): void
  del(): void
}

/** `local` keeps a value across visits; `session` only for the tab, gone when it closes. */
export type StorageKind = 'local' | 'session'

function storage(kind: StorageKind): Storage | null {
  try {
    if (typeof window === 'undefined') return null
    return kind === 'session' ? window.sessionStorage : window.localStorage
  } catch (error) {
    console.warn('Browser storage is not available; settings will not be remembered.', error)
    return null
  }
}

function attempt<T>(kind: StorageKind, action: string, key: string, run: (s: Storage) => T, fallback: T): T {
  const s = storage(kind)
  if (!s) return fallback
  try {
    return run(s)
  } catch (error) {
    console.warn(`Could not ${action} "${key}" in browser storage.`, error)
    return fallback
  }
}

export function storageSlot(key: string, kind: StorageKind = 'local'): StorageSlot {
  return {
    get: () => attempt(kind, 'read', key, (s) => s.getItem(key), null),
    set: (value) => attempt(kind, 'write', key, (s) => s.setItem(key, value), undefined),
    del: () => attempt(kind, 'remove', key, (s) => s.removeItem(key), undefined),
  }
}

/** docs/requirements.md §C3 keys. */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismiss: 'announcement.dismiss',
  announcementId: 'announcement.id',
  preferredVersion: (pluginId: string) => `docs-preferred-version-${pluginId}`,
  /** The API reference's sample language (`curl`, `python`, …), the same on every operation and visit. */
  apiSampleLanguage: 'api.sampleLanguage',
  /** The request example (`sms`, `viber`, …) the API samples show, chosen by a body variant or example tab. */
  apiRequestExample: 'api.requestExample',
  /**
   * sessionStorage: the address of the last file of an earlier build whose absence reloaded the tab
   * (src/browser/buildFiles.ts), so a file still missing after that reload does not reload it again.
   */
  reloadedForFile: 'build.reloadedForFile',
  /** sessionStorage: the search box the reader was in as the page went, given back by a reload (src/theme/SearchBar/keptBox.ts). */
  searchBox: 'search.box',
  /** The key the «Попробовать» console sends, in sessionStorage only: gone with the tab, never in localStorage. */
  apiConsoleKey: 'api.consoleKey',
} as const
