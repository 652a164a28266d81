import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import { errors } from 'oidc-provider'
import type { Db } from '../db/sql.ts'
import { readForm } from '../http/read-body.ts'
import { renderLoginPage, renderMessagePage } from './login-page.ts'
import { authenticate, signInKey } from './idp-accounts.ts'
import type { SignInThrottle, ThrottleVerdict } from './sign-in-throttle.ts'
import { TEXTS, localeFrom, throttleText, type Locale } from './texts.ts'

export interface InteractionSettings {
  provider: Provider
  db: Db
  realmPath: string
  appUrl: string
  csp: string
  throttle: SignInThrottle
}

function sendHtml(res: ServerResponse, status: number, html: string, csp: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': csp,
    ...headers,
  })
  res.end(html)
}

function sendExpired(settings: InteractionSettings, res: ServerResponse, locale: Locale): void {
  const t = TEXTS[locale]
  const html = renderMessagePage(locale, settings.realmPath, t.errorTitle, t.expiredText, { href: settings.appUrl, label: t.backToPortal })
  sendHtml(res, 400, html, settings.csp)
}

/** The login page at /realms/{realm}/login-actions/{uid}: GET shows it, POST checks the password. */
export async function handleInteraction(settings: InteractionSettings, req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
  const { provider, realmPath } = settings
  let details: Awaited<ReturnType<Provider['interactionDetails']>>
  try {
    details = await provider.interactionDetails(req, res)
  } catch (error) {
    if (!(error instanceof errors.SessionNotFound)) throw error
    sendExpired(settings, res, 'es')
    return
  }
  const locale = localeFrom(details.params.ui_locales)
  if (details.uid !== uid || details.prompt.name !== 'login') {
    sendExpired(settings, res, locale)
    return
  }
  const t = TEXTS[locale]
  const action = `${realmPath}/login-actions/${encodeURIComponent(uid)}`
  const page = (status: number, username: string, error?: string, headers?: Record<string, string>) =>
    sendHtml(res, status, renderLoginPage({ locale, realmPath, action, username, ...(error ? { error } : {}) }), settings.csp, headers)
  const refuse = (username: string, verdict: Extract<ThrottleVerdict, { allowed: false }>, error: string) =>
    page(429, username, error, { 'Retry-After': String(Math.ceil(verdict.retryAfterMs / 1000)) })

  if (req.method === 'GET' || req.method === 'HEAD') {
    const hint = details.params.login_hint
    page(200, typeof hint === 'string' ? hint : '')
    return
  }
  if (req.method !== 'POST') {
    res.writeHead(405, { Allow: 'GET, POST' }).end()
    return
  }
  const form = await readForm(req)
  const username = form.get('username')?.trim() ?? ''
  const password = form.get('password') ?? ''
  if (!username || !password) {
    page(200, username, t.missingFields)
    return
  }
  const key = signInKey(settings.db, username)
  const before = settings.throttle.check(key)
  if (!before.allowed) {
    // The password is not even checked while the wait lasts.
    refuse(username, before, throttleText(locale, before.locked, before.retryAfterMs))
    return
  }
  const account = await authenticate(settings.db, username, password)
  if (!account) {
    const after = settings.throttle.fail(key)
    if (after.allowed) page(200, username, t.wrongCredentials)
    else refuse(username, after, `${t.wrongCredentials} ${throttleText(locale, after.locked, after.retryAfterMs)}`)
    return
  }
  settings.throttle.succeed(key)
  await provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false })
}
