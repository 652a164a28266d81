import type { Credential, CredentialCode } from '@/contract/academic'

/** Dates on the card are calendar days in Mexico, where the campuses are. */
const PORTAL_TIME_ZONE = 'America/Mexico_City'
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: PORTAL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

/** `YYYY-MM-DD` of an instant in the portal's time zone. */
export function dayKey(instant: Date): string {
  return dayFormat.format(instant)
}

export type CredentialStanding = 'valid' | 'expired' | 'inactive'

/**
 * What the card says about itself. The date counts as well as the status: a copy saved
 * offline while valid must not keep saying "Vigente" after its last day.
 */
export function credentialStanding(credential: Pick<Credential, 'status' | 'expirationDate'>, now: Date): CredentialStanding {
  if (credential.status === 'INACTIVA') return 'inactive'
  if (credential.status === 'VENCIDA' || dayKey(now) > credential.expirationDate) return 'expired'
  return 'valid'
}

/** A code past its `expiresAt` will not scan; the screen says so instead of hiding it. */
export function isCodeExpired(code: Pick<CredentialCode, 'expiresAt'>, now: Date): boolean {
  return Date.parse(code.expiresAt) <= now.getTime()
}

/** Up to two initials for the card when there is no approved photo. */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? ''
  const second = words.length > 2 ? words[words.length - 2]?.[0] : words[1]?.[0]
  return `${first}${second ?? ''}`.toLocaleUpperCase('es-MX')
}

/** Calendar dates (no time) are printed as written, whatever the device's time zone. */
export function dateOnlyOptions(style: 'long' | 'medium' = 'long'): Intl.DateTimeFormatOptions {
  return { dateStyle: style, timeZone: 'UTC' }
}
