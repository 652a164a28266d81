import { beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '@/shared/storage-keys'

describe('reloadOnceForAuth (a 401 reloads once, never in a loop, never offline)', () => {
  const reload = vi.fn()
  const assign = vi.fn()
  /** A page of its own: the module remembers whether its page is already being reloaded. */
  async function loadPage() {
    vi.resetModules()
    const { setConfig } = await import('@/shared/config/runtime-config')
    setConfig({ basePath: '/' } as Parameters<typeof setConfig>[0])
    return (await import('@/app/reauthenticate')).reloadOnceForAuth
  }
  let reloadOnceForAuth: Awaited<ReturnType<typeof loadPage>>
  beforeEach(async () => {
    reloadOnceForAuth = await loadPage()
    sessionStorage.clear()
    reload.mockReset()
    assign.mockReset()
    vi.stubGlobal('location', { ...window.location, reload, assign })
  })

  it('reloads on the first 401', () => {
    expect(reloadOnceForAuth(1_000_000)).toBe('reloaded')
    expect(reload).toHaveBeenCalledTimes(1)
    expect(sessionStorage.getItem(STORAGE_KEYS.reloadedAt)).toBe('1000000')
  })

  it('shows the 401 page instead of reloading again right after', async () => {
    reloadOnceForAuth(1_000_000)
    // The reloaded page is refused again.
    const afterReload = await loadPage()
    expect(afterReload(1_010_000)).toBe('error-page')
    expect(reload).toHaveBeenCalledTimes(1)
    expect(assign).toHaveBeenCalledWith('/error/401')
  })

  it('takes several calls refused together as one reason to reload, not as a 401 after the reload', () => {
    expect(reloadOnceForAuth(1_000_000)).toBe('reloaded')
    expect(reloadOnceForAuth(1_000_001)).toBe('reloading')
    expect(reloadOnceForAuth(1_000_002)).toBe('reloading')
    expect(reload).toHaveBeenCalledTimes(1)
    expect(assign).not.toHaveBeenCalled()
  })

  it('reloads again once the window has passed', async () => {
    reloadOnceForAuth(1_000_000)
    const afterReload = await loadPage()
    expect(afterReload(1_000_000 + 61_000)).toBe('reloaded')
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('never reloads while offline', () => {
    expect(reloadOnceForAuth(1_000_000, sessionStorage, false)).toBe('offline')
    expect(reload).not.toHaveBeenCalled()
  })
})
