/**
 * The one way the site touches browser storage (docs/requirements.md §4, docs/requirements.md §C3). A storage that is missing or
 * throws (private mode, disabled cookies, quota) only logs a console warning; the site carries on.
 */
export interface StorageSlot {
  get(): string | null
  set(value: string): void
  del(): void
}

/** localStorage keeps a setting for every visit; sessionStorage keeps a fact for the tab (gone when it closes). */
type Area = 'localStorage' | 'sessionStorage'

function storage(area: Area): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[area]
  } catch (error) {
    console.warn('Browser storage is not available; settings will not be remembered.', error)
    return null
  }
}

function attempt<T>(area: Area, action: string, key: string, run: (s: Storage) => T, fallback: T): T {
  const s = storage(area)
  if (!s) return fallback
  try {
    return run(s)
  } catch (error) {
    console.warn(`Could not ${action} "${key}" in browser storage.`, error)
    return fallback
  }
}

function slotIn(area: Area, key: string): StorageSlot {
  return {
    get: () => attempt(area, 'read', key, (s) => s.getItem(key), null),
    set: (value) => attempt(area, 'write', key, (s) => s.setItem(key, value), undefined),
    del: () => attempt(area, 'remove', key, (s) => s.removeItem(key), undefined),
  }
}

/** A key of localStorage: a reader's setting, kept across visits. */
export const storageSlot = (key: string): StorageSlot => slotIn('localStorage', key)

/** A key of sessionStorage: a fact about this tab, which a reload keeps and closing the tab forgets. */
export const sessionSlot = (key: string): StorageSlot => slotIn('sessionStorage', key)

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
} as const
