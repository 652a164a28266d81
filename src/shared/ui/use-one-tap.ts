import { useCallback, useRef, useState } from 'react'
import { CONFIRM_GUARD_MS } from './constants'

/**
 * One tap, one action (spec §4 and §9): a call is ignored while the one accepted before it is
 * still running, and for `CONFIRM_GUARD_MS` after that one was accepted. The check is made on
 * the click itself, before React renders anything: a double click lands twice before any
 * `loading` state can disable the button. Every send of the portal goes through it (dialog
 * confirmations, the forms kit's submit, uploads, messages, payments).
 *
 * An action that answers `false` (or fails) did nothing, so the tap after it is taken at once: a
 * person who corrects a wrong code and taps again is not ignored.
 *
 * Answers the guarded action and whether an accepted one is still running.
 */
export function useOneTap<Args extends unknown[]>(action: (...args: Args) => unknown, guardMs = CONFIRM_GUARD_MS) {
  const running = useRef(false)
  const blockedUntil = useRef(0)
  const [busy, setBusy] = useState(false)

  const run = useCallback(
    (...args: Args) => {
      const now = Date.now()
      if (running.current || now < blockedUntil.current) return
      blockedUntil.current = now + guardMs
      running.current = true
      setBusy(true)
      const done = (outcome: unknown) => {
        running.current = false
        if (outcome === false) blockedUntil.current = 0
        setBusy(false)
      }
      let result: unknown
      try {
        // Called within the tap, not a task later: a provider's window may only open inside it.
        result = action(...args)
      } catch (error) {
        done(false)
        throw error
      }
      void Promise.resolve(result).then(done, () => done(false))
    },
    [action, guardMs],
  )
  return [run, busy] as const
}
