import { createLocalJWKSet, errors, jwtVerify, type JWK, type JWTPayload } from 'jose'
import { API_AUDIENCE } from './api-resource.ts'

export interface AccessClaims extends JWTPayload {
  sub: string
  email?: string
  name?: string
  preferred_username?: string
  realm_access?: { roles?: string[] }
}

export class InvalidAccessToken extends Error {}

/** Checks an API access token against the provider's own public key: no network round trip. */
export function accessTokenVerifier(issuer: string, publicKey: JWK) {
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
      return payload as AccessClaims
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new InvalidAccessToken('El token de acceso expiró')
      const reason = error instanceof errors.JOSEError ? error.code : 'ERR_MALFORMED'
      throw new InvalidAccessToken(`Token de acceso no válido (${reason})`)
    }
  }
}

export type VerifyAccessToken = ReturnType<typeof accessTokenVerifier>
