import { afterEach, describe, expect, it, vi } from 'vitest'
import { recoverFromStaleChunks } from '@/app/pwa/stale-chunks'

/** What Vite's loader dispatches when a chunk cannot be fetched; cancelling it means "handled". */
function chunkFails(): Event {
  const event = new Event('vite:preloadError', { cancelable: true })
  window.dispatchEvent(event)
  return event
}

describe('a chunk that fails to load', () => {
  let stop = () => {}
  afterEach(() => {
    stop()
    vi.restoreAllMocks()
  })

  const start = () => {
    const reload = vi.fn()
    let now = 1_000_000
    stop = recoverFromStaleChunks(window.sessionStorage, () => now, reload)
    window.sessionStorage.clear()
    return { reload, later: (ms: number) => (now += ms) }
  }

  it('with signal, reloads the page once for the new version, not again within a minute', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    const { reload, later } = start()
    expect(chunkFails().defaultPrevented).toBe(true)
    later(30_000)
    expect(chunkFails().defaultPrevented).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('with no signal, leaves the screen to say it could not load instead of reloading into the browser’s error page', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { reload } = start()
    expect(chunkFails().defaultPrevented).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
