import type { Summary } from '../../src/contract/payments.ts'
import { transaction } from '../db/sql.ts'
import { cashDeadlineDay, markDeclined, markPaid, markPending, paymentStatus, type OnlineRow, onlineRowByToken } from '../data/payments-online.ts'
import { longDate } from '../data/payments-time.ts'
import { chargeBox } from './card-form.ts'
import { alert, button, redirect, sendPage } from './html.ts'
import { CANCELLED_AT_MARKETPLACE, merchantOf, paymentReturn, type PageRequest, type ProviderDeps } from './provider-deps.ts'

/**
 * The marketplace's hosted checkout (`/checkout-sim/<token>`): pay now from the account's balance,
 * choose to pay cash at a store before a deadline (the payment is then pending), or cancel. Each
 * visit is decided once; coming back only returns to the portal with the same answer.
 */

export const MARKETPLACE_NAME = 'Mercado Pago (simulado)'

type SummaryLine = Summary['lines'][number]

function showCheckout(deps: ProviderDeps, page: PageRequest, row: OnlineRow, status: number, problem: string[] = []): void {
  const lines = JSON.parse(row.lines) as SummaryLine[]
  const body = `${alert(problem)}${chargeBox(merchantOf(deps.db, row.account_number), lines, row.total_cents)}
<form method="post" class="box"><h2>¿Cómo quieres pagar?</h2>
<p class="hint">En efectivo, paga en una tienda de conveniencia a más tardar el ${longDate(cashDeadlineDay(row, deps.now()))} a las 23:59 (hora del centro de México).</p>
<div class="actions">${button('balance', 'Pagar con saldo de la cuenta', 'primary')}${button('cash', 'Pagar en efectivo en tienda', 'secondary')}${button('cancel', 'Cancelar', 'secondary')}</div></form>`
  sendPage(page.req, page.res, status, { provider: MARKETPLACE_NAME, heading: 'Pagar tu compra', body })
}

const ACTIONS = new Map<string, (deps: ProviderDeps, row: OnlineRow, now: Date) => void>([
  ['balance', (deps, row, now) => void markPaid(deps.db, row.id, now)],
  ['cash', (deps, row, now) => markPending(deps.db, row, now)],
  ['cancel', (deps, row) => markDeclined(deps.db, row.id, CANCELLED_AT_MARKETPLACE)],
])

/** `/checkout-sim/<token>` (the row is the token's marketplace payment). */
export function checkoutPage(deps: ProviderDeps, page: PageRequest, row: OnlineRow): void {
  const now = deps.now()
  if (paymentStatus(row, now) !== 'at-provider') return redirect(page.res, paymentReturn(deps.basePath, row.id, paymentStatus(row, now)))
  if (!page.form) return showCheckout(deps, page, row, 200)
  const act = ACTIONS.get(page.form.get('action') ?? '')
  if (!act) return showCheckout(deps, page, row, 400, ['Elige cómo quieres pagar, o cancela.'])
  transaction(deps.db, () => {
    const current = onlineRowByToken(deps.db, page.token)
    if (current && paymentStatus(current, now) === 'at-provider') act(deps, current, now)
  })
  const after = onlineRowByToken(deps.db, page.token) ?? row
  redirect(page.res, paymentReturn(deps.basePath, after.id, paymentStatus(after, now)))
}
