/** @jest-environment jsdom */
import { storageSlot } from './storage'

describe('storageSlot', () => {
  afterEach(() => jest.restoreAllMocks())

  test('reads, writes and removes its key', () => {
    const slot = storageSlot('theme')
    slot.set('dark')
    expect(localStorage.getItem('theme')).toBe('dark')
    expect(slot.get()).toBe('dark')
    slot.del()
    expect(slot.get()).toBeNull()
  })

  test('a session slot keeps its key for the tab only, never in localStorage', () => {
    const slot = storageSlot('api.consoleKey', 'session')
    slot.set('secret')
    expect(sessionStorage.getItem('api.consoleKey')).toBe('secret')
    expect(localStorage.getItem('api.consoleKey')).toBeNull()
    expect(slot.get()).toBe('secret')
    slot.del()
    expect(sessionStorage.getItem('api.consoleKey')).toBeNull()
  })

  test('a storage that throws only warns', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    const slot = storageSlot('announcement.dismiss')
    expect(() => slot.set('true')).not.toThrow()
    expect(slot.get()).toBeNull()
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn.mock.calls[0][0]).toContain('announcement.dismiss')
  })
})

describe('a session slot', () => {
  afterEach(() => jest.restoreAllMocks())

  test('keeps its key in sessionStorage, not in localStorage', () => {
    const slot = storageSlot('build.reloadedForFile', 'session')
    slot.set('/app-1.js')
    expect(sessionStorage.getItem('build.reloadedForFile')).toBe('/app-1.js')
    expect(localStorage.getItem('build.reloadedForFile')).toBeNull()
    expect(slot.get()).toBe('/app-1.js')
    slot.del()
    expect(slot.get()).toBeNull()
  })

  test('a sessionStorage that throws only warns', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    expect(() => storageSlot('build.reloadedForFile', 'session').set('x')).not.toThrow()
    expect(warn.mock.calls[0][0]).toContain('build.reloadedForFile')
  })
})
