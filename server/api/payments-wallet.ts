import { paymentEndpoints } from '../../src/contract/payment-endpoints.ts'
import { BANK_SIM_PATH } from '../data/payments-online.ts'
import { withAccess } from '../data/payments-provider-access.ts'
import { openEnrolment, removeCard, walletOf } from '../data/payments-wallet.ts'
import { notFound } from './errors.ts'
import { assertOwnsWallet } from './payments-access.ts'
import { CARD_NOT_IN_WALLET } from './payments-online.ts'
import type { Routes } from './route.ts'

/**
 * The wallet: the account's student lists, adds (on the bank's page, which returns through
 * `/bankbridge` and acts only for them: its link carries the page's access) and removes their
 * saved cards. A tutor or an administrative is refused (403).
 */
export function walletRoutes(r: Routes): void {
  r.user(paymentEndpoints.wallet, ({ db, caller, query }) => {
    assertOwnsWallet(db, caller, query.accountNumber)
    return walletOf(db, query.accountNumber)
  }, { spanish: true })

  r.user(paymentEndpoints.enrolCard, ({ db, caller, body, now }) => {
    assertOwnsWallet(db, caller, body.accountNumber)
    const token = openEnrolment(db, body.accountNumber, now)
    return { providerUrl: withAccess(db, `${BANK_SIM_PATH}/card/${token}`, token) }
  }, { spanish: true })

  r.user(paymentEndpoints.removeCard, ({ db, caller, body }) => {
    assertOwnsWallet(db, caller, body.accountNumber)
    if (!removeCard(db, body.accountNumber, body.cardId)) throw notFound(CARD_NOT_IN_WALLET)
    return walletOf(db, body.accountNumber)
  }, { spanish: true })
}
