import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { SERVER_LANGUAGE } from './locales'

/** A school cycle's code: its year and its half, January–June (`2026-1`) or July–December (`2026-2`). */
const TERM_CODE = /^(\d{4})-([12])$/

/**
 * A term's name written from its code in the active language ("Julio–diciembre 2026",
 * "July–December 2026"), or null for a code of another form: the server's own name is then all
 * there is.
 */
export function termName(code: string, i18n: I18n): string | null {
  const match = TERM_CODE.exec(code)
  if (!match) return null
  const year = match[1]!
  return match[2] === '1' ? i18n._(msg`Enero–junio ${year}`) : i18n._(msg`Julio–diciembre ${year}`)
}

/**
 * A cycle of a study plan: in Spanish the server's own name (which may say what kind of cycle it
 * is, "Cuatrimestre 3"), in another language the portal's words for its number ("Term 3").
 */
export function planCycleName(cycle: { number: number; name: string }, i18n: I18n): string {
  const { number } = cycle
  return i18n.locale === SERVER_LANGUAGE ? cycle.name : i18n._(msg`Ciclo ${number}`)
}
