import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Db } from '../db/sql.ts'
import type { VerifyAccessToken } from './access-token.ts'
import { findIdpAccount, profileClaims } from './idp-accounts.ts'

/**
 * Keycloak's userinfo accepts the client's access tokens; oidc-provider's refuses tokens bound to
 * a resource (all of ours) and cannot look up JWT tokens it never stored. So keycloak-js's
 * loadUserInfo() is answered here, from the same verified token the API accepts.
 */
export function userinfoHandler(db: Db, verify: VerifyAccessToken, appOrigins: readonly string[]) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const origin = req.headers.origin
    if (origin && appOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin)
      res.setHeader('Access-Control-Allow-Credentials', 'true')
      res.setHeader('Vary', 'Origin')
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, POST', 'Access-Control-Allow-Headers': 'Authorization' }).end()
      return
    }
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')
    const account = match?.[1] ? await verify(match[1]).then((claims) => findIdpAccount(db, claims.sub), () => undefined) : undefined
    if (!account) {
      res.writeHead(401, { 'WWW-Authenticate': 'Bearer error="invalid_token"', 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ error: 'invalid_token', error_description: 'invalid or expired access token' }))
      return
    }
    const body = JSON.stringify({ sub: account.sub, ...profileClaims(account) })
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
    res.end(body)
  }
}
