import { createLocalJWKSet, errors, jwtVerify, type JWK, type JWTPayload } from 'jose'
import { API_AUDIENCE } from './api-resource.ts'

export interface AccessClaims extends JWTPayload {
  sub: string
  email?: string
  name?: string
  preferred_username?: string
  realm_access?: { roles?: string[] }
  /** The sign-in on one browser (the provider's grant) the token was issued for. */
  sid?: string
}

export class InvalidAccessToken extends Error {}

/**
 * Checks an API access token against the provider's own public key: no network round trip.
 * Every client of the realm gets tokens signed with that key and for the API's audience, so the
 * token must also have been issued to the portal's own client (`azp`, or RFC 9068's
 * `client_id`), as a Keycloak resource server checks.
 */
export function accessTokenVerifier(issuer: string, publicKey: JWK, clientId: string) {
  const keys = createLocalJWKSet({ keys: [publicKey] })
  return async (token: string): Promise<AccessClaims> => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer,
        audience: API_AUDIENCE,
        algorithms: ['RS256'],
        typ: 'at+jwt',
        requiredClaims: ['sub', 'exp', 'iat'],
      })
      const authorizedParty = payload.azp ?? payload.client_id
      if (authorizedParty !== clientId) throw new InvalidAccessToken('El token de acceso no fue emitido para este portal')
      return payload as AccessClaims
    } catch (error) {
      if (error instanceof InvalidAccessToken) throw error
      if (error instanceof errors.JWTExpired) throw new InvalidAccessToken('El token de acceso expiró')
      const reason = error instanceof errors.JOSEError ? error.code : 'ERR_MALFORMED'
      throw new InvalidAccessToken(`Token de acceso no válido (${reason})`)
    }
  }
}

export type VerifyAccessToken = ReturnType<typeof accessTokenVerifier>
