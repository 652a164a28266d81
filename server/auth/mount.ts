import type { IncomingMessage, ServerResponse } from 'node:http'
import { parse as parseQuery } from 'node:querystring'
import type Provider from 'oidc-provider'
import { readBody } from '../http/read-body.ts'
import { OIDC_ROUTES } from './api-resource.ts'
import { SIGN_IN_ASSETS } from './assets.ts'
import { handleInteraction, type InteractionSettings } from './interaction.ts'
import { unwrapRefreshToken } from './refresh-token-shape.ts'
import { serveThirdPartyCookieCheck, THIRD_PARTY_COOKIES_PATH } from './third-party-cookies.ts'

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

// Same limit as oidc-provider's own body parser.
const FORM_LIMIT = 56 * 1024

/** Which form field may carry a JWT-shaped refresh token on each route. */
const WRAPPED_FIELDS: Record<string, string> = {
  [OIDC_ROUTES.token]: 'refresh_token',
  [OIDC_ROUTES.revocation]: 'token',
}

/**
 * Reads the form body here so a JWT-shaped refresh token can be swapped for the opaque one.
 * oidc-provider then takes `req.body` because the stream is already consumed (selective_body.js).
 */
async function unwrapFormBody(req: IncomingMessage, field: string): Promise<void> {
  if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')) return
  const body = parseQuery((await readBody(req, FORM_LIMIT)).toString('utf8'))
  const value = body[field]
  if (typeof value === 'string') body[field] = unwrapRefreshToken(value)
  Object.assign(req, { body })
}

function serveAsset(res: ServerResponse, name: string): void {
  const asset = SIGN_IN_ASSETS[name]
  if (!asset) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
    return
  }
  res.writeHead(200, { 'Content-Type': asset.type, 'Content-Length': asset.body.length, 'Cache-Control': 'public, max-age=3600' })
  res.end(asset.body)
}

/**
 * Serves the realm under /realms/{realm}: the login pages and their files here, everything else
 * by oidc-provider with the realm prefix stripped (it rebuilds its URLs from `req.originalUrl`).
 */
export function realmHandler(provider: Provider, settings: InteractionSettings, userinfo: Handler, appOrigins: readonly string[] = []) {
  const callback = provider.callback()
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const rest = url.pathname.slice(settings.realmPath.length) || '/'
    if (rest === OIDC_ROUTES.userinfo) {
      await userinfo(req, res)
      return
    }
    const login = /^\/login-actions\/([\w-]+)$/.exec(rest)
    if (login?.[1]) {
      await handleInteraction(settings, req, res, login[1])
      return
    }
    if (rest.startsWith(THIRD_PARTY_COOKIES_PATH) && serveThirdPartyCookieCheck(res, settings.realmPath, rest, appOrigins)) return
    if (rest.startsWith('/login-resources/')) {
      serveAsset(res, rest.slice('/login-resources/'.length))
      return
    }
    const field = WRAPPED_FIELDS[rest]
    if (req.method === 'POST' && field) await unwrapFormBody(req, field)
    Object.assign(req, { originalUrl: req.url })
    req.url = rest + url.search
    await callback(req, res)
  }
}
