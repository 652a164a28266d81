import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { calculateJwkThumbprint, type JWK } from 'jose'

export interface SignInKeys {
  /** Private RS256 key the provider signs with. */
  signing: JWK
  /** Its public half, for verifying access tokens in process. */
  verifying: JWK
  /** Secrets that sign the provider's cookies. */
  cookieKeys: string[]
}

export const SIGNING_KEY_FILE = 'signing-key.jwk.json'
const COOKIE_KEYS_FILE = 'cookie-keys.json'

function readOrCreate<T>(path: string, create: () => T): T {
  if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as T
  const value = create()
  writeFileSync(path, JSON.stringify(value, null, 2), { mode: 0o600 })
  return value
}

async function createSigningKey(): Promise<JWK> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const jwk = privateKey.export({ format: 'jwk' }) as JWK
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' }
}

/** Created on first start and kept in the data folder, so tokens and sessions survive restarts. */
export async function loadSignInKeys(dataDir: string): Promise<SignInKeys> {
  const path = join(dataDir, SIGNING_KEY_FILE)
  let signing: JWK
  if (existsSync(path)) {
    signing = JSON.parse(readFileSync(path, 'utf8')) as JWK
  } else {
    signing = await createSigningKey()
    writeFileSync(path, JSON.stringify(signing, null, 2), { mode: 0o600 })
  }
  const { kty, n, e, kid, alg, use } = signing
  const cookieKeys = readOrCreate(join(dataDir, COOKIE_KEYS_FILE), () => [randomBytes(32).toString('base64url')])
  return { signing, verifying: { kty, n, e, kid, alg, use }, cookieKeys }
}
