import { PdfDocument } from './academic.ts'
import { endpoint } from './endpoints.ts'
import {
  AccountQuery as PaymentAccountQuery, Balance, BankReference, CheckoutBody, CodiMaximum, CodiRenewBody, History, HistoryQuery, Payables,
  Payment, PaymentQuery, Payments, Receipt, ReceiptQuery, ReferenceBody, ReferencePdfQuery, References, Selection, Summary, Wallet,
  WalletEnrolBody, WalletEnrolment, WalletRemoveBody,
} from './payments.ts'

/**
 * The payments calls (spec §7 "Payments"; see payments.ts for amounts, rules and roles), apart from
 * `endpoints` so their schemas load with the payments screens, not with every start of the portal.
 */
export const paymentEndpoints = {
  paymentBalance: endpoint({ method: 'GET', path: '/payment/balance', query: PaymentAccountQuery, response: Balance }),
  paymentHistory: endpoint({ method: 'GET', path: '/payment/history', query: HistoryQuery, response: History }),
  paymentOrders: endpoint({ method: 'GET', path: '/payment/orders', query: PaymentAccountQuery, response: Payables }),
  paymentSummary: endpoint({ method: 'POST', path: '/payment/summary', body: Selection, response: Summary }),
  codiMaximum: endpoint({ method: 'GET', path: '/payment/codi/amountmax', response: CodiMaximum }),
  createReference: endpoint({ method: 'POST', path: '/payment/reference', body: ReferenceBody, response: BankReference }),
  references: endpoint({ method: 'GET', path: '/payment/references', query: PaymentAccountQuery, response: References }),
  referencePdf: endpoint({ method: 'GET', path: '/payment/reference/pdf', query: ReferencePdfQuery, response: PdfDocument }),
  checkout: endpoint({ method: 'POST', path: '/payment/checkout', body: CheckoutBody, response: Payment }),
  payment: endpoint({ method: 'GET', path: '/payment/payment', query: PaymentQuery, response: Payment }),
  payments: endpoint({ method: 'GET', path: '/payment/payments', query: PaymentAccountQuery, response: Payments }),
  renewCodi: endpoint({ method: 'POST', path: '/payment/codi/renew', body: CodiRenewBody, response: Payment }),
  wallet: endpoint({ method: 'GET', path: '/payment/wallet', query: PaymentAccountQuery, response: Wallet }),
  enrolCard: endpoint({ method: 'POST', path: '/payment/wallet/enrol', body: WalletEnrolBody, response: WalletEnrolment }),
  removeCard: endpoint({ method: 'POST', path: '/payment/wallet/remove', body: WalletRemoveBody, response: Wallet }),
  receipt: endpoint({ method: 'GET', path: '/payment/receipt', query: ReceiptQuery, response: Receipt }),
  receiptPdf: endpoint({ method: 'GET', path: '/payment/receipt/pdf', query: ReceiptQuery, response: PdfDocument }),
} as const
