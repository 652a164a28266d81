import 'fake-indexeddb/auto'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Animations and lazy chunks take longer on a loaded 2-core machine than on a laptop.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => cleanup())

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
