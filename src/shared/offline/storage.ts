import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { showAlert } from '../ui/toaster'
import { isQuotaError } from './quota'

export { isQuotaError }

export interface StorageState {
  persisted: boolean
  usageBytes: number | undefined
  quotaBytes: number | undefined
}

export async function storageState(): Promise<StorageState> {
  const storage = navigator.storage
  const [persisted, estimate] = await Promise.all([
    storage?.persisted?.().catch(() => false) ?? false,
    storage?.estimate?.().catch(() => undefined),
  ])
  return { persisted, usageBytes: estimate?.usage, quotaBytes: estimate?.quota }
}

/** Asks the browser not to evict the offline data; a refusal is shown on the settings screen. */
export async function askPersistentStorage(): Promise<boolean> {
  return (await navigator.storage?.persist?.().catch(() => false)) ?? false
}

const noSpace = (description: string) => showAlert({ type: 'error', message: i18n._(msg`No hay espacio en este dispositivo`), description })

/** A full device never loses a write silently: the person is told what happened. */
export function reportStorageError(error: unknown) {
  if (!isQuotaError(error)) return false
  noSpace(i18n._(msg`No se pudo guardar para enviarlo después. Libera espacio o conéctate a internet e inténtalo de nuevo.`))
  return true
}

/** One warning at most this often: every screen read on a full device would otherwise raise its own. */
const NOT_KEPT_WARNING_MS = 5 * 60_000
let notKeptWarnedAt = Number.NEGATIVE_INFINITY

/**
 * What was read with signal could not be kept for reading with no signal (a full device): the
 * screen shows it, and the person learns it will not open offline.
 */
export function reportNotKept() {
  if (Date.now() - notKeptWarnedAt < NOT_KEPT_WARNING_MS) return
  notKeptWarnedAt = Date.now()
  noSpace(i18n._(msg`Lo que abriste no se guardó para verlo sin conexión. Libera espacio en tu dispositivo.`))
}
