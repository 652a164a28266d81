import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider'
import type { Db } from '../db/sql.ts'
import {
  ACCESS_TOKEN_TTL_S, API_AUDIENCE, API_RESOURCE, API_SCOPE, OIDC_ROUTES, SESSION_TTL_S,
} from './api-resource.ts'
import { loadExistingGrant } from './grant.ts'
import { findIdpAccount, profileClaims } from './idp-accounts.ts'
import type { SignInKeys } from './keys.ts'
import { installProviderMiddleware } from './provider-middleware.ts'
import { providerPages } from './provider-pages.ts'
import { sqliteAdapter } from './sqlite-adapter.ts'

export interface SignInSettings {
  db: Db
  /** `${publicUrl}/realms/${realm}`: oidc-provider takes its mount path from here. */
  issuer: string
  realmPath: string
  clientId: string
  redirectUris: string[]
  appOrigins: string[]
  appUrl: string
  keys: SignInKeys
  trustProxy: boolean
}

export function createSignInProvider(settings: SignInSettings): Provider {
  const { db, realmPath, clientId, redirectUris } = settings
  const pages = providerPages(realmPath, settings.appUrl)
  const configuration: Configuration = {
    adapter: sqliteAdapter(db),
    clients: [{
      client_id: clientId,
      token_endpoint_auth_method: 'none',
      application_type: 'web',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: redirectUris,
      post_logout_redirect_uris: redirectUris,
    }],
    jwks: { keys: [settings.keys.signing] },
    // The provider's cookies go only to the provider's own paths, never to the portal or its API.
    cookies: { keys: settings.keys.cookieKeys, long: { path: `${realmPath}/` }, short: { path: `${realmPath}/` } },
    routes: OIDC_ROUTES,
    responseTypes: ['code'],
    pkce: { required: () => true },
    // keycloak-js sends kc_idp_hint=microsoft; there is only one way in here, so it is accepted and ignored.
    extraParams: ['kc_idp_hint'],
    // keycloak-js asks only for `openid` by default and Keycloak still puts the profile in the ID token: so do we.
    claims: {
      openid: ['sub', 'email', 'email_verified', 'name', 'given_name', 'family_name', 'preferred_username'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
    },
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const account = findIdpAccount(db, sub)
      return account && { accountId: sub, claims: () => ({ sub, ...profileClaims(account) }) }
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined
      const account = findIdpAccount(db, token.accountId)
      if (!account) return undefined
      // `sid`: the sign-in on this browser, so the API can list it as a device and refuse it once closed.
      return { ...profileClaims(account), azp: token.clientId, realm_access: { roles: account.roles }, ...(token.grantId ? { sid: token.grantId } : {}) }
    },
    interactions: { url: (_ctx, interaction) => `${realmPath}/login-actions/${interaction.uid}` },
    loadExistingGrant,
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    clientBasedCORS: (_ctx, origin) => settings.appOrigins.includes(origin),
    renderError: pages.renderError,
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_S,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL_S,
      Interaction: 60 * 60,
      Session: SESSION_TTL_S,
      Grant: SESSION_TTL_S,
      // A rotated token keeps what was left of its predecessor: the session is at most 8 h.
      RefreshToken: (ctx) => ctx?.oidc.entities.RotatedRefreshToken?.remainingTTL ?? SESSION_TTL_S,
    },
    features: {
      devInteractions: { enabled: false },
      // A public client may only revoke its own tokens; others are ignored silently (RFC 7009).
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource: pages.logoutSource, postLogoutSuccessSource: pages.postLogoutSuccessSource },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx: KoaContextWithOIDC, indicator: string) {
          if (indicator !== API_RESOURCE) throw new errors.InvalidTarget()
          return {
            scope: API_SCOPE,
            audience: API_AUDIENCE,
            accessTokenTTL: ACCESS_TOKEN_TTL_S,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          }
        },
      },
    },
  }
  const provider = new Provider(settings.issuer, configuration)
  provider.proxy = settings.trustProxy
  installProviderMiddleware(provider, settings.appOrigins)
  // The provider answers 500 on its own errors without logging them.
  provider.on('server_error', (ctx: KoaContextWithOIDC, error: Error) => {
    console.error(`[sign-in] ${ctx.method} ${ctx.path} failed:`, error)
  })
  return provider
}
