import { endpoint } from './endpoints.ts'
import { AcceptTermsBody, Terms, TermsAcceptance, TermsVersionParams } from './terms.ts'
import { TermsState } from './user.ts'

/** The terms' calls, apart from `endpoints` so they load with the terms' screens, not with every start. */
export const termsEndpoints = {
  currentTerms: endpoint({ method: 'GET', path: '/terms/current', response: Terms }),
  termsVersion: endpoint({ method: 'GET', path: '/terms/version/{version}', params: TermsVersionParams, response: Terms }),
  termsState: endpoint({ method: 'GET', path: '/terms/acceptance', response: TermsState }),
  acceptTerms: endpoint({ method: 'POST', path: '/terms/acceptance', body: AcceptTermsBody, response: TermsAcceptance }),
} as const
