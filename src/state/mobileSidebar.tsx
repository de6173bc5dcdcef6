import React, { useCallback, useEffect, useMemo, useState } from 'react'
import { createStateContext } from './createStateContext'
import { MOBILE_MEDIA_QUERY } from '../theme/styles/tokens'

interface MobileSidebarValue {
  shown: boolean
  toggle: () => void
  close: () => void
}

const [Provider, useMobileSidebar] = createStateContext<MobileSidebarValue>('MobileSidebar')
export { useMobileSidebar }

/** docs/requirements.md §4: the mobile side menu is open or closed, and closes when the layout becomes desktop. */
export function MobileSidebarProvider({ children }: React.PropsWithChildren) {
  const [shown, setShown] = useState(false)
  const close = useCallback(() => setShown(false), [])
  const toggle = useCallback(() => setShown((s) => !s), [])

  useEffect(() => {
    const query = window.matchMedia(MOBILE_MEDIA_QUERY)
    const onChange = () => {
      if (!query.matches) setShown(false)
    }
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])

  useEffect(() => {
    document.body.style.overflow = shown ? 'hidden' : ''
  }, [shown])

  const value = useMemo(() => ({ shown, toggle, close }), [shown, toggle, close])
  return <Provider value={value}>{children}</Provider>
}
