import 'fake-indexeddb/auto'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { dismissAlert } from '@/shared/ui/toaster'

// Animations and lazy chunks take longer on a loaded 2-core machine than on a laptop.
configure({ asyncUtilTimeout: 5_000 })

// Files of one worker share their modules, globals and page: each test leaves real timers and the
// browser's own globals for the next, whichever file it is in.
afterEach(() => {
  cleanup()
  // The portal's alerts are one list for the page, raised from anywhere (a refused file, a failed call).
  dismissAlert()
  // The page draws its frames, and moves the focus off an element that was removed, on an interval
  // it starts with the timer functions in place when it is asked: one asked for under fake timers
  // would never run once they are gone, and no later test in this page would get a frame or a focus
  // fix again. Run what is pending (the test's screen is already unmounted) before real timers return.
  if (vi.isFakeTimers()) vi.runOnlyPendingTimers()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  // What a test saved in the browser's storage (a colour choice, a persisted cache) is not there for the next.
  localStorage.clear()
  sessionStorage.clear()
})

// jsdom has no matchMedia; Chakra, Ark and the reduced-motion hook ask it. Answers "no match".
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })
}
