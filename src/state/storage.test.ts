/** @jest-environment jsdom */
import { sessionSlot, storageSlot } from './storage'

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

describe('sessionSlot', () => {
  afterEach(() => jest.restoreAllMocks())

  test('keeps its key in sessionStorage, not in localStorage', () => {
    const slot = sessionSlot('build.reloadedForFile')
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
    expect(() => sessionSlot('build.reloadedForFile').set('x')).not.toThrow()
    expect(warn.mock.calls[0][0]).toContain('build.reloadedForFile')
  })
})
