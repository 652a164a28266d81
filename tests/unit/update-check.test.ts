import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { joinFirstWorker, UPDATE_CHECK_GAP_MS, UPDATE_CHECK_MS, watchForUpdates } from '@/app/pwa/register-worker'

describe('an open portal looks for a new version', () => {
  let visibility: DocumentVisibilityState = 'visible'
  beforeEach(() => {
    vi.useFakeTimers()
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  const showAgain = () => {
    visibility = 'hidden'
    document.dispatchEvent(new Event('visibilitychange'))
    visibility = 'visible'
    document.dispatchEvent(new Event('visibilitychange'))
  }

  it('every hour while it stays open', () => {
    const update = vi.fn(async () => undefined)
    const stop = watchForUpdates(update, () => Date.now())
    vi.advanceTimersByTime(UPDATE_CHECK_MS - 1)
    expect(update).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(update).toHaveBeenCalledTimes(1)
    stop()
    vi.advanceTimersByTime(UPDATE_CHECK_MS)
    expect(update).toHaveBeenCalledTimes(1)
  })

  it('when it comes back to the front, but not on every switch', () => {
    const update = vi.fn(async () => undefined)
    const stop = watchForUpdates(update, () => Date.now())
    showAgain()
    expect(update).not.toHaveBeenCalled()
    vi.advanceTimersByTime(UPDATE_CHECK_GAP_MS)
    showAgain()
    showAgain()
    expect(update).toHaveBeenCalledTimes(1)
    stop()
  })

  it('a failed look is not an error on the page', async () => {
    const update = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))
    const stop = watchForUpdates(update, () => Date.now())
    vi.advanceTimersByTime(UPDATE_CHECK_MS)
    await Promise.resolve()
    expect(update).toHaveBeenCalledTimes(1)
    stop()
  })
})

describe('a page loaded while the first worker was installing', () => {
  const container = (controller: object | null, active: { postMessage: (message: unknown) => void } | null) =>
    ({ controller, ready: Promise.resolve({ active }) }) as unknown as ServiceWorkerContainer

  it('asks the active worker to take it in', async () => {
    const active = { postMessage: vi.fn() }
    await joinFirstWorker(container(null, active))
    expect(active.postMessage).toHaveBeenCalledWith({ type: 'claim' })
  })

  it('asks nothing when a worker already controls it', async () => {
    const active = { postMessage: vi.fn() }
    await joinFirstWorker(container({}, active))
    expect(active.postMessage).not.toHaveBeenCalled()
  })
})
