import type { Summary } from '../../src/contract/payments.ts'
import { transaction } from '../db/sql.ts'
import { bankAnswerFor, checkCard, DEMO_3DS_CODE, THREE_DS_REFUSED } from '../data/payments-cards.ts'
import {
  BANK_SIM_PATH, markDeclined, markPaid, onlineRowByToken, paymentStatus, setCard, setProviderStep, type OnlineRow,
} from '../data/payments-online.ts'
import { formatCents } from '../data/payments-time.ts'
import { BANK_NAME, cardForm, cardFormOf, chargeBox, EMPTY_CARD, verificationAnswerOf, verificationForm, type CardErrors } from './card-form.ts'
import { redirect, sendPage } from './html.ts'
import { CANCELLED_AT_BANK, merchantOf, paymentReturn, type PageRequest, type ProviderDeps } from './provider-deps.ts'

/**
 * The bank's hosted page for a card payment (`/bankbridge-sim/pay/<token>`) and its 3-D Secure
 * step (`/bankbridge-sim/3ds/<token>`). The outcome is written once: a second submit, or a visit
 * to a decided payment, only returns to the portal with the same answer.
 */

type SummaryLine = Summary['lines'][number]

const returnOf = (deps: ProviderDeps, row: OnlineRow) => paymentReturn(deps.basePath, row.id, paymentStatus(row, deps.now()))

function showCardForm(deps: ProviderDeps, page: PageRequest, row: OnlineRow, status: number, typed = EMPTY_CARD, errors: CardErrors = {}, problem: string[] = []): void {
  const lines = JSON.parse(row.lines) as SummaryLine[]
  const body = `${chargeBox(merchantOf(deps.db, row.account_number), lines, row.total_cents)}${cardForm(typed, errors, `Pagar ${formatCents(row.total_cents)}`, problem)}`
  sendPage(page.req, page.res, status, { provider: BANK_NAME, heading: 'Pago con tarjeta', body })
}

/**
 * Runs a decision on a payment still at the bank on `step`, in one transaction; whatever happened
 * meanwhile (another submit decided it), the person returns to the portal with its answer.
 */
function decide(deps: ProviderDeps, page: PageRequest, step: 'form' | '3ds', act: (row: OnlineRow, now: Date) => string | null): void {
  const now = deps.now()
  const location = transaction(deps.db, () => {
    const row = onlineRowByToken(deps.db, page.token)
    if (!row) return null
    if (paymentStatus(row, now) !== 'at-provider' || row.provider_step !== step) return null
    return act(row, now)
  })
  const after = onlineRowByToken(deps.db, page.token)
  redirect(page.res, location ?? (after ? stepUrlOrReturn(deps, after) : BANK_SIM_PATH))
}

/** Where a payment is now: its bank step, or the portal once decided. */
function stepUrlOrReturn(deps: ProviderDeps, row: OnlineRow): string {
  if (paymentStatus(row, deps.now()) !== 'at-provider') return returnOf(deps, row)
  return `${BANK_SIM_PATH}/${row.provider_step === '3ds' ? '3ds' : 'pay'}/${row.provider_token ?? ''}`
}

function payWithCard(deps: ProviderDeps, page: PageRequest, row: OnlineRow, form: URLSearchParams): void {
  const typed = cardFormOf(form)
  const checked = checkCard(typed, deps.now())
  if (!checked.ok) return showCardForm(deps, page, row, 400, typed, checked.errors)
  const { card } = checked
  decide(deps, page, 'form', (current, now) => {
    setCard(deps.db, current.id, { brand: card.brand, last4: card.last4 })
    const answer = bankAnswerFor(card)
    if (answer.kind === '3ds') {
      setProviderStep(deps.db, current.id, '3ds')
      return `${BANK_SIM_PATH}/3ds/${page.token}`
    }
    if (answer.kind === 'declined') markDeclined(deps.db, current.id, answer.reason)
    else markPaid(deps.db, current.id, now)
    return null
  })
}

/** `/bankbridge-sim/pay/<token>` (the row is the token's payment). */
export function cardPaymentPage(deps: ProviderDeps, page: PageRequest, row: OnlineRow): void {
  if (paymentStatus(row, deps.now()) !== 'at-provider' || row.provider_step !== 'form') return redirect(page.res, stepUrlOrReturn(deps, row))
  if (!page.form) return showCardForm(deps, page, row, 200)
  const action = page.form.get('action')
  if (action === 'cancel') return decide(deps, page, 'form', (current) => (markDeclined(deps.db, current.id, CANCELLED_AT_BANK), null))
  if (action === 'submit') return payWithCard(deps, page, row, page.form)
  showCardForm(deps, page, row, 400, cardFormOf(page.form), {}, ['Elige «Pagar» o «Cancelar».'])
}

function showVerification(page: PageRequest, status: number, problem: string[] = []): void {
  sendPage(page.req, page.res, status, { provider: BANK_NAME, heading: 'Verificación 3-D Secure', body: verificationForm('autorizar el pago', problem) })
}

/** `/bankbridge-sim/3ds/<token>` for a payment. */
export function paymentVerificationPage(deps: ProviderDeps, page: PageRequest, row: OnlineRow): void {
  if (paymentStatus(row, deps.now()) !== 'at-provider' || row.provider_step !== '3ds') return redirect(page.res, stepUrlOrReturn(deps, row))
  if (!page.form) return showVerification(page, 200)
  const answer = verificationAnswerOf(page.form)
  if (answer.kind === 'cancel') return decide(deps, page, '3ds', (current) => (markDeclined(deps.db, current.id, CANCELLED_AT_BANK), null))
  if (answer.kind === 'problem') return showVerification(page, 400, [answer.message])
  decide(deps, page, '3ds', (current, now) => {
    if (answer.code === DEMO_3DS_CODE) markPaid(deps.db, current.id, now)
    else markDeclined(deps.db, current.id, THREE_DS_REFUSED)
    return null
  })
}
