const nameOf = (error: unknown) => (typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined)

/** Whether a write failed because the device is full (Dexie wraps the browser's error in `inner`). */
export const isQuotaError = (error: unknown) =>
  nameOf(error) === 'QuotaExceededError' || nameOf((error as { inner?: unknown } | null)?.inner) === 'QuotaExceededError'
