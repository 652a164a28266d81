/**
 * The page's side of pushes that arrive while it is visible, apart from the token's registration
 * (Firebase's part, loaded only when a token is asked for or deleted).
 */
/** A push message as the worker forwards it to a visible page (the foreground path). */
export interface ForegroundPush {
  clave?: string
  title?: string
  body?: string
}

/** Messages the worker hands to a visible page: shown as a toast, not a system notification. */
export function onForegroundPush(listener: (push: ForegroundPush) => void) {
  const handle = (event: MessageEvent<{ type?: string; push?: ForegroundPush }>) => {
    if (event.data?.type === 'push') listener(event.data.push ?? {})
  }
  navigator.serviceWorker?.addEventListener('message', handle)
  return () => navigator.serviceWorker?.removeEventListener('message', handle)
}
