import React, { useCallback, useEffect, useMemo, useState } from 'react'
import { createStateContext } from './createStateContext'
import { STORAGE_KEYS, storageSlot } from './storage'

export type ColorMode = 'light' | 'dark'

/** docs/requirements.md §4/§9: light by default, the OS preference is not followed. */
export const DEFAULT_COLOR_MODE: ColorMode = 'light'

const slot = storageSlot(STORAGE_KEYS.theme)

const parse = (value: string | null): ColorMode => (value === 'dark' || value === 'light' ? value : DEFAULT_COLOR_MODE)

interface ColorModeValue {
  colorMode: ColorMode
  setColorMode: (mode: ColorMode) => void
  toggle: () => void
}

const [Provider, useColorMode] = createStateContext<ColorModeValue>('ColorMode')
export { useColorMode }

export function ColorModeProvider({ children }: React.PropsWithChildren) {
  // The first render matches the server HTML; the real mode (set on <html> before paint) is read after.
  const [colorMode, setState] = useState<ColorMode>(DEFAULT_COLOR_MODE)
  useEffect(() => {
    setState(parse(document.documentElement.getAttribute('data-theme')))
  }, [])

  const apply = useCallback((mode: ColorMode) => {
    document.documentElement.setAttribute('data-theme', mode)
    setState(mode)
  }, [])

  const setColorMode = useCallback(
    (mode: ColorMode) => {
      apply(mode)
      slot.set(mode)
    },
    [apply],
  )

  // Another tab changed the mode: follow it (docs/requirements.md §4).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.theme) apply(parse(event.newValue))
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [apply])

  const value = useMemo(
    () => ({ colorMode, setColorMode, toggle: () => setColorMode(colorMode === 'dark' ? 'light' : 'dark') }),
    [colorMode, setColorMode],
  )
  return <Provider value={value}>{children}</Provider>
}
