/**
 * A tap on "Pantalla completa" in the credential's first view (src/start/first-view.tsx), before
 * the portal had taken over: the portal's credential opens the full-screen codes once it shows.
 */
let requested = false

export function requestEnlarge() {
  requested = true
}

/** Whether a tap is waiting; it is answered once. */
export function takeEnlargeRequest(): boolean {
  const was = requested
  requested = false
  return was
}
