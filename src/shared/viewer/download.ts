import { recordAction } from '../binnacle/record'

/**
 * Some mobile browsers read the object URL after `click()` returns; revoking it at once
 * cancels their download. A minute is plenty and the Blob is freed afterwards.
 */
export const REVOKE_DELAY_MS = 60_000

/** Saves a file with its name through a temporary link, the one way every browser supports; the binnacle records it. */
export function downloadFile(name: string, blob: Blob) {
  recordAction('download', { detail: name })
  const url = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = name
  anchor.rel = 'noopener'
  anchor.hidden = true
  document.body.append(anchor)
  try {
    anchor.click()
  } finally {
    anchor.remove()
    window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS)
  }
}
