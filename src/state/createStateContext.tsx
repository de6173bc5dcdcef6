import React, { createContext, useContext } from 'react'

/** A context whose hook throws a clear error when its Provider is missing (STYLE.md: state outside components). */
export function createStateContext<T>(name: string) {
  const Context = createContext<T | null>(null)
  Context.displayName = name
  function useValue(): T {
    const value = useContext(Context)
    if (value === null) throw new Error(`use${name}() must be used inside <${name}Provider>`)
    return value
  }
  return [Context.Provider, useValue] as const
}

export type ProviderProps<T> = React.PropsWithChildren<{ value?: T }>
