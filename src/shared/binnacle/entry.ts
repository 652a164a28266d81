import type { BinnacleEntry } from '@/contract/binnacle'

/** Spec §3 "binnacle catalog": the actions the portal records, by the names of the server's catalog. */
export const BINNACLE_ACTIONS = {
  signIn: 'Inicio de sesión',
  signOut: 'Cierre de sesión',
  view: 'Consulta',
  download: 'Descarga',
  upload: 'Carga de documento',
  update: 'Actualización de datos',
  payment: 'Pago',
} as const
export type BinnacleAction = keyof typeof BINNACLE_ACTIONS

/** The catalog's eventualities: how the action went. */
export const BINNACLE_EVENTUALITIES = { success: 'Éxito', error: 'Error', warning: 'Advertencia', offline: 'Sin conexión' } as const
export type BinnacleEventuality = keyof typeof BINNACLE_EVENTUALITIES

/** The catalog's browsers, read from the user agent (Edge and Chrome both say "Chrome"; Chrome and Safari both say "Safari"). */
export function browserOf(userAgent: string): 'Edge' | 'Chrome' | 'Firefox' | 'Safari' | 'Otro' {
  if (/Edg(A|iOS)?\//.test(userAgent)) return 'Edge'
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'Firefox'
  if (/Chrome\/|CriOS\/|Chromium\//.test(userAgent)) return 'Chrome'
  if (/Safari\//.test(userAgent)) return 'Safari'
  return 'Otro'
}

/** The catalog's devices: a tablet (an iPad, or Android without "Mobile"), a phone, or a desktop. */
export function deviceOf(userAgent: string): 'Tableta' | 'Teléfono' | 'Escritorio' {
  if (/iPad|Tablet/i.test(userAgent) || (/Android/.test(userAgent) && !/Mobile/.test(userAgent))) return 'Tableta'
  if (/Mobi|iPhone|Android/i.test(userAgent)) return 'Teléfono'
  return 'Escritorio'
}

export interface RecordOptions {
  /** The menu section, by the name the binnacle catalog gives it (e.g. "Pagos y estado de cuenta"). */
  service?: string
  /** Defaults to success, or "Sin conexión" when the action was made with no signal. */
  eventuality?: BinnacleEventuality
  /** What was acted on, without personal data beyond what the server already holds (a document's name, a payment method). */
  detail?: string
}

export function binnacleEntry(action: BinnacleAction, options: RecordOptions, userAgent: string, online: boolean): BinnacleEntry {
  const eventuality = options.eventuality ?? (online ? 'success' : 'offline')
  return {
    action: BINNACLE_ACTIONS[action],
    eventuality: BINNACLE_EVENTUALITIES[eventuality],
    browser: browserOf(userAgent),
    device: deviceOf(userAgent),
    ...(options.service ? { service: options.service } : {}),
    ...(options.detail ? { detail: options.detail.slice(0, 1000) } : {}),
  }
}
