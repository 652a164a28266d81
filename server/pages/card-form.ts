import type { Summary } from '../../src/contract/payments.ts'
import { DEMO_3DS_CODE, DEMO_CARDS, BRAND_NAMES, groupedNumber, type CardForm } from '../data/payments-cards.ts'
import { formatCents } from '../data/payments-time.ts'
import { alert, button, escapeHtml, field } from './html.ts'

/** The bank's forms: the card (to pay or to save it) and the 3-D Secure step. */

export const BANK_NAME = 'Banco (simulado)'

type SummaryLine = Summary['lines'][number]
export type CardErrors = Partial<Record<keyof CardForm, string>>

export const EMPTY_CARD: CardForm = { holder: '', number: '', expiry: '', cvv: '' }

/** What the person typed, each field cut to a sane length (the CVV is never shown back). */
export function cardFormOf(form: URLSearchParams): CardForm {
  const text = (name: string, max: number) => (form.get(name) ?? '').slice(0, max)
  return { holder: text('holder', 100), number: text('number', 40), expiry: text('expiry', 10), cvv: text('cvv', 10) }
}

/** Who is paid, for what and how much. */
export function chargeBox(merchant: string, lines: readonly SummaryLine[], totalCents: number): string {
  const concepts = lines.map((line) => `<li>${escapeHtml(line.label)}${line.quantity > 1 ? ` × ${line.quantity}` : ''}: ${formatCents(line.amountCents)}</li>`).join('')
  return `<section class="box" aria-labelledby="charge"><h2 id="charge">Detalle del cargo</h2>
<dl><dt>Comercio</dt><dd>${escapeHtml(merchant)}</dd><dt>Conceptos</dt><dd><ul>${concepts}</ul></dd><dt>Importe</dt><dd class="amount">${formatCents(totalCents)} MXN</dd></dl></section>`
}

const demoCards = `<section class="box" aria-labelledby="demo"><h2 id="demo">Tarjetas de prueba</h2><ul>${
  DEMO_CARDS.map((card) => `<li><code>${groupedNumber(card.number)}</code> (${BRAND_NAMES[card.brand]}): ${escapeHtml(card.outcome)}</li>`).join('')
}</ul><p class="hint">Con cualquier nombre, un vencimiento futuro (MM/AA) y cualquier CVV de 3 dígitos.</p></section>`

/** The card form; `submit` is the main button's text ("Pagar $4,862.00", "Guardar tarjeta"). */
export function cardForm(typed: CardForm, errors: CardErrors, submit: string, problem: string[] = []): string {
  const messages = [...problem, ...Object.values(errors)]
  return `${alert(messages)}<form method="post" class="box" novalidate><h2>Datos de la tarjeta</h2>
${field({ name: 'holder', label: 'Nombre del titular', value: typed.holder, error: errors.holder, autocomplete: 'cc-name', maxlength: 80 })}
${field({ name: 'number', label: 'Número de tarjeta', value: typed.number, error: errors.number, autocomplete: 'cc-number', inputmode: 'numeric', maxlength: 23 })}
${field({ name: 'expiry', label: 'Vencimiento (MM/AA)', value: typed.expiry, error: errors.expiry, autocomplete: 'cc-exp', maxlength: 7 })}
${field({ name: 'cvv', label: 'CVV', value: '', error: errors.cvv, hint: '3 o 4 dígitos al reverso de la tarjeta.', autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: 4 })}
<div class="actions">${button('submit', submit, 'primary')}${button('cancel', 'Cancelar', 'secondary')}</div></form>${demoCards}`
}

export function verificationForm(what: string, problem: string[] = []): string {
  return `${alert(problem)}<p>Tu banco necesita confirmar que eres tú antes de ${escapeHtml(what)}. Escribe el código que te enviamos por SMS.</p>
<form method="post" class="box" novalidate>
${field({ name: 'code', label: 'Código de verificación', value: '', hint: `En esta demostración el código es ${DEMO_3DS_CODE}.`, autocomplete: 'one-time-code', inputmode: 'numeric', maxlength: 6, ...(problem.length > 0 ? { error: problem[0] } : {}) })}
<div class="actions">${button('verify', 'Verificar', 'primary')}${button('cancel', 'Cancelar', 'secondary')}</div></form>`
}

/**
 * What the 3-D Secure form asked for: cancel, a code to check (6 digits), or a problem to show
 * with the form again; the same for a payment and for a card being saved.
 */
export type VerificationAnswer = { kind: 'cancel' } | { kind: 'code'; code: string } | { kind: 'problem'; message: string }

export function verificationAnswerOf(form: URLSearchParams): VerificationAnswer {
  const action = form.get('action')
  if (action === 'cancel') return { kind: 'cancel' }
  if (action !== 'verify') return { kind: 'problem', message: 'Elige «Verificar» o «Cancelar».' }
  const code = (form.get('code') ?? '').trim()
  return /^\d{6}$/.test(code) ? { kind: 'code', code } : { kind: 'problem', message: 'Escribe los 6 dígitos del código de verificación.' }
}
