import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ALERT_HIDE_MS, ALERT_MAX_VISIBLE } from './constants'

/** Alert types of spec §3 (Alert entity). */
export type AlertType = 'info' | 'error' | 'warning' | 'success'

export interface AlertAction {
  label: string
  onClick: () => void
}

export interface AlertOptions {
  type: AlertType
  /** Already translated text; the caller owns its wording. */
  message: string
  description?: string
  action?: AlertAction
}

export interface ShownAlert extends AlertOptions {
  id: string
}

/**
 * The portal's alerts: one list for the whole app, so code outside React (the query cache)
 * can raise them. A small store of our own: the alert host only needs a list, timers and a
 * close button, not a toast state machine in the first load.
 */
let alerts: readonly ShownAlert[] = []
const listeners = new Set<() => void>()
const timers = new Map<string, { handle: ReturnType<typeof setTimeout> | undefined; left: number; since: number }>()
let nextId = 0

function startTimer(id: string, ms: number) {
  const handle = setTimeout(() => dismissAlert(id), ms)
  timers.set(id, { handle, left: ms, since: Date.now() })
}

/** Visible alerts, newest first; the rest wait until one closes. */
export function visibleAlerts(list: readonly ShownAlert[]): readonly ShownAlert[] {
  return list.slice(0, ALERT_MAX_VISIBLE)
}

/** An alert's time on screen starts when it shows, not while it waits behind others. */
function publish(next: readonly ShownAlert[]) {
  alerts = next
  for (const { id } of visibleAlerts(alerts)) if (!timers.has(id)) startTimer(id, ALERT_HIDE_MS)
  for (const listener of listeners) listener()
}

export const alertStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: () => alerts,
  /** Hovering or focusing an alert keeps it on screen: it is being read. */
  pause(id: string) {
    const timer = timers.get(id)
    if (!timer?.handle) return
    clearTimeout(timer.handle)
    timers.set(id, { handle: undefined, left: Math.max(0, timer.left - (Date.now() - timer.since)), since: Date.now() })
  },
  resume(id: string) {
    const timer = timers.get(id)
    if (!timer || timer.handle) return
    startTimer(id, timer.left)
  },
}

/** Shows an alert toast and returns its id (to dismiss it early with `dismissAlert`). */
export function showAlert(options: AlertOptions): string {
  nextId += 1
  const id = `alert-${nextId}`
  publish([{ ...options, id }, ...alerts])
  return id
}

/** Dismisses one alert, or every alert when no id is given. */
export function dismissAlert(id?: string) {
  const gone = id === undefined ? alerts.map((alert) => alert.id) : [id]
  for (const each of gone) {
    const timer = timers.get(each)
    if (timer?.handle) clearTimeout(timer.handle)
    timers.delete(each)
  }
  publish(id === undefined ? [] : alerts.filter((alert) => alert.id !== id))
}

/** Spec §8: the fallback message when the server gives none. Follows the active language. */
export function unknownErrorMessage(): string {
  return i18n._(msg`Ha ocurrido un error desconocido, por favor inténtalo más tarde`)
}

export function showUnknownError(): string {
  return showAlert({ type: 'error', message: unknownErrorMessage() })
}
