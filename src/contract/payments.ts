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

export const REFERENCE_STATUSES = ['pending', 'paid', 'expired'] as const
export const ReferenceStatus = v.picklist(REFERENCE_STATUSES)
export type ReferenceStatus = v.InferOutput<typeof ReferenceStatus>

/**
 * A bank reference: pay it at a bank branch or by transfer before `dueDate` (inclusive, in the
 * campus's time zone); it is reflected within up to 2 business days (spec §9). `expired` once its
 * due date passed unpaid; `paid` once the bank reported it.
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
  /** Where it can be paid: the bank and the university's agreement number there. */
  banks: v.array(v.object({ name: v.string(), agreement: v.string() })),
})
export type BankReference = v.InferOutput<typeof BankReference>

/** `GET /payment/references`: the account's latest references, newest first (at most 20). */
export const References = v.array(BankReference)

/** `GET /payment/reference/pdf`: the reference as a PDF to print or show at the bank. */
export const ReferencePdfQuery = v.strictObject({ referenceId: IdText })
