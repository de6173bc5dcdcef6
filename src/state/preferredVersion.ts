import { STORAGE_KEYS, storageSlot } from './storage'
import { CURRENT_VERSION } from '../config/docsVersion'

/** Versioning is disabled (docs/requirements.md §9): the only docs version is `current`, labelled Next. */
export const DOCS_PLUGIN_ID = 'default'
export const KNOWN_VERSIONS = [CURRENT_VERSION.name] as const

const slot = storageSlot(STORAGE_KEYS.preferredVersion(DOCS_PLUGIN_ID))

/** docs/requirements.md §4: the preferred version is remembered per docs plugin and cleared when its name is unknown. */
export function syncPreferredVersion(): string | null {
  const stored = slot.get()
  if (stored !== null && !(KNOWN_VERSIONS as readonly string[]).includes(stored)) {
    slot.del()
    return null
  }
  return stored
}
