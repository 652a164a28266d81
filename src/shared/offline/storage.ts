import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { showAlert } from '../ui/toaster'

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

export const isQuotaError = (error: unknown) =>
  error instanceof Error && (error.name === 'QuotaExceededError' || (error as { inner?: Error }).inner?.name === 'QuotaExceededError')

/** A full device never loses a write silently: the person is told what happened. */
export function reportStorageError(error: unknown) {
  if (!isQuotaError(error)) return false
  showAlert({
    type: 'error',
    message: i18n._(msg`No hay espacio en este dispositivo`),
    description: i18n._(msg`No se pudo guardar para enviarlo después. Libera espacio o conéctate a internet e inténtalo de nuevo.`),
  })
  return true
}
