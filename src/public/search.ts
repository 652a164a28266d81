import { QR_CAMPUS } from '@/contract/public-pages'
/** What the bank sends back; anything unexpected degrades to "unknown" instead of failing. */
export interface BankReturn {
  status?: 'approved' | 'pending' | 'rejected'
  reference?: string
  amount?: number
}

const STATUSES = ['approved', 'pending', 'rejected'] as const

/**
 * Where in the portal the bank sends the person on: the result of a payment started there
 * (`?payment=<id>`), or the wallet after adding a card (`?wallet=added|cancelled|rejected`). Undefined for
 * a return the portal did not start, which the page itself explains.
 */
export function portalReturn(search: URLSearchParams): string | undefined {
  const payment = search.get('payment') ?? ''
  if (/^\d{1,9}$/.test(payment) && Number(payment) > 0) return `payments/result?id=${Number(payment)}`
  const wallet = search.get('wallet')
  if (wallet === 'added' || wallet === 'cancelled' || wallet === 'rejected') return `payments/wallet?card=${wallet}`
  return undefined
}

const REFERENCE = /^[\w-]{1,40}$/

export function parseBankReturn(search: URLSearchParams): BankReturn {
  const status = STATUSES.find((value) => value === search.get('status'))
  const reference = search.get('reference') ?? ''
  const amount = search.has('amount') ? Number(search.get('amount')) : Number.NaN
  return {
    ...(status ? { status } : {}),
    ...(REFERENCE.test(reference) ? { reference } : {}),
    ...(Number.isFinite(amount) && amount >= 0 ? { amount } : {}),
  }
}

/** The campus a poster's QR code names, when it is a plain name. */
export function parseCampus(search: URLSearchParams): string | undefined {
  const campus = search.get('campus') ?? ''
  return QR_CAMPUS.test(campus) ? campus : undefined
}
