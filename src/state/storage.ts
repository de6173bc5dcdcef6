/**
 * The one way the site touches browser storage (docs/requirements.md §4, docs/requirements.md §C3). A storage that is missing or
 * throws (private mode, disabled cookies, quota) only logs a console warning; the site carries on.
 */
export interface StorageSlot {
  get(): string | null
  set(value: string): void
  del(): void
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch (error) {
    console.warn('Browser storage is not available; settings will not be remembered.', error)
    return null
  }
}

function attempt<T>(action: string, key: string, run: (s: Storage) => T, fallback: T): T {
  const s = storage()
  if (!s) return fallback
  try {
    return run(s)
  } catch (error) {
    console.warn(`Could not ${action} "${key}" in browser storage.`, error)
    return fallback
  }
}

export function storageSlot(key: string): StorageSlot {
  return {
    get: () => attempt('read', key, (s) => s.getItem(key), null),
    set: (value) => attempt('write', key, (s) => s.setItem(key, value), undefined),
    del: () => attempt('remove', key, (s) => s.removeItem(key), undefined),
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
} as const
