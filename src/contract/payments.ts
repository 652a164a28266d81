import * as v from 'valibot'
import { AccountNumber, IsoDate, IsoDateTime } from './common.ts'
import { IdText } from './digital-file.ts'

/**
 * Payments (Pagos y estado de cuenta, spec §2, §7 "Payments", §9): the account statement, what is
 * pending, other services, the summary of what the person chose and how it can be paid.
 *
 * Money travels as whole cents (`…Cents`, integers), never as floating amounts; the portal formats
 * it with `formatMoney` (USD-style, 2 decimals). Every amount is worked out on the server: a total
 * the portal sends back is only compared with the server's own, and a different one is refused.
 * Every refusal is a 400 (or 401/403/404/409) with a Spanish `message`.
 *
 * Who may call: the student for their own accounts; a tutor for a linked, enabled student (and may
 * pay for them); an administrative reads only (statement, orders, references), and is refused any
 * write with 403.
 */

const Id = v.pipe(v.number(), v.integer(), v.minValue(1))
const Cents = v.pipe(v.number(), v.integer(), v.minValue(0))

// ——— Statement ———

/** The statement's filters (spec §9): the last 3 months, 6 months, 1 year, or all. */
export const HISTORY_PERIODS = ['3M', '6M', '1A', 'T'] as const
export const HistoryPeriod = v.picklist(HISTORY_PERIODS)
export type HistoryPeriod = v.InferOutput<typeof HistoryPeriod>

export const AccountQuery = v.strictObject({ accountNumber: AccountNumber })
export const HistoryQuery = v.strictObject({ accountNumber: AccountNumber, period: v.optional(HistoryPeriod, 'T') })

/** `GET /payment/balance`: what is owed now, what of it is overdue, and what the account has in favour. */
export const Balance = v.object({
  accountNumber: AccountNumber,
  dueCents: Cents,
  overdueCents: Cents,
  inFavourCents: Cents,
  /** When the server worked it out (the portal shows the age of a saved copy). */
  asOf: IsoDateTime,
})
export type Balance = v.InferOutput<typeof Balance>

/** What a movement of the statement is; the screen tells them apart by words, not colour alone. */
export const MOVEMENT_KINDS = ['charge', 'payment', 'discount', 'surcharge'] as const
export const MovementKind = v.picklist(MOVEMENT_KINDS)
export type MovementKind = v.InferOutput<typeof MovementKind>

/** The ways to pay (spec §2 "payment method selection"). */
export const PAYMENT_METHODS = ['card', 'wallet', 'reference', 'codi', 'marketplace'] as const
export const PaymentMethod = v.picklist(PAYMENT_METHODS)
export type PaymentMethod = v.InferOutput<typeof PaymentMethod>

/**
 * One line of the statement. `amountCents` is always positive: a charge or surcharge adds to what
 * is owed, a payment or discount takes from it. A payment says how it was made and its folio.
 */
export const Movement = v.object({
  id: Id,
  date: IsoDate,
  kind: MovementKind,
  concept: v.string(),
  amountCents: Cents,
  method: v.nullable(PaymentMethod),
  folio: v.nullable(v.string()),
})
export type Movement = v.InferOutput<typeof Movement>

/** `GET /payment/history`: the movements of the period, newest first; `from` is the period's first day (null for all). */
export const History = v.object({
  period: HistoryPeriod,
  from: v.nullable(IsoDate),
  movements: v.array(Movement),
})
export type History = v.InferOutput<typeof History>

// ——— What can be paid ———

export const ORDER_KINDS = ['tuition', 'reenrollment', 'other'] as const
export const OrderKind = v.picklist(ORDER_KINDS)
export type OrderKind = v.InferOutput<typeof OrderKind>

/**
 * A pending charge (an "order"): a tuition instalment, the reenrolment, another charge. An overdue
 * one carries its surcharge. `requires` is the university's rule, worked out by the server: the
 * orders that must be paid together with this one (every overdue order due before it — an overdue
 * order cannot be skipped in favour of a later one).
 */
export const Order = v.object({
  id: Id,
  kind: OrderKind,
  concept: v.string(),
  dueDate: IsoDate,
  amountCents: Cents,
  surchargeCents: Cents,
  overdue: v.boolean(),
  requires: v.array(Id),
})
export type Order = v.InferOutput<typeof Order>

/** Another service the student may pay for (certificates, replacement credential, exams…). */
export const ServiceOffer = v.object({
  id: Id,
  name: v.string(),
  priceCents: Cents,
  /** At most this many in one payment. */
  maxQuantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
})
export type ServiceOffer = v.InferOutput<typeof ServiceOffer>

/** `GET /payment/orders`: what is pending and the catalog of other services. */
export const Payables = v.object({
  orders: v.array(Order),
  services: v.array(ServiceOffer),
})
export type Payables = v.InferOutput<typeof Payables>

/** What the person chose to pay: pending orders and other services with their quantity. */
export const Selection = v.strictObject({
  accountNumber: AccountNumber,
  orderIds: v.pipe(v.array(Id), v.maxLength(50)),
  services: v.pipe(
    v.array(v.strictObject({ serviceId: Id, quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)) })),
    v.maxLength(20),
  ),
})
export type Selection = v.InferOutput<typeof Selection>

/** Why a way to pay is not offered for this payment. */
export const METHOD_UNAVAILABLE = [
  /** The brand does not offer it (flags `codiUntc`, `mpUntc`, spec §9). */
  'brand',
  /** The total is above CoDi's maximum (`/payment/codi/amountmax`). */
  'over-maximum',
  /** A tutor or administrative is not the card holder of the student's wallet. */
  'role',
] as const
export const MethodUnavailable = v.picklist(METHOD_UNAVAILABLE)
export type MethodUnavailable = v.InferOutput<typeof MethodUnavailable>

export const SummaryLine = v.object({
  kind: v.picklist(['order', 'surcharge', 'service']),
  label: v.string(),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  amountCents: Cents,
})

/**
 * `POST /payment/summary`: the lines and total of a selection as the server counts them, and each
 * way to pay with whether it is offered for this payment and, if not, why. A selection that
 * breaks the rule (an overdue order left out) or names unknown or paid orders is refused with 400.
 */
export const Summary = v.object({
  lines: v.array(SummaryLine),
  totalCents: v.pipe(Cents, v.minValue(1)),
  methods: v.array(v.object({ method: PaymentMethod, available: v.boolean(), reason: v.nullable(MethodUnavailable) })),
})
export type Summary = v.InferOutput<typeof Summary>

/** `GET /payment/codi/amountmax`: the most a CoDi payment may be (spec §9). */
export const CodiMaximum = v.object({ maxCents: Cents })

// ——— Bank reference (ficha) ———

/**
 * `POST /payment/reference` (with an Idempotency-Key: the same key answers the same reference):
 * a bank reference for the selection. `totalCents` is the total the person saw in the summary;
 * when the server's differs (prices changed, an order was paid meanwhile) it is refused with 409.
 */
export const ReferenceBody = v.strictObject({ ...Selection.entries, totalCents: v.pipe(Cents, v.minValue(1)) })
export type ReferenceBody = v.InferOutput<typeof ReferenceBody>

export const REFERENCE_STATUSES = ['pending', 'paid', 'expired', 'cancelled'] as const
export const ReferenceStatus = v.picklist(REFERENCE_STATUSES)
export type ReferenceStatus = v.InferOutput<typeof ReferenceStatus>

/**
 * Why a bank reference or a payment in progress can no longer be paid: some of the orders it
 * carried were settled another way (a card, the wallet, CoDi, the marketplace, another reference).
 * Its total was fixed for all of them and is charged whole, so it is cancelled rather than paid
 * twice; what it carried that is still owed is paid with a new reference or payment.
 */
export const Cancellation = v.object({
  /** Each order settled meanwhile, with the payment that settled it (its method and folio; null for one made before the portal kept them). */
  settled: v.array(v.object({ label: v.string(), paidOn: IsoDate, method: v.nullable(PaymentMethod), folio: v.nullable(v.string()) })),
  /** What of it is still owed today: its other orders (with the surcharge they owe now) and its services. */
  stillDue: v.object({ lines: v.array(SummaryLine), totalCents: Cents }),
})
export type Cancellation = v.InferOutput<typeof Cancellation>

/**
 * A bank reference: pay it at a bank branch or by transfer before `dueDate` (inclusive, in the
 * campus's time zone); it is reflected within up to 2 business days (spec §9). `expired` once its
 * due date passed unpaid; `paid` once the bank reported it; `cancelled` once any of its orders was
 * settled another way (`cancellation` says how, and what is still owed): the bank then refuses it,
 * and it lists no bank to pay at.
 */
export const BankReference = v.object({
  id: Id,
  accountNumber: AccountNumber,
  /** The digits the bank asks for. */
  reference: v.pipe(v.string(), v.regex(/^\d{10,30}$/)),
  totalCents: Cents,
  dueDate: IsoDate,
  createdAt: IsoDateTime,
  status: ReferenceStatus,
  lines: v.array(SummaryLine),
  /** Where it can be paid: the bank and the university's agreement number there (none once it is no longer payable). */
  banks: v.array(v.object({ name: v.string(), agreement: v.string() })),
  cancellation: v.nullable(Cancellation),
})
export type BankReference = v.InferOutput<typeof BankReference>

/** `GET /payment/references`: the account's latest references, newest first (at most 20). */
export const References = v.array(BankReference)

/** `GET /payment/reference/pdf`: the reference as a PDF to print or show at the bank. */
export const ReferencePdfQuery = v.strictObject({ referenceId: IdText })

// ——— Payments made online: card, wallet, CoDi, marketplace ———

/** The ways to pay that make a payment here (a bank reference is paid at the bank, see above). */
export const ONLINE_METHODS = ['card', 'wallet', 'codi', 'marketplace'] as const
export const OnlineMethod = v.picklist(ONLINE_METHODS)
export type OnlineMethod = v.InferOutput<typeof OnlineMethod>

/**
 * Where a payment stands:
 * - `at-provider`: the person was sent to the bank's (card) or the marketplace's hosted page and
 *   has not come back yet; `providerUrl` takes them (back) there;
 * - `awaiting-transfer`: a CoDi charge waiting for the person's bank; its code may expire, and a
 *   new one can then be generated (spec §4);
 * - `pending`: the marketplace accepted a cash payment that must be made before `deadline` (spec §4);
 * - `paid`: the orders are settled and the payment has its receipt;
 * - `declined`: the bank refused the card (or the 3-D Secure step), or the person cancelled at the provider;
 * - `expired`: a pending marketplace payment whose deadline passed unpaid;
 * - `cancelled`: still unpaid when some of its orders were settled another way (`cancellation`):
 *   neither the bank nor the marketplace takes it any more.
 */
export const PAYMENT_STATUSES = ['at-provider', 'awaiting-transfer', 'pending', 'paid', 'declined', 'expired', 'cancelled'] as const
export const PaymentStatus = v.picklist(PAYMENT_STATUSES)
export type PaymentStatus = v.InferOutput<typeof PaymentStatus>

/** A card as the portal may know it: its brand and last four digits, never its number (the bank keeps a token). */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex'] as const
export const CardBrand = v.picklist(CARD_BRANDS)
export type CardBrand = v.InferOutput<typeof CardBrand>
export const CardShown = v.object({ brand: CardBrand, last4: v.pipe(v.string(), v.regex(/^\d{4}$/)) })
export type CardShown = v.InferOutput<typeof CardShown>

/**
 * `POST /payment/checkout` (with an Idempotency-Key: the same key answers the same payment, so a
 * double click, a reload or a second return from the bank never makes two). The total is checked
 * as for a reference (409 when it changed); a method the summary does not offer is refused with
 * 400 and its reason. `cardId` names the wallet's card, and only with `wallet`.
 */
export const CheckoutBody = v.strictObject({
  ...ReferenceBody.entries,
  method: OnlineMethod,
  cardId: v.optional(Id),
})
export type CheckoutBody = v.InferOutput<typeof CheckoutBody>

/** A CoDi charge's code: what its QR carries, and until when the bank accepts it. */
export const CodiCode = v.object({ payload: v.pipe(v.string(), v.minLength(1), v.maxLength(600)), expiresAt: IsoDateTime })
export type CodiCode = v.InferOutput<typeof CodiCode>

export const Payment = v.object({
  id: Id,
  accountNumber: AccountNumber,
  method: OnlineMethod,
  status: PaymentStatus,
  totalCents: Cents,
  lines: v.array(SummaryLine),
  createdAt: IsoDateTime,
  /**
   * While `at-provider`: the hosted page (same origin, its own path) where the person pays or
   * continues. Only the person who started the payment gets it, and the page acts only for them.
   */
  providerUrl: v.nullable(v.string()),
  /** A CoDi payment's current code (the last one generated, expired or not; none once cancelled), for the person who started it only. */
  codi: v.nullable(CodiCode),
  /** A pending marketplace payment: pay before this. */
  deadline: v.nullable(IsoDateTime),
  /** The card used (card, wallet), once the bank knows it. */
  card: v.nullable(CardShown),
  /** Why it was declined, in Spanish, as the bank said it. */
  declineReason: v.nullable(v.string()),
  /** Once paid: the receipt's folio (also the folio of its movement in the statement) and when. */
  folio: v.nullable(v.string()),
  paidAt: v.nullable(IsoDateTime),
  cancellation: v.nullable(Cancellation),
})
export type Payment = v.InferOutput<typeof Payment>

export const PaymentQuery = v.strictObject({ paymentId: IdText })
/** `GET /payment/payments`: the account's latest payments made in the portal, newest first (at most 20). */
export const Payments = v.array(Payment)

/** `POST /payment/codi/renew`: a new code for a CoDi payment whose code expired (409 while it is still valid or once paid). */
export const CodiRenewBody = v.strictObject({ paymentId: Id })

// ——— Wallet ———

/** A saved card: the bank holds its token; the portal shows brand, last four digits and expiry. */
export const WalletCard = v.object({
  id: Id,
  ...CardShown.entries,
  /** MM/YY */
  expiry: v.pipe(v.string(), v.regex(/^\d{2}\/\d{2}$/)),
  addedAt: IsoDateTime,
})
export type WalletCard = v.InferOutput<typeof WalletCard>

/** `GET /payment/wallet`: the saved cards of the account's student (only that student may call it). */
export const Wallet = v.array(WalletCard)
/** `POST /payment/wallet/enrol`: where to add a card (the bank's hosted page); it returns through `/bankbridge`. */
export const WalletEnrolBody = v.strictObject({ accountNumber: AccountNumber })
export const WalletEnrolment = v.object({ providerUrl: v.string() })
/** `POST /payment/wallet/remove`: forget a saved card (the bank drops its token). */
export const WalletRemoveBody = v.strictObject({ accountNumber: AccountNumber, cardId: Id })

// ——— Receipts ———

/** Every payment of the statement has a receipt, found by its folio. */
export const ReceiptQuery = v.strictObject({ accountNumber: AccountNumber, folio: v.pipe(v.string(), v.regex(/^[\w-]{1,40}$/)) })

export const Receipt = v.object({
  folio: v.string(),
  accountNumber: AccountNumber,
  studentName: v.string(),
  paidAt: IsoDateTime,
  method: PaymentMethod,
  card: v.nullable(CardShown),
  lines: v.array(SummaryLine),
  totalCents: Cents,
})
export type Receipt = v.InferOutput<typeof Receipt>
