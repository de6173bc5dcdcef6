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
