import { termsEndpoints } from '../../src/contract/terms-endpoints.ts'
import { acceptTerms, currentTerms, termsStateOf, termsVersion } from '../data/terms.ts'
import { HttpError, notFound } from './errors.ts'
import type { Routes } from './route.ts'

/**
 * Terms and conditions. Every call needs a signed-in person the API knows (the text is not secret,
 * but only the portal reads it, with its token). Anyone of any role reads the versions and
 * accepts the current one for themselves: acceptance is a personal act, not a service action.
 * Accepting a version that is no longer the current one is a 409 (the person read an old text);
 * accepting the same version again answers the first acceptance, unchanged.
 */
export const OUTDATED = 'Esa versión de los términos y condiciones ya no es la vigente: lee la versión actual y acéptala'
const NO_TERMS = 'No hay términos y condiciones publicados'

const spanish = { spanish: true }

export function termsRoutes(r: Routes): void {
  r.user(termsEndpoints.currentTerms, ({ db }) => {
    const terms = currentTerms(db)
    if (!terms) throw notFound(NO_TERMS)
    return terms
  }, spanish)

  r.user(termsEndpoints.termsVersion, ({ db, params }) => {
    const terms = termsVersion(db, params.version)
    if (!terms) throw notFound(`No existe la versión ${params.version} de los términos y condiciones`)
    return terms
  }, spanish)

  r.user(termsEndpoints.termsState, ({ db, caller }) => termsStateOf(db, caller.user.id), spanish)

  r.user(termsEndpoints.acceptTerms, ({ db, caller, body, now }) => {
    const current = currentTerms(db)
    if (!current) throw notFound(NO_TERMS)
    if (body.version !== current.version) throw new HttpError(409, OUTDATED, { fields: { currentVersion: current.version } })
    return acceptTerms(db, caller.user.id, body.version, now)
  }, spanish)
}
