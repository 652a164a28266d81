import Bowser from 'bowser'
import type { BinnacleEntry } from '@/contract/binnacle'
import type { BinnacleCatalog } from '@/contract/catalogs'
import { knownCatalog } from './catalog'
import { catalogWord, serviceWord } from './words'

/**
 * Spec §3 "binnacle catalog": the actions the portal records, by the names the server's catalog
 * gives them today. The catalog the server answers (`GET /catalogs`) has the last word (words.ts):
 * these are what is sent when it was never read.
 */
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

export type BinnacleBrowser = 'Edge' | 'Chrome' | 'Firefox' | 'Safari' | 'Otro'
export type BinnacleDevice = 'Tableta' | 'Teléfono' | 'Escritorio'

/** A user agent read by bowser; an empty one (which bowser refuses) reads as nothing known. */
function parsed(userAgent: string) {
  return userAgent.trim() ? Bowser.getParser(userAgent) : undefined
}

/** The catalog's browsers, as bowser names the user agent's (Chromium counts as Chrome; any other, Opera or Samsung Internet, is "Otro"). */
export function browserOf(userAgent: string): BinnacleBrowser {
  switch (parsed(userAgent)?.getBrowserName(true)) {
    case 'microsoft edge':
      return 'Edge'
    case 'chrome':
    case 'chromium':
      return 'Chrome'
    case 'firefox':
      return 'Firefox'
    case 'safari':
      return 'Safari'
    default:
      return 'Otro'
  }
}

/** The catalog's devices, by bowser's platform: a tablet, a phone, or anything else (a desktop, a TV, a robot) as a desktop. */
export function deviceOf(userAgent: string): BinnacleDevice {
  switch (parsed(userAgent)?.getPlatformType(true)) {
    case 'tablet':
      return 'Tableta'
    case 'mobile':
      return 'Teléfono'
    default:
      return 'Escritorio'
  }
}

export interface RecordOptions {
  /** The menu section, by the name the binnacle catalog gives it (e.g. "Pagos y estado de cuenta"). */
  service?: string
  /** Defaults to success, or "Sin conexión" when the action was made with no signal. */
  eventuality?: BinnacleEventuality
  /** What was acted on, without personal data beyond what the server already holds (a document's name, a payment method). */
  detail?: string
}

/**
 * An entry in the catalog's words: the one given, the last the server answered (`knownCatalog`),
 * or, when none was ever read, the words above. It is undefined when the catalog has no word the
 * server would take for its action, browser or device (`POST /config/binnacle` refuses such an
 * entry with a 400): nothing is then sent. A service or eventuality the catalog lacks is left out.
 * An action recorded as the catalog's "other" keeps the portal's own word at the start of the detail.
 */
export function catalogEntry(
  action: BinnacleAction,
  options: RecordOptions,
  userAgent: string,
  online: boolean,
  catalog: BinnacleCatalog | undefined = knownCatalog(),
): BinnacleEntry | undefined {
  const eventuality = options.eventuality ?? (online ? 'success' : 'offline')
  const actionWord = catalogWord(catalog?.actions, BINNACLE_ACTIONS[action])
  const browser = catalogWord(catalog?.browsers, browserOf(userAgent))
  const device = catalogWord(catalog?.devices, deviceOf(userAgent))
  if (!actionWord || !browser || !device) return undefined
  const eventualityWord = catalogWord(catalog?.eventualities, BINNACLE_EVENTUALITIES[eventuality])
  const service = options.service && serviceWord(catalog?.services, options.service)
  const detail = actionWord.other ? [BINNACLE_ACTIONS[action], options.detail].filter(Boolean).join(': ') : options.detail
  return {
    action: actionWord.name,
    ...(eventualityWord ? { eventuality: eventualityWord.name } : {}),
    browser: browser.name,
    device: device.name,
    ...(service ? { service } : {}),
    ...(detail ? { detail: detail.slice(0, 1000) } : {}),
  }
}
