import { transaction } from '../db/sql.ts'
import { bankAnswerFor, checkCard, DEMO_3DS_CODE } from '../data/payments-cards.ts'
import { BANK_SIM_PATH } from '../data/payments-online.ts'
import { enrolmentByToken, holdForVerification, saveCard, setEnrolmentStatus, type EnrolmentRow } from '../data/payments-wallet.ts'
import { BANK_NAME, cardForm, cardFormOf, EMPTY_CARD, verificationAnswerOf, verificationForm, type CardErrors } from './card-form.ts'
import { escapeHtml, redirect, sendPage } from './html.ts'
import { merchantOf, walletReturn, type PageRequest, type ProviderDeps } from './provider-deps.ts'

/**
 * The bank's page to save a card in the wallet (`/bankbridge-sim/card/<token>`), with the same
 * 3-D Secure step as a payment. The bank keeps the number; the wallet gets its token, brand, last
 * four digits and expiry. A visit is decided once; coming back only returns to the portal.
 */

const RESULTS: Partial<Record<EnrolmentRow['status'], 'added' | 'cancelled' | 'rejected'>> = { added: 'added', cancelled: 'cancelled', rejected: 'rejected' }

function whereNow(deps: ProviderDeps, row: EnrolmentRow): string {
  const result = RESULTS[row.status]
  if (result) return walletReturn(deps.basePath, result)
  return `${BANK_SIM_PATH}/${row.status === '3ds' ? '3ds' : 'card'}/${row.token}`
}

/** Runs a decision on a visit still on `step`, in one transaction; then the person goes where the visit now is. */
function decide(deps: ProviderDeps, page: PageRequest, step: 'form' | '3ds', act: (row: EnrolmentRow, now: Date) => void): void {
  const now = deps.now()
  transaction(deps.db, () => {
    const row = enrolmentByToken(deps.db, page.token)
    if (row?.status === step) act(row, now)
  })
  const after = enrolmentByToken(deps.db, page.token)
  redirect(page.res, after ? whereNow(deps, after) : BANK_SIM_PATH)
}

function showCardForm(deps: ProviderDeps, page: PageRequest, row: EnrolmentRow, status: number, typed = EMPTY_CARD, errors: CardErrors = {}, problem: string[] = []): void {
  const intro = `<p>Guarda una tarjeta para pagar tus colegiaturas de ${escapeHtml(merchantOf(deps.db, row.account_number))} sin volver a escribirla. No se hace ningún cargo.</p>`
  sendPage(page.req, page.res, status, { provider: BANK_NAME, heading: 'Guardar tarjeta', body: `${intro}${cardForm(typed, errors, 'Guardar tarjeta', problem)}` })
}

function enrol(deps: ProviderDeps, page: PageRequest, row: EnrolmentRow, form: URLSearchParams): void {
  const typed = cardFormOf(form)
  const checked = checkCard(typed, deps.now())
  if (!checked.ok) return showCardForm(deps, page, row, 400, typed, checked.errors)
  const { card } = checked
  decide(deps, page, 'form', (current, now) => {
    const answer = bankAnswerFor(card)
    if (answer.kind === '3ds') return holdForVerification(deps.db, current.token, card)
    if (answer.kind === 'declined') return setEnrolmentStatus(deps.db, current.token, 'rejected')
    saveCard(deps.db, current.account_number, card, now)
    setEnrolmentStatus(deps.db, current.token, 'added')
  })
}

/** `/bankbridge-sim/card/<token>`. */
export function enrolmentPage(deps: ProviderDeps, page: PageRequest, row: EnrolmentRow): void {
  if (row.status !== 'form') return redirect(page.res, whereNow(deps, row))
  if (!page.form) return showCardForm(deps, page, row, 200)
  const action = page.form.get('action')
  if (action === 'cancel') return decide(deps, page, 'form', (current) => setEnrolmentStatus(deps.db, current.token, 'cancelled'))
  if (action === 'submit') return enrol(deps, page, row, page.form)
  showCardForm(deps, page, row, 400, cardFormOf(page.form), {}, ['Elige «Guardar tarjeta» o «Cancelar».'])
}

function showVerification(page: PageRequest, status: number, problem: string[] = []): void {
  sendPage(page.req, page.res, status, { provider: BANK_NAME, heading: 'Verificación 3-D Secure', body: verificationForm('guardar la tarjeta', problem) })
}

/** `/bankbridge-sim/3ds/<token>` for a card being saved. */
export function enrolmentVerificationPage(deps: ProviderDeps, page: PageRequest, row: EnrolmentRow): void {
  if (row.status !== '3ds') return redirect(page.res, whereNow(deps, row))
  if (!page.form) return showVerification(page, 200)
  const answer = verificationAnswerOf(page.form)
  if (answer.kind === 'cancel') return decide(deps, page, '3ds', (current) => setEnrolmentStatus(deps.db, current.token, 'cancelled'))
  if (answer.kind === 'problem') return showVerification(page, 400, [answer.message])
  decide(deps, page, '3ds', (current, now) => {
    if (answer.code !== DEMO_3DS_CODE || !current.card_brand || !current.card_last4 || !current.card_expiry) {
      return setEnrolmentStatus(deps.db, current.token, 'rejected')
    }
    saveCard(deps.db, current.account_number, { brand: current.card_brand, last4: current.card_last4, expiry: current.card_expiry }, now)
    setEnrolmentStatus(deps.db, current.token, 'added')
  })
}
