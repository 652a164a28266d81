import { createToaster } from '@chakra-ui/react'
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

/** One toaster for the whole portal, so code outside React (the query cache) can raise alerts. */
export const toaster = createToaster({
  placement: 'top-end',
  duration: ALERT_HIDE_MS,
  max: ALERT_MAX_VISIBLE,
  pauseOnPageIdle: true,
})

/** Shows an alert toast and returns its id (to dismiss it early with `dismissAlert`). */
export function showAlert({ type, message, description, action }: AlertOptions): string {
  return toaster.create({
    type,
    title: message,
    description,
    action,
    duration: ALERT_HIDE_MS,
    closable: true,
  })
}

/** Dismisses one alert, or every alert when no id is given. */
export function dismissAlert(id?: string) {
  toaster.dismiss(id)
}

/** Spec §8: the fallback message when the server gives none. Follows the active language. */
export function unknownErrorMessage(): string {
  return i18n._(msg`Ha ocurrido un error desconocido, por favor inténtalo más tarde`)
}

export function showUnknownError(): string {
  return showAlert({ type: 'error', message: unknownErrorMessage() })
}
