import type { CardBrand } from '../../src/contract/payments.ts'
import { dayParts } from './academic-time.ts'
import { luhnDigit } from './payments-references.ts'
import { todayOf } from './payments-time.ts'

/**
 * The simulated bank's rules for a card typed on its page: what is a valid card, and what the
 * bank answers for it. The demo cards are listed on the page, so anyone can try each outcome.
 */

export type BankAnswer = { kind: 'approved' } | { kind: 'declined'; reason: string } | { kind: '3ds' }

export const INSUFFICIENT_FUNDS = 'Fondos insuficientes'
export const THREE_DS_REFUSED = 'La verificación 3-D Secure no fue aprobada'
/** The code the demo 3-D Secure step accepts. */
export const DEMO_3DS_CODE = '123456'

export interface DemoCard {
  number: string
  brand: CardBrand
  outcome: string
}

/** Shown on the bank's page; any other valid Visa, Mastercard or American Express number is approved. */
export const DEMO_CARDS: readonly DemoCard[] = [
  { number: '4242424242424242', brand: 'visa', outcome: 'aprobada' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'aprobada' },
  { number: '4000000000000002', brand: 'visa', outcome: `rechazada («${INSUFFICIENT_FUNDS}»)` },
  { number: '4000000000003220', brand: 'visa', outcome: 'pide verificación 3-D Secure' },
]

const ANSWERS: Record<string, BankAnswer> = {
  '4000000000000002': { kind: 'declined', reason: INSUFFICIENT_FUNDS },
  '4000000000003220': { kind: '3ds' },
}

export const BRAND_NAMES: Record<CardBrand, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' }

/** "4242 4242 4242 4242" as the page shows it. */
export const groupedNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ')

export function brandOf(digits: string): CardBrand | null {
  if (/^4/.test(digits) && (digits.length === 16 || digits.length === 13)) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(digits) && digits.length === 16) return 'mastercard'
  if (/^3[47]/.test(digits) && digits.length === 15) return 'amex'
  return null
}

const luhnValid = (digits: string) => digits.length > 1 && luhnDigit(digits.slice(0, -1)) === Number(digits.at(-1))

/** What the person typed in the bank's card form. */
export interface CardForm {
  holder: string
  number: string
  expiry: string
  cvv: string
}

/** A card the bank accepted as well formed. */
export interface TypedCard {
  digits: string
  brand: CardBrand
  last4: string
  /** MM/YY */
  expiry: string
}

export type CardCheck = { ok: true; card: TypedCard } | { ok: false; errors: Partial<Record<keyof CardForm, string>> }

/** MM/YY (or MM/YYYY) whose month has not ended yet in Mexico City; the normalised MM/YY, or null. */
export function futureExpiry(text: string, now: Date): string | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text)
  if (!match) return null
  const month = Number(match[1])
  const year = Number(match[2]) % 100
  if (month < 1 || month > 12) return null
  const today = dayParts(todayOf(now))
  const current = (today.year % 100) * 12 + today.month
  if (year * 12 + month < current) return null
  return `${String(month).padStart(2, '0')}/${String(year).padStart(2, '0')}`
}

/** A saved card's MM/YY is still valid on `now`. */
export const stillValid = (expiry: string, now: Date) => futureExpiry(expiry, now) !== null

/** Checks the form as the bank would, with a Spanish message per field. */
export function checkCard(form: CardForm, now: Date): CardCheck {
  const errors: Partial<Record<keyof CardForm, string>> = {}
  const digits = form.number.replace(/[\s-]/g, '')
  const holder = form.holder.trim()
  if (holder.length < 3 || holder.length > 80) errors.holder = 'Escribe el nombre del titular como aparece en la tarjeta.'
  const brand = /^\d{12,19}$/.test(digits) ? brandOf(digits) : null
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors.number = 'El número de tarjeta no es válido: revisa los dígitos.'
  else if (!brand) errors.number = 'El banco solo acepta tarjetas Visa, Mastercard o American Express.'
  const expiry = futureExpiry(form.expiry, now)
  if (!expiry) errors.expiry = /^\s*\d{1,2}\s*\/\s*\d{2,4}\s*$/.test(form.expiry) ? 'La tarjeta está vencida o la fecha no existe.' : 'Escribe el vencimiento como MM/AA, por ejemplo 08/29.'
  if (!/^\d{3,4}$/.test(form.cvv.trim())) errors.cvv = 'El CVV son los 3 o 4 dígitos al reverso de la tarjeta.'
  if (Object.keys(errors).length > 0 || !brand || !expiry) return { ok: false, errors }
  return { ok: true, card: { digits, brand, last4: digits.slice(-4), expiry } }
}

/** What the bank answers for a well-formed card. */
export const bankAnswerFor = (card: TypedCard): BankAnswer => ANSWERS[card.digits] ?? { kind: 'approved' }
