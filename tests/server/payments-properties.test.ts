import fc from 'fast-check'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OnlineMethod } from '../../src/contract/payments.ts'
import { HttpError } from '../../server/api/errors.ts'
import { countSelection } from '../../server/api/payments-selection.ts'
import { all, one, transaction, type Db } from '../../server/db/sql.ts'
import { postSurcharges, unpaidOrders } from '../../server/data/payments.ts'
import { bankConfirmsCodi, codiPass, expireCodiCode } from '../../server/data/payments-codi.ts'
import { expireMarketplaceDeadline, marketplacePays } from '../../server/data/payments-online-hooks.ts'
import { insertOnlinePayment, issueCodiCode, markPaid, onlineRow, paymentStatus, setCard } from '../../server/data/payments-online.ts'
import { bankPass, bankPaysReference, insertReference, referenceRow, referenceStatus } from '../../server/data/payments-references.ts'
import { todayOf } from '../../server/data/payments-time.ts'
import { cardPaymentPage, paymentVerificationPage } from '../../server/pages/bank-pay.ts'
import { checkoutPage } from '../../server/pages/checkout-sim.ts'
import type { PageRequest, ProviderDeps } from '../../server/pages/provider-deps.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { brokenRules, paidIn, paymentsDatabase, reseed, served } from './payments-ledger.ts'

/**
 * The money rules under any order of events, not only the ones a test author thought of: random
 * sequences of bank references, card, wallet, CoDi and marketplace payments, the clock moving on
 * (references, codes and cash deadlines expire, orders fall overdue) and the bank paying
 * references, stale ones included, drive the server's own functions on a database in memory.
 * After every event the books must keep every rule (payments-ledger.ts: `brokenRules`).
 */

const ACCOUNT = ACCOUNTS.alumnoUvm
const MINUTE = 60_000
const DAY_MINUTES = 24 * 60
/** Runs, and at most this many events in each (about 15 on average), each event followed by the whole check. */
const RUNS = 100
const MAX_EVENTS = 30

type Event =
  | { kind: 'reference' | OnlineMethod; picks: number[]; service: boolean; stale: boolean }
  | { kind: 'card-page'; which: number; outcome: 'approve' | 'decline' | '3ds' | 'cancel' }
  | { kind: 'codi-bank'; which: number; action: 'confirm' | 'expire' | 'renew' }
  | { kind: 'marketplace-page'; which: number; action: 'balance' | 'cash' | 'cancel' | 'store-pays' | 'deadline-passes' }
  | { kind: 'bank-pays'; which: number }
  | { kind: 'demo-bank' }
  | { kind: 'clock'; minutes: number }

const selection = {
  picks: fc.array(fc.nat(9), { maxLength: 4 }),
  service: fc.boolean(),
  // Now and then an order already paid is chosen too (a stale screen): it must be refused.
  stale: fc.nat(9).map((n) => n === 0),
}
/** Which of the references or payments of a kind an event acts on, counting from the newest. */
const which = fc.nat(6)

const events: fc.Arbitrary<Event> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('reference' as const), ...selection }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constantFrom('card' as const, 'wallet' as const, 'codi' as const, 'marketplace' as const), ...selection }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('card-page' as const), which,
      outcome: fc.oneof({ weight: 3, arbitrary: fc.constant('approve' as const) }, fc.constantFrom('decline' as const, '3ds' as const, 'cancel' as const)),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('codi-bank' as const), which, action: fc.constantFrom('confirm' as const, 'expire' as const, 'renew' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('marketplace-page' as const), which,
      action: fc.constantFrom('balance' as const, 'cash' as const, 'cancel' as const, 'store-pays' as const, 'deadline-passes' as const),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('bank-pays' as const), which }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'demo-bank' as const }) },
  // Minutes (a CoDi code lapses), hours or days (references, cash deadlines and orders fall due).
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('clock' as const),
      minutes: fc.oneof(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 60, max: 36 * 60 }), fc.integer({ min: 2 * DAY_MINUTES, max: 12 * DAY_MINUTES })),
    }),
  },
)

/**
 * The first moment of a run: any minute of a day of five years, most of them in the days before
 * the 10th, when instalments fall due (references are cut short and payments started then outlive them).
 */
const starts = fc.record({
  month: fc.integer({ min: 0, max: 59 }),
  date: fc.oneof(fc.integer({ min: 1, max: 28 }), fc.integer({ min: 5, max: 10 })),
  minute: fc.integer({ min: 0, max: DAY_MINUTES - 1 }),
}).map(({ month, date, minute }) => new Date(Date.UTC(2026, month, date) + minute * MINUTE))

/** A request to a provider's hosted page as the browser of the person paying sends it. */
function pageRequest(token: string, fields: Record<string, string> | null): PageRequest {
  const res = { writeHead: () => res, setHeader: () => res, end: () => res } as unknown as ServerResponse
  const req = { method: fields ? 'POST' : 'GET', headers: {} } as unknown as IncomingMessage
  return { req, res, token, form: fields ? new URLSearchParams(fields) : null }
}

const card = (number: string) => ({ holder: 'Valeria Hernández Ruiz', number, expiry: '12/39', cvv: '123', action: 'submit' })
const CARDS = { approve: '4242424242424242', decline: '4000000000000002', '3ds': '4000000000003220' } as const

/** What happened in all the runs, to prove every kind of event really ran. */
const tally = new Map<string, number>()
const count = (what: string) => tally.set(what, (tally.get(what) ?? 0) + 1)

class World {
  now: Date
  readonly db: Db
  readonly deps: ProviderDeps
  constructor(db: Db, start: Date) {
    this.db = db
    this.now = start
    this.deps = { db, basePath: '/', now: () => this.now }
  }

  get today() {
    return todayOf(this.now)
  }

  /** One of the payments made online of one method, counting from the newest (none: undefined). */
  online(method: OnlineMethod, index: number) {
    const ids = all<{ id: number }>(this.db, 'SELECT id FROM payment_online WHERE account_number = ? AND method = ? ORDER BY id DESC', ACCOUNT, method)
    const id = ids.length === 0 ? undefined : ids[index % ids.length]?.id
    return id === undefined ? undefined : onlineRow(this.db, id)
  }

  /** What a person picks on the pay screen: unpaid orders by position, with the overdue ones they need. */
  choose(picks: readonly number[], service: boolean, stale: boolean) {
    const unpaid = unpaidOrders(this.db, ACCOUNT)
    const views = served(this.db, ACCOUNT, this.now).orders
    const chosen = new Set<number>()
    for (const pick of picks) {
      const order = unpaid[pick % Math.max(1, unpaid.length)]
      if (!order) continue
      chosen.add(order.id)
      for (const required of views.find((v) => v.id === order.id)?.requires ?? []) chosen.add(required)
    }
    if (stale) {
      const paid = one<{ id: number }>(this.db, 'SELECT id FROM payment_orders WHERE account_number = ? AND paid_by IS NOT NULL ORDER BY id DESC', ACCOUNT)
      if (paid) chosen.add(paid.id)
    }
    return { accountNumber: ACCOUNT, orderIds: [...chosen], services: service ? [{ serviceId: 1, quantity: 1 }] : [] }
  }

  /** Makes a reference or an online payment as the API does; false when the selection is refused. */
  make(kind: 'reference' | OnlineMethod, picks: readonly number[], service: boolean, stale: boolean): boolean {
    const chosen = this.choose(picks, service, stale)
    try {
      transaction(this.db, () => {
        postSurcharges(this.db, ACCOUNT, this.today)
        const counted = countSelection(this.db, chosen, this.today)
        const made = { accountNumber: ACCOUNT, lines: counted.lines, totalCents: counted.totalCents, orders: counted.orders, services: counted.services, createdBy: 'prueba', now: this.now }
        if (kind === 'reference') return insertReference(this.db, made)
        const id = insertOnlinePayment(this.db, { ...made, method: kind })
        if (kind === 'wallet') {
          // The bank charges the saved card at once (the seeded Visa ending 4242, valid).
          setCard(this.db, id, { brand: 'visa', last4: '4242' })
          markPaid(this.db, id, this.now)
        }
        return id
      })
      return true
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) return false
      throw error
    }
  }

  cardPage(index: number, outcome: 'approve' | 'decline' | '3ds' | 'cancel'): void {
    const row = this.online('card', index)
    if (!row?.provider_token) return
    const token = row.provider_token
    if (outcome === 'cancel') return cardPaymentPage(this.deps, pageRequest(token, { action: 'cancel' }), row)
    cardPaymentPage(this.deps, pageRequest(token, card(CARDS[outcome])), row)
    const after = onlineRow(this.db, row.id)
    if (outcome === '3ds' && after?.provider_step === '3ds') paymentVerificationPage(this.deps, pageRequest(token, { code: '123456', action: 'verify' }), after)
  }

  codiBank(index: number, action: 'confirm' | 'expire' | 'renew'): void {
    const row = this.online('codi', index)
    if (!row) return
    if (action === 'confirm') transaction(this.db, () => bankConfirmsCodi(this.db, row.id, this.now))
    else if (action === 'expire') transaction(this.db, () => expireCodiCode(this.db, row.id, this.now))
    else if (paymentStatus(row, this.now) === 'awaiting-transfer' && (row.codi_expires_at ?? '') <= this.now.toISOString()) {
      transaction(this.db, () => issueCodiCode(this.db, row.id, row.total_cents, this.now))
    }
  }

  marketplace(index: number, action: 'balance' | 'cash' | 'cancel' | 'store-pays' | 'deadline-passes'): void {
    const row = this.online('marketplace', index)
    if (!row?.provider_token) return
    if (action === 'store-pays') transaction(this.db, () => marketplacePays(this.db, row.id, this.now))
    else if (action === 'deadline-passes') transaction(this.db, () => expireMarketplaceDeadline(this.db, row.id, this.now))
    else checkoutPage(this.deps, pageRequest(row.provider_token, { action }), row)
  }

  /** The bank pays a reference, any of the account's (paid, expired or replaced ones too): only one still payable may be paid. */
  bankPays(index: number): string[] {
    const ids = all<{ id: number }>(this.db, 'SELECT id FROM payment_references WHERE account_number = ? ORDER BY id DESC', ACCOUNT)
    const id = ids[index % ids.length]?.id
    const row = id === undefined ? undefined : referenceRow(this.db, id)
    if (!row) return []
    const payable = referenceStatus(row, this.today) === 'pending'
    const before = paidIn(this.db, ACCOUNT)
    const outcome = transaction(this.db, () => bankPaysReference(this.db, row.id, this.now))
    count(outcome.paid ? 'the bank paid a reference' : 'the bank refused a reference')
    if (outcome.paid !== payable) return [`the bank ${outcome.paid ? 'paid' : 'refused'} reference ${row.id}, which was ${payable ? '' : 'not '}payable`]
    if (!outcome.paid && paidIn(this.db, ACCOUNT) !== before) return [`the bank refused reference ${row.id} but money came in`]
    return []
  }

  run(event: Event): string[] {
    switch (event.kind) {
      case 'reference': case 'card': case 'wallet': case 'codi': case 'marketplace':
        count(this.make(event.kind, event.picks, event.service, event.stale) ? `made: ${event.kind}` : 'a selection refused')
        return []
      case 'card-page': this.cardPage(event.which, event.outcome); return []
      case 'codi-bank': this.codiBank(event.which, event.action); return []
      case 'marketplace-page': this.marketplace(event.which, event.action); return []
      case 'bank-pays': return this.bankPays(event.which)
      case 'demo-bank':
        transaction(this.db, () => [...bankPass(this.db, this.now, this.now), ...codiPass(this.db, this.now, this.now)])
        return []
      case 'clock':
        this.now = new Date(this.now.getTime() + event.minutes * MINUTE)
        return []
    }
  }
}

/** Sequences that broke the rules once, run first on every run of the test. */
const REGRESSIONS: Array<[Date, Event[]]> = [
  // The trial of the issue: a reference for the overdue orders, the same orders paid by card, then the bank pays the reference (and the seeded one).
  [new Date('2026-11-26T17:00:00Z'), [
    { kind: 'reference', picks: [1], service: false, stale: false },
    { kind: 'card', picks: [1], service: false, stale: false },
    { kind: 'card-page', which: 0, outcome: 'approve' },
    { kind: 'bank-pays', which: 0 },
    { kind: 'bank-pays', which: 1 },
  ]],
  // A card payment started before an instalment's due date and approved after it: the total no longer covers the surcharge.
  [new Date('2026-01-05T18:00:00Z'), [
    { kind: 'card', picks: [2], service: false, stale: false },
    { kind: 'clock', minutes: 9_000 },
    { kind: 'card-page', which: 0, outcome: 'approve' },
  ]],
  // The same with the marketplace's cash payment, paid at the store after that day.
  [new Date('2026-01-08T18:00:00Z'), [
    { kind: 'marketplace', picks: [2], service: true, stale: false },
    { kind: 'marketplace-page', which: 0, action: 'cash' },
    { kind: 'clock', minutes: 3 * DAY_MINUTES },
    { kind: 'marketplace-page', which: 0, action: 'store-pays' },
  ]],
]

let db: Db

beforeAll(() => {
  // Made on a fixed day; every run then reseeds the account at its own generated start.
  db = paymentsDatabase(new Date('2026-11-26T17:00:00Z'))
})
afterAll(() => db.close())

describe('the money rules', () => {
  it('hold after every event of any sequence of references, payments, expiries and bank settlements', () => {
    let events_ = 0
    fc.assert(
      fc.property(
        starts,
        fc.array(events, { minLength: 1, maxLength: MAX_EVENTS, size: 'max' }),
        (start, sequence) => {
          reseed(db, ACCOUNT, start)
          const world = new World(db, start)
          const inFavour = served(db, ACCOUNT, start).balance.inFavourCents
          expect(brokenRules(db, ACCOUNT, start, inFavour), 'as seeded').toEqual([])
          for (const [step, event] of sequence.entries()) {
            events_++
            const broken = [...world.run(event), ...brokenRules(db, ACCOUNT, world.now, inFavour)]
            if (broken.length > 0) expect(broken, `after event ${step + 1} (${JSON.stringify(event)}) at ${world.now.toISOString()}`).toEqual([])
          }
        },
      ),
      { numRuns: RUNS, examples: REGRESSIONS },
    )
    // Every kind of event really happened, the bank both paid and refused references, and stale selections were refused.
    for (const what of ['made: reference', 'made: card', 'made: wallet', 'made: codi', 'made: marketplace', 'a selection refused', 'the bank paid a reference', 'the bank refused a reference']) {
      expect(tally.get(what) ?? 0, what).toBeGreaterThan(0)
    }
    expect(events_).toBeGreaterThan(RUNS)
  })
})

