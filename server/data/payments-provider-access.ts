import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { one, run, type Db } from '../db/sql.ts'

/**
 * Who may act on a provider's hosted page (the bank's card form and 3-D Secure step, the wallet's
 * card form, the marketplace's checkout). A payment's link and its CoDi code go only to the person
 * who started it; a card's enrolment is its account's student's. That person's link carries the
 * page's access (`?acceso=`), which the page keeps as a cookie of that browser and asks for on
 * every visit: a page's address alone (seen in a history, a log, a shared screen) acts for nobody.
 */

const KEY = 'provider-page-key'
/** The query parameter that hands a page its access. */
export const ACCESS_PARAM = 'acceso'

function keyOf(db: Db): string {
  run(db, 'INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)', KEY, randomBytes(32).toString('base64url'))
  const row = one<{ value: string }>(db, 'SELECT value FROM meta WHERE key = ?', KEY)
  if (!row) throw new Error('the provider pages key is missing')
  return row.value
}

/** The access of a hosted page's token: the same for the token every time, unguessable without this database's key. */
export const pageAccess = (db: Db, token: string) => createHmac('sha256', keyOf(db)).update(`page:${token}`).digest('base64url')

/** The hosted page's address with its access, for the one person it acts for. */
export const withAccess = (db: Db, url: string, token: string) => `${url}?${ACCESS_PARAM}=${pageAccess(db, token)}`

/** `given` is the token's access (compared in constant time). */
export function grantsAccess(db: Db, token: string, given: string | undefined): boolean {
  if (!given) return false
  const expected = Buffer.from(pageAccess(db, token))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** Records who started an online payment (inside the checkout's transaction). */
export function recordPayer(db: Db, paymentId: number, userId: number): void {
  run(db, 'INSERT INTO payment_online_payers (payment_id, user_id) VALUES (?, ?)', paymentId, userId)
}

/** The user who started the payment (undefined for one made before payers were recorded). */
export const payerOf = (db: Db, paymentId: number) =>
  one<{ user_id: number }>(db, 'SELECT user_id FROM payment_online_payers WHERE payment_id = ?', paymentId)?.user_id
