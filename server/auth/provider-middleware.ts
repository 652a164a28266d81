import type Provider from 'oidc-provider'
import type { KoaContextWithOIDC } from 'oidc-provider'
import { signInCsp } from '../http/headers.ts'
import { OIDC_ROUTES } from './api-resource.ts'
import { wrapRefreshToken } from './refresh-token-shape.ts'

const CREDENTIALED_ROUTES = new Set<string>([OIDC_ROUTES.token, OIDC_ROUTES.revocation, OIDC_ROUTES.userinfo])

function hasRefreshToken(body: unknown): body is { refresh_token: string } {
  return typeof body === 'object' && body !== null && 'refresh_token' in body && typeof body.refresh_token === 'string'
}

/** Gives the token endpoint's opaque refresh token the JWT shape keycloak-js needs. */
async function shapeRefreshToken(provider: Provider, ctx: KoaContextWithOIDC): Promise<void> {
  if (ctx.method !== 'POST' || ctx.path !== OIDC_ROUTES.token || ctx.status !== 200 || !hasRefreshToken(ctx.body)) return
  const body = ctx.body
  const stored = await provider.RefreshToken.find(body.refresh_token)
  if (!stored?.accountId || !stored.exp || !stored.iat) return
  body.refresh_token = wrapRefreshToken({ rt: body.refresh_token, iat: stored.iat, exp: stored.exp, sub: stored.accountId })
}

/** CSP on the provider's pages, credentialed CORS for the app's origins, refresh-token shape. */
export function installProviderMiddleware(provider: Provider, appOrigins: readonly string[]): void {
  const csp = signInCsp(appOrigins)
  provider.use(async (ctx, next) => {
    ctx.set('Content-Security-Policy', csp)
    ctx.set('X-Content-Type-Options', 'nosniff')
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    await next()
    const origin = ctx.get('Origin')
    // oidc-provider answers CORS without credentials; keycloak-js fetches with credentials: 'include'.
    if (origin && appOrigins.includes(origin) && CREDENTIALED_ROUTES.has(ctx.path) && ctx.response.get('Access-Control-Allow-Origin') === origin) {
      ctx.set('Access-Control-Allow-Credentials', 'true')
    }
    await shapeRefreshToken(provider, ctx as KoaContextWithOIDC)
  })
}
