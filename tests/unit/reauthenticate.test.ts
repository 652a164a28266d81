import { beforeEach, describe, expect, it, vi } from 'vitest'
import { reloadOnceForAuth } from '@/app/reauthenticate'
import { setConfig } from '@/shared/config/runtime-config'
import { STORAGE_KEYS } from '@/shared/storage-keys'

describe('reloadOnceForAuth (a 401 reloads once, never in a loop, never offline)', () => {
  const reload = vi.fn()
  const assign = vi.fn()
  beforeEach(() => {
    sessionStorage.clear()
    reload.mockReset()
    assign.mockReset()
    vi.stubGlobal('location', { ...window.location, reload, assign })
    setConfig({ basePath: '/' } as Parameters<typeof setConfig>[0])
  })

  it('reloads on the first 401', () => {
    expect(reloadOnceForAuth(1_000_000)).toBe('reloaded')
    expect(reload).toHaveBeenCalledTimes(1)
    expect(sessionStorage.getItem(STORAGE_KEYS.reloadedAt)).toBe('1000000')
  })

  it('shows the 401 page instead of reloading again right after', () => {
    reloadOnceForAuth(1_000_000)
    expect(reloadOnceForAuth(1_010_000)).toBe('error-page')
    expect(reload).toHaveBeenCalledTimes(1)
    expect(assign).toHaveBeenCalledWith('/error/401')
  })

  it('reloads again once the window has passed', () => {
    reloadOnceForAuth(1_000_000)
    expect(reloadOnceForAuth(1_000_000 + 61_000)).toBe('reloaded')
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('never reloads while offline', () => {
    expect(reloadOnceForAuth(1_000_000, sessionStorage, false)).toBe('offline')
    expect(reload).not.toHaveBeenCalled()
  })
})
