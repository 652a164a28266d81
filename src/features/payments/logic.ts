import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { brandOffers, type BrandConfig } from '@/contract/payment-offer'
import { HISTORY_PERIODS } from '@/contract/payments'
import type {
  CardBrand, HistoryPeriod, MethodUnavailable, Movement, MovementKind, Order, OrderKind, Payment, PaymentMethod, PaymentStatus,
  ReferenceStatus, Selection, ServiceOffer, Summary,
} from '@/contract/payments'

// ——— The statement ———

export const PERIOD_LABEL: Readonly<Record<HistoryPeriod, MessageDescriptor>> = {
  '3M': msg`3 meses`,
  '6M': msg`6 meses`,
  '1A': msg`1 año`,
  T: msg`Todo`,
}

/** The words of each kind of movement: the statement never tells them apart by colour alone. */
export const MOVEMENT_LABEL: Readonly<Record<MovementKind, MessageDescriptor>> = {
  charge: msg`Cargo`,
  payment: msg`Pago`,
  discount: msg`Descuento`,
  surcharge: msg`Recargo`,
}

/** A charge or surcharge adds to what is owed; a payment or discount takes from it. */
export const addsToDebt = (kind: MovementKind) => kind === 'charge' || kind === 'surcharge'

/** `YYYY-MM-DD` `months` calendar months before `day`, on the same day of the month or the month's last. */
export function monthsBefore(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  const index = year * 12 + (month - 1) - months
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1]
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate()
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(date, last)).padStart(2, '0')}`
}

/** The first day a period shows, counted back from `today` (campus day); null for all. */
export function periodStart(period: HistoryPeriod, today: string): string | null {
  if (period === 'T') return null
  return monthsBefore(today, period === '3M' ? 3 : period === '6M' ? 6 : 12)
}

/** The statement newest first (by day, then by id), so a period's movements are always its first rows. */
export const newestFirst = (movements: readonly Movement[]): readonly Movement[] =>
  [...movements].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id))

/**
 * The statement (newest first) cut where each period starts: the first band is the last 3
 * months, the next what 6 months add, then what 1 year adds, then the rest. A period shows the
 * bands up to its own.
 */
export function periodBands(newestFirstMovements: readonly Movement[], today: string): readonly (readonly Movement[])[] {
  const bands: Movement[][] = HISTORY_PERIODS.map(() => [])
  const starts = HISTORY_PERIODS.map((period) => periodStart(period, today))
  for (const movement of newestFirstMovements) {
    const band = starts.findIndex((start) => start === null || movement.date >= start)
    bands[band]!.push(movement)
  }
  return bands
}

/** What the shown movements add up to: charged (charges and surcharges) and credited (payments and discounts). */
export function totalsOf(movements: readonly Movement[]) {
  let chargedCents = 0
  let creditedCents = 0
  for (const m of movements) {
    if (addsToDebt(m.kind)) chargedCents += m.amountCents
    else creditedCents += m.amountCents
  }
  return { chargedCents, creditedCents }
}

// ——— Choosing what to pay ———

export const ORDER_KIND_LABEL: Readonly<Record<OrderKind, MessageDescriptor>> = {
  tuition: msg`Colegiatura`,
  reenrollment: msg`Reinscripción`,
  other: msg`Otro cargo`,
}

export const METHOD_LABEL: Readonly<Record<PaymentMethod, MessageDescriptor>> = {
  card: msg`Tarjeta de crédito o débito`,
  wallet: msg`Cartera digital`,
  reference: msg`Ficha bancaria (referencia)`,
  codi: msg`CoDi`,
  marketplace: msg`Mercado Pago`,
}

export const UNAVAILABLE_LABEL: Readonly<Record<MethodUnavailable, MessageDescriptor>> = {
  brand: msg`No se ofrece en tu universidad.`,
  'over-maximum': msg`El total supera el máximo que permite CoDi.`,
  role: msg`Solo el alumno puede pagar con su cartera digital.`,
}

/**
 * The ways to pay a summary lists on screen: only those the brand offers by its configuration's
 * flags, whatever the answer says (a stale or wrong answer never brings CoDi or the marketplace
 * in), and none the server says the brand lacks. Whether one listed is available is the server's.
 */
export const methodsShown = (methods: Summary['methods'], brand: BrandConfig): Summary['methods'] =>
  methods.filter((m) => m.reason !== 'brand' && brandOffers(brand, m.method))

/**
 * The orders chosen after ticking or unticking one, under the university's rule: an order comes
 * with the overdue ones it `requires`; leaving out an order leaves out every order that requires it.
 */
export function toggleOrder(orders: readonly Order[], chosen: ReadonlySet<number>, id: number, checked: boolean): Set<number> {
  const next = new Set(chosen)
  if (checked) {
    next.add(id)
    for (const required of orders.find((o) => o.id === id)?.requires ?? []) next.add(required)
  } else {
    next.delete(id)
    for (const order of orders) if (order.requires.includes(id)) next.delete(order.id)
  }
  return next
}

/** The orders that keep `id` in the selection (those chosen that require it). */
export const requiredBy = (orders: readonly Order[], chosen: ReadonlySet<number>, id: number) =>
  orders.filter((o) => chosen.has(o.id) && o.requires.includes(id))

/** What is sent: the orders in the server's order, and each service with its quantity. */
export function selectionOf(
  accountNumber: string,
  orders: readonly Order[],
  chosen: ReadonlySet<number>,
  quantities: Readonly<Record<number, number>>,
  services: readonly ServiceOffer[],
): Selection {
  return {
    accountNumber,
    orderIds: orders.filter((o) => chosen.has(o.id)).map((o) => o.id),
    services: services.filter((s) => (quantities[s.id] ?? 0) > 0).map((s) => ({ serviceId: s.id, quantity: quantities[s.id]! })),
  }
}

/** The total of a selection as the screen estimates it before the server's summary (which is the one that counts). */
export function estimateCents(orders: readonly Order[], chosen: ReadonlySet<number>, services: readonly ServiceOffer[], quantities: Readonly<Record<number, number>>) {
  let cents = 0
  for (const o of orders) if (chosen.has(o.id)) cents += o.amountCents + o.surchargeCents
  for (const s of services) cents += s.priceCents * (quantities[s.id] ?? 0)
  return cents
}

// ——— Bank references ———

export const REFERENCE_STATUS_LABEL: Readonly<Record<ReferenceStatus, MessageDescriptor>> = {
  pending: msg`Por pagar`,
  paid: msg`Pagada`,
  expired: msg`Vencida`,
  cancelled: msg`Cancelada`,
}

/** The reference digits in groups of four, as they are read out at a bank counter. */
export const groupDigits = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ')

/**
 * A reference's status as of `today`: a copy saved while it was pending says "expired" once its
 * due date has passed, even with no signal to ask the server.
 */
export function referenceStatusOn(reference: { status: ReferenceStatus; dueDate: string }, today: string): ReferenceStatus {
  return reference.status === 'pending' && reference.dueDate < today ? 'expired' : reference.status
}

// ——— Payments made here ———

export const PAYMENT_STATUS_LABEL: Readonly<Record<PaymentStatus, MessageDescriptor>> = {
  'at-provider': msg`Sin terminar en el banco`,
  'awaiting-transfer': msg`Esperando tu pago`,
  pending: msg`Pendiente de pago en tienda`,
  paid: msg`Pagado`,
  declined: msg`No realizado`,
  expired: msg`Venció sin pagarse`,
  cancelled: msg`Cancelado`,
}

// ——— Cancelled: an order was settled another way ———

/** How an order was settled, as a cancelled reference or payment tells it ("se pagó … con tarjeta"). */
export const PAID_WITH_LABEL: Readonly<Record<PaymentMethod, MessageDescriptor>> = {
  card: msg`con tarjeta`,
  wallet: msg`con una tarjeta guardada`,
  reference: msg`con otra ficha bancaria`,
  codi: msg`con CoDi`,
  marketplace: msg`con Mercado Pago`,
}

/** A reason written by the bank or the server, without its final period, to sit inside a sentence of the portal. */
export const withoutFinalPeriod = (text: string) => text.trim().replace(/\.+$/, '')

/** Card brands by their own names (not translated). */
export const CARD_BRAND_NAME: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
}

/** Whole seconds left before `expiresAt` (0 once it passed). */
export function secondsLeft(expiresAt: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now.getTime()) / 1000))
}

/** A countdown as m:ss (or h:mm:ss past an hour). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const two = (n: number) => String(n).padStart(2, '0')
  const [h, m, r] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60]
  return h > 0 ? `${h}:${two(m)}:${two(r)}` : `${m}:${two(r)}`
}

/**
 * A payment's status as of `now`: a pending marketplace payment saved before its deadline reads
 * expired once the deadline passed, even with no signal to ask the server.
 */
export function paymentStatusOn(payment: Pick<Payment, 'status' | 'deadline'>, now: Date): PaymentStatus {
  return payment.status === 'pending' && payment.deadline !== null && Date.parse(payment.deadline) <= now.getTime() ? 'expired' : payment.status
}

/** A CoDi code the bank still accepts at `now`. */
export const codiValid = (payment: Pick<Payment, 'status' | 'codi'>, now: Date) =>
  payment.status === 'awaiting-transfer' && payment.codi !== null && secondsLeft(payment.codi.expiresAt, now) > 0
