import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { generateKeyPair, importJWK, SignJWT, type JWK } from 'jose'
import { SIGNING_KEY_FILE } from '../../server/auth/keys.ts'
import type { TestServer } from './test-server.ts'

export interface Forgery {
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number
  issuer?: string
  audience?: string
  /** Sign with a key the server has never seen. */
  foreignKey?: boolean
  claims?: Record<string, unknown>
}

/** An access token like the provider's, with one thing changed. */
export async function forgeAccessToken(server: TestServer, forgery: Forgery = {}): Promise<string> {
  const jwk = JSON.parse(readFileSync(join(server.dataDir, SIGNING_KEY_FILE), 'utf8')) as JWK
  const key = forgery.foreignKey ? (await generateKeyPair('RS256')).privateKey : await importJWK(jwk, 'RS256')
  const now = Math.floor(Date.now() / 1000)
  const expiresIn = forgery.expiresIn ?? 300
  return new SignJWT({ email: 'alumno@demo.edu.mx', client_id: 'student-portal', ...forgery.claims })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid ?? '' })
    .setIssuer(forgery.issuer ?? `${server.url}/realms/alumnos`)
    .setAudience(forgery.audience ?? 'student-portal-api')
    .setSubject('forged-subject')
    .setIssuedAt(now + Math.min(0, expiresIn) - 300)
    .setExpirationTime(now + expiresIn)
    .sign(key)
}
