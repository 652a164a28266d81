import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONFIRM_GUARD_MS } from '@/shared/ui/constants'
import { useOneTap } from '@/shared/ui/use-one-tap'

describe('one tap, one action', () => {
  afterEach(() => vi.useRealTimers())

  it('takes the tap after an action that did nothing at once, and guards one that did something', async () => {
    vi.useFakeTimers()
    let outcome = false
    const action = vi.fn(() => Promise.resolve(outcome))
    const { result } = renderHook(() => useOneTap(action))
    // A wrong code: nothing was saved, so the corrected tap right after it goes.
    await act(async () => result.current[0]())
    await act(async () => result.current[0]())
    expect(action).toHaveBeenCalledTimes(2)
    // Saved: the double of that tap is ignored until the guard time has passed.
    outcome = true
    const before = action.mock.calls.length
    await act(async () => result.current[0]())
    await act(async () => result.current[0]())
    expect(action).toHaveBeenCalledTimes(before + 1)
    await act(async () => vi.advanceTimersByTime(CONFIRM_GUARD_MS))
    await act(async () => result.current[0]())
    expect(action).toHaveBeenCalledTimes(before + 2)
  })

  it('with no guard time, ignores taps only while the action runs', async () => {
    let finish = () => undefined as void
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const { result } = renderHook(() => useOneTap(action, 0))
    act(() => result.current[0]())
    expect(result.current[1]).toBe(true)
    act(() => result.current[0]())
    expect(action).toHaveBeenCalledTimes(1)
    await act(async () => finish())
    expect(result.current[1]).toBe(false)
    act(() => result.current[0]())
    expect(action).toHaveBeenCalledTimes(2)
  })
})
