import React, { useCallback, useMemo, useState } from 'react'
import { createStateContext } from './createStateContext'
import { fetchBuildJson } from '../browser/buildJson'
import type { SidebarData, SidebarEntry, SidebarFile } from '../theme/DocSidebar/entries'

interface DocSidebarValue {
  /** The page's sidebar: the whole of it once its file is here, else the part the page carries. */
  items: SidebarEntry[]
  /** Fetches the sidebar's file (once for every page of the visit; the browser caches it for good). */
  load: () => void
}

const [Provider, useDocSidebar] = createStateContext<DocSidebarValue>('DocSidebar')
export { useDocSidebar }

/**
 * Sidebar files of this visit by path, kept across pages: a file's name changes with its content, so it never goes
 * stale. A failed fetch is forgotten, so the next attempt asks again.
 */
const files = new Map<string, Promise<SidebarEntry[]>>()
const loaded = new Map<string, SidebarEntry[]>()

export function loadSidebarFile(path: string): Promise<SidebarEntry[]> {
  let pending = files.get(path)
  if (!pending) {
    pending = fetchBuildJson<SidebarFile>(path).then((file) => {
      loaded.set(path, file.items)
      return file.items
    })
    pending.catch(() => files.delete(path))
    files.set(path, pending)
  }
  return pending
}

/** The page's sidebar for the desktop sidebar and the mobile menu alike (src/theme/DocPage). */
export function DocSidebarProvider({ sidebar, children }: React.PropsWithChildren<{ sidebar: SidebarData }>) {
  // Re-renders once a file has arrived; which file is whole is read from the visit's cache.
  const [, setArrived] = useState(0)
  const { file } = sidebar
  const load = useCallback(() => {
    if (loaded.has(file)) return
    loadSidebarFile(file).then(
      () => setArrived((n) => n + 1),
      (error: Error) => console.warn(`The sidebar could not be loaded: ${error.message}`),
    )
  }, [file])
  const whole = loaded.get(file)
  const value = useMemo(() => ({ items: whole ?? sidebar.items, load }), [whole, sidebar.items, load])
  return <Provider value={value}>{children}</Provider>
}
