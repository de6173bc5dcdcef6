import React, { useCallback, useEffect, useMemo, useState } from 'react'
import { createStateContext } from './createStateContext'
import { STORAGE_KEYS, storageSlot } from './storage'
import { siteConfig } from '../config/client'

const dismissSlot = storageSlot(STORAGE_KEYS.announcementDismiss)
const idSlot = storageSlot(STORAGE_KEYS.announcementId)

/** Attribute set on <html> before paint when the current announcement was dismissed (no layout shift). */
export const ANNOUNCEMENT_DISMISSED_ATTR = 'data-announcement-dismissed'

/** A dismissal counts only for the announcement id it was made for (docs/requirements.md §4). */
export function isDismissed(currentId: string, storedId: string | null, storedDismiss: string | null): boolean {
  return storedId === currentId && storedDismiss === 'true'
}

interface AnnouncementValue {
  isActive: boolean
  close: () => void
}

const [Provider, useAnnouncement] = createStateContext<AnnouncementValue>('Announcement')
export { useAnnouncement }

export function AnnouncementProvider({ children }: React.PropsWithChildren) {
  const announcement = siteConfig.announcement
  // Rendered as on the server first; a bar dismissed earlier is already hidden by CSS from the
  // attribute the head script set, and is removed from the tree after hydration.
  const [dismissed, setDismissed] = useState(!announcement)
  useEffect(() => {
    if (document.documentElement.hasAttribute(ANNOUNCEMENT_DISMISSED_ATTR)) setDismissed(true)
  }, [])

  const close = useCallback(() => {
    if (!announcement) return
    idSlot.set(announcement.id)
    dismissSlot.set('true')
    document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTR, '')
    setDismissed(true)
  }, [announcement])

  const value = useMemo(() => ({ isActive: Boolean(announcement) && !dismissed, close }), [announcement, dismissed, close])
  return <Provider value={value}>{children}</Provider>
}
