import type { IncomingMessage, ServerResponse } from 'node:http'
import { BANK_SIM_PATH, CHECKOUT_SIM_PATH, onlineRowByToken } from '../data/payments-online.ts'
import { ACCESS_PARAM, grantsAccess } from '../data/payments-provider-access.ts'
import { enrolmentByToken } from '../data/payments-wallet.ts'
import { cardPaymentPage, paymentVerificationPage } from './bank-pay.ts'
import { enrolmentPage, enrolmentVerificationPage } from './bank-wallet.ts'
import { BANK_NAME } from './card-form.ts'
import { MARKETPLACE_NAME, checkoutPage } from './checkout-sim.ts'
import { alert, notFoundPage, notYoursPage, redirect, sendPage, TOKEN } from './html.ts'
import { cookiesOf, pageRequest, type ProviderDeps } from './provider-deps.ts'

/**
 * The simulated payment providers' hosted pages (architecture §10), each on its own path of this
 * origin as a real provider's would be on its own site, returning through the portal's public
 * `bankbridge` page:
 * - `/bankbridge-sim/pay/<token>`: the bank's card form for a payment;
 * - `/bankbridge-sim/card/<token>`: the bank's form to save a card in the wallet;
 * - `/bankbridge-sim/3ds/<token>`: the 3-D Secure step of either;
 * - `/checkout-sim/<token>`: the marketplace's checkout.
 * An unknown path or token is a 404 page; any method but GET, HEAD and POST a 405 page. A page
 * acts only for the person it is for (payments-provider-access.ts): the link the portal gives
 * them carries its access, which the page keeps as a cookie of that browser (only for its own
 * path, for a day) before showing its clean address; without it, a 403 page.
 */
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

/** How long the browser keeps a page's access. */
const ACCESS_SECONDS = 24 * 60 * 60

type Access = 'granted' | 'answered'

/** Checks the page's access for `token`; unless granted, the answer (a redirect keeping it, or a 403 page) was sent. */
function checkAccess(deps: ProviderDeps, req: IncomingMessage, res: ServerResponse, url: URL, token: string, provider: string): Access {
  const home = provider === BANK_NAME ? BANK_SIM_PATH : CHECKOUT_SIM_PATH
  const cookie = `acceso-${token}`
  const given = url.searchParams.get(ACCESS_PARAM)
  if (given !== null && grantsAccess(deps.db, token, given)) {
    // Kept by this browser, then out of the address (history, screen, referrer).
    redirect(res, url.pathname, { 'Set-Cookie': `${cookie}=${given}; Path=${home}; Max-Age=${ACCESS_SECONDS}; HttpOnly; SameSite=Strict` })
    return 'answered'
  }
  if (given === null && grantsAccess(deps.db, token, cookiesOf(req).get(cookie))) return 'granted'
  sendPage(req, res, 403, notYoursPage(provider))
  return 'answered'
}

/** The bank's pages: `[kind, token]` of `/bankbridge-sim/<kind>/<token>`. */
async function bankPage(deps: ProviderDeps, req: IncomingMessage, res: ServerResponse, url: URL, kind: string, token: string): Promise<boolean> {
  const payment = kind === 'card' ? undefined : onlineRowByToken(deps.db, token)
  const enrolment = kind === 'pay' || payment ? undefined : enrolmentByToken(deps.db, token)
  const known = ((kind === 'pay' || kind === '3ds') && payment?.method === 'card') || ((kind === 'card' || kind === '3ds') && enrolment !== undefined)
  if (!known) return false
  if (checkAccess(deps, req, res, url, token, BANK_NAME) === 'answered') return true
  if (kind === 'pay' && payment) return (cardPaymentPage(deps, await pageRequest(req, res, token), payment), true)
  if (kind === '3ds' && payment) return (paymentVerificationPage(deps, await pageRequest(req, res, token), payment), true)
  if (kind === 'card' && enrolment) return (enrolmentPage(deps, await pageRequest(req, res, token), enrolment), true)
  if (kind === '3ds' && enrolment) return (enrolmentVerificationPage(deps, await pageRequest(req, res, token), enrolment), true)
  return false
}

async function marketplacePage(deps: ProviderDeps, req: IncomingMessage, res: ServerResponse, url: URL, token: string): Promise<boolean> {
  const payment = onlineRowByToken(deps.db, token)
  if (payment?.method !== 'marketplace') return false
  if (checkAccess(deps, req, res, url, token, MARKETPLACE_NAME) === 'answered') return true
  checkoutPage(deps, await pageRequest(req, res, token), payment)
  return true
}

export const isProviderPath = (path: string) => under(path, BANK_SIM_PATH) || under(path, CHECKOUT_SIM_PATH)

export function providerPages(deps: ProviderDeps) {
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const provider = under(url.pathname, BANK_SIM_PATH) ? BANK_NAME : MARKETPLACE_NAME
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
      res.setHeader('Allow', 'GET, HEAD, POST')
      return sendPage(req, res, 405, { provider, heading: 'Operación no permitida', body: alert(['Esta página solo se abre o envía su formulario.']) })
    }
    const parts = url.pathname.split('/').filter(Boolean)
    let served = false
    if (provider === BANK_NAME && parts.length === 3 && TOKEN.test(parts[2] ?? '')) {
      served = await bankPage(deps, req, res, url, parts[1] ?? '', parts[2] ?? '')
    } else if (provider === MARKETPLACE_NAME && parts.length === 2 && TOKEN.test(parts[1] ?? '')) {
      served = await marketplacePage(deps, req, res, url, parts[1] ?? '')
    }
    if (!served) sendPage(req, res, 404, notFoundPage(provider))
  }
}
