import type { Selection } from './selected-student'

/**
 * A student or career chosen on the home's first view (src/start/home-view.tsx), before the
 * portal had taken over: the portal's selector makes the same choice once, as if made there.
 * Only the last choice counts; one made while no selector listens waits for the next to mount.
 */
let waiting: Selection | undefined
let listener: ((next: Selection) => void) | undefined

export function requestSelection(next: Selection) {
  if (listener) listener(next)
  else waiting = next
}

/** Makes every choice of the first view with `choose`, the one waiting first; returns how to stop. */
export function answerSelectionRequests(choose: (next: Selection) => void): () => void {
  listener = choose
  const asked = waiting
  waiting = undefined
  if (asked) choose(asked)
  return () => {
    if (listener === choose) listener = undefined
  }
}

/** The first view is gone: a choice nobody made is dropped, never made on a later visit. */
export function dropSelectionRequest() {
  waiting = undefined
}
