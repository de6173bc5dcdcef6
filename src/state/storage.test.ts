/** @jest-environment jsdom */
import { STORAGE_KEYS, storageSlot, type StorageKind } from './storage'

afterEach(() => {
  jest.restoreAllMocks()
  localStorage.clear()
  sessionStorage.clear()
})

const KINDS: Array<{ kind: StorageKind; key: string; own: 'localStorage' | 'sessionStorage'; other: 'localStorage' | 'sessionStorage' }> = [
  { kind: 'local', key: STORAGE_KEYS.theme, own: 'localStorage', other: 'sessionStorage' },
  { kind: 'session', key: STORAGE_KEYS.apiConsoleKey, own: 'sessionStorage', other: 'localStorage' },
]

describe.each(KINDS)('a $kind slot', ({ kind, key, own, other }) => {
  test(`reads, writes and removes its key in ${own}, never in ${other}`, () => {
    const slot = storageSlot(key, kind)
    slot.set('value')
    expect(window[own].getItem(key)).toBe('value')
    expect(window[other].getItem(key)).toBeNull()
    expect(slot.get()).toBe('value')
    slot.del()
    expect(window[own].getItem(key)).toBeNull()
    expect(slot.get()).toBeNull()
  })

  test('a storage that throws only warns, naming the key', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
      jest.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw new Error('SecurityError')
      })
    }
    const slot = storageSlot(key, kind)
    expect(() => slot.set('value')).not.toThrow()
    expect(slot.get()).toBeNull()
    expect(() => slot.del()).not.toThrow()
    expect(warn).toHaveBeenCalledTimes(3)
    for (const [message] of warn.mock.calls) expect(message).toContain(key)
  })

  test('a storage the browser refuses to hand out only warns', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    jest.spyOn(window, own, 'get').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    const slot = storageSlot(key, kind)
    expect(() => slot.set('value')).not.toThrow()
    expect(slot.get()).toBeNull()
    expect(warn).toHaveBeenCalled()
  })
})

test('a slot is local unless told otherwise', () => {
  storageSlot(STORAGE_KEYS.announcementDismiss).set('true')
  expect(localStorage.getItem(STORAGE_KEYS.announcementDismiss)).toBe('true')
  expect(sessionStorage.getItem(STORAGE_KEYS.announcementDismiss)).toBeNull()
})
