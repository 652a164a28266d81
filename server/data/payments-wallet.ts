import type { CardBrand, WalletCard } from '../../src/contract/payments.ts'
import { all, one, run, type Db } from '../db/sql.ts'
import { newToken } from './payments-online.ts'
import type { TypedCard } from './payments-cards.ts'

/**
 * The wallet: the cards an account's student saved at the bank. The portal keeps the bank's
 * token for each, with brand, last four digits and expiry, never the number. A card is saved on
 * the bank's page, reached through an enrolment that lives until the person leaves it.
 */

interface CardRow {
  id: number
  account_number: string
  brand: CardBrand
  last4: string
  expiry: string
  bank_token: string
  added_at: string
}

export interface EnrolmentRow {
  token: string
  account_number: string
  status: 'form' | '3ds' | 'added' | 'cancelled' | 'rejected'
  created_at: string
  card_brand: CardBrand | null
  card_last4: string | null
  card_expiry: string | null
}

const view = (row: CardRow): WalletCard => ({ id: row.id, brand: row.brand, last4: row.last4, expiry: row.expiry, addedAt: row.added_at })

export function walletOf(db: Db, accountNumber: string): WalletCard[] {
  return all<CardRow>(db, 'SELECT * FROM wallet_cards WHERE account_number = ? ORDER BY added_at, id', accountNumber).map(view)
}

export function walletCard(db: Db, accountNumber: string, cardId: number): WalletCard | undefined {
  const row = one<CardRow>(db, 'SELECT * FROM wallet_cards WHERE id = ? AND account_number = ?', cardId, accountNumber)
  return row && view(row)
}

/** Saves a card the bank accepted; the bank answers a token of its own for it. */
export function saveCard(db: Db, accountNumber: string, card: Pick<TypedCard, 'brand' | 'last4' | 'expiry'>, at: Date): number {
  return run(
    db,
    'INSERT INTO wallet_cards (account_number, brand, last4, expiry, bank_token, added_at) VALUES (?, ?, ?, ?, ?, ?)',
    accountNumber, card.brand, card.last4, card.expiry, `bank_${newToken()}`, at.toISOString(),
  ).lastId
}

/** Forgets a card (the bank drops its token); false when the account has no such card. */
export function removeCard(db: Db, accountNumber: string, cardId: number): boolean {
  return run(db, 'DELETE FROM wallet_cards WHERE id = ? AND account_number = ?', cardId, accountNumber).changes > 0
}

/** Opens a visit to the bank's page to save a card; answers its token. */
export function openEnrolment(db: Db, accountNumber: string, at: Date): string {
  const token = newToken()
  run(db, `INSERT INTO wallet_enrolments (token, account_number, status, created_at) VALUES (?, ?, 'form', ?)`, token, accountNumber, at.toISOString())
  return token
}

export const enrolmentByToken = (db: Db, token: string) => one<EnrolmentRow>(db, 'SELECT * FROM wallet_enrolments WHERE token = ?', token)

export function setEnrolmentStatus(db: Db, token: string, status: EnrolmentRow['status']): void {
  run(db, 'UPDATE wallet_enrolments SET status = ? WHERE token = ?', status, token)
}

/** The card waits here, without its number, while the bank verifies it with 3-D Secure. */
export function holdForVerification(db: Db, token: string, card: TypedCard): void {
  run(db, `UPDATE wallet_enrolments SET status = '3ds', card_brand = ?, card_last4 = ?, card_expiry = ? WHERE token = ?`,
    card.brand, card.last4, card.expiry, token)
}
