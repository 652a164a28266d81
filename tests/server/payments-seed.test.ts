import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { methodsFor } from '../../server/api/payments-selection.ts'
import { SCHEMAS } from '../../server/db/schemas.ts'
import { balanceOf, historyOf, ordersOf, postSurchargesNow } from '../../server/data/payments.ts'
import {
  luhnDigit, referenceDigits, referenceDueDate, referencesOf, referenceStatus,
} from '../../server/data/payments-references.ts'
import { dayOfIso, isoDay, periodStart, shiftMonths, todayOf } from '../../server/data/payments-time.ts'
import type { OrderRow } from '../../server/data/payments.ts'
import { BENCHMARK_ACCOUNT, lastInstalmentDay, SEEDED_ORDERS } from '../../server/seed/payments.ts'
import { runSeeds } from '../../server/seed/index.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'

/** A fresh database seeded at `now`, as a server started then would make it. */
function seededAt(now: Date): DatabaseSync {
  const db = new DatabaseSync(':memory:')
  db.exec('PRAGMA foreign_keys = ON;')
  for (const schema of SCHEMAS) db.exec(schema)
  runSeeds(db, { now, timeZone: 'America/Mexico_City' })
  return db
}

const day = (iso: string) => dayOfIso(iso)

describe('statement periods', () => {
  it('go back to the same day of the month, or that month’s last day', () => {
    const from = (today: string) => Object.fromEntries((['3M', '6M', '1A', 'T'] as const).map((p) => {
      const start = periodStart(p, day(today))
      return [p, start === null ? null : isoDay(start)]
    }))
    expect(from('2028-02-29')).toEqual({ '3M': '2027-11-29', '6M': '2027-08-29', '1A': '2027-02-28', T: null })
    expect(from('2026-12-31')).toEqual({ '3M': '2026-09-30', '6M': '2026-06-30', '1A': '2025-12-31', T: null })
    expect(from('2026-05-31')).toEqual({ '3M': '2026-02-28', '6M': '2025-11-30', '1A': '2025-05-31', T: null })
    expect(isoDay(shiftMonths(day('2027-01-31'), 1))).toBe('2027-02-28')
  })

  it('take today from Mexico City, not from UTC', () => {
    expect(isoDay(todayOf(new Date('2027-01-01T05:59:00Z')))).toBe('2026-12-31')
    expect(isoDay(todayOf(new Date('2027-01-01T06:00:00Z')))).toBe('2027-01-01')
  })
})

describe('references', () => {
  it('carry the account, the id and a Luhn check digit', () => {
    expect(luhnDigit('7992739871')).toBe(3)
    expect(referenceDigits('010245871', 42)).toBe(`000010245871${'00000042'}${luhnDigit('00001024587100000042')}`)
    expect(referenceDigits('22140567', 7)).toMatch(/^00002214056700000007\d$/)
  })

  it('are due 3 days on, but not after a selected order that is not overdue yet', () => {
    const order = (due: string) => ({ due_date: due }) as OrderRow
    const today = day('2028-02-27')
    expect(isoDay(referenceDueDate(today, []))).toBe('2028-03-01')
    expect(isoDay(referenceDueDate(today, [order('2028-02-10')]))).toBe('2028-03-01')
    expect(isoDay(referenceDueDate(today, [order('2028-02-10'), order('2028-02-29')]))).toBe('2028-02-29')
    expect(isoDay(referenceDueDate(today, [order('2028-02-27')]))).toBe('2028-02-27')
  })
})

describe('ways to pay per brand', () => {
  const off = { codiBanner9: false, codiBanner7: false, codiUntc: false, mpUntc: false }
  const reasons = (total: number, portal: 'uvm' | 'unitec', flags: Partial<typeof off>, owner = true) =>
    Object.fromEntries(methodsFor(total, { portal, flags: { ...off, ...flags }, owner, codiMaxCents: 800_000 }).map((m) => [m.method, m.reason]))

  it('follows the flags of each brand and CoDi’s maximum', () => {
    expect(reasons(100, 'uvm', {})).toEqual({ card: null, wallet: null, reference: null, codi: 'brand', marketplace: 'brand' })
    expect(reasons(100, 'uvm', { codiBanner9: true })).toMatchObject({ codi: null, marketplace: 'brand' })
    expect(reasons(100, 'uvm', { codiBanner7: true })).toMatchObject({ codi: null })
    expect(reasons(100, 'uvm', { codiUntc: true, mpUntc: true })).toMatchObject({ codi: 'brand', marketplace: 'brand' })
    expect(reasons(800_000, 'uvm', { codiBanner9: true })).toMatchObject({ codi: null })
    expect(reasons(800_001, 'uvm', { codiBanner9: true })).toMatchObject({ codi: 'over-maximum' })
    expect(reasons(100, 'unitec', { codiBanner9: true, codiBanner7: true })).toMatchObject({ codi: 'brand', marketplace: 'brand' })
    expect(reasons(100, 'unitec', { codiUntc: true, mpUntc: true })).toMatchObject({ codi: null, marketplace: null })
    expect(reasons(900_000, 'unitec', { codiUntc: true })).toMatchObject({ codi: 'over-maximum', marketplace: 'brand' })
    expect(reasons(100, 'unitec', {}, false)).toMatchObject({ wallet: 'role', card: null, reference: null })
  })
})

// Days that break date code (the test-dates script's among them): a 29 February, New Year's Eve a
// minute before midnight in Mexico City, an instalment's own day, just after midnight of the day after it.
const INSTANTS = ['2028-02-29T18:00:00Z', '2027-01-01T05:59:00Z', '2026-03-10T18:00:00Z', '2026-03-11T06:30:00Z', '2027-03-14T06:59:00Z']

describe.each(INSTANTS)('the seed made at %s', (iso) => {
  const now = new Date(iso)
  const today = todayOf(now)
  const db = seededAt(now)
  const O = SEEDED_ORDERS.alumno

  it('gives alumno paid, overdue and pending orders, the overdue rule and a scholarship', () => {
    const orders = ordersOf(db, ACCOUNTS.alumnoUvm, today)
    expect(orders.map((o) => [o.id, o.overdue])).toEqual([
      [O.overdueLabFee, true], [O.overdueTuition, true], [O.nextTuition, false], [O.insurance, false], [O.laterTuition, false],
    ])
    expect(orders.find((o) => o.id === O.nextTuition)?.requires).toEqual([O.overdueLabFee, O.overdueTuition])
    const instalment = lastInstalmentDay(today)
    expect(instalment).toBeLessThan(today)
    expect(orders.find((o) => o.id === O.overdueTuition)?.dueDate).toBe(isoDay(instalment))
    expect(dayOfIso(orders.find((o) => o.id === O.nextTuition)?.dueDate ?? '')).toBeGreaterThanOrEqual(today)
    expect(balanceOf(db, ACCOUNTS.alumnoUvm, today, now)).toMatchObject({ dueCents: 1_583_700, overdueCents: 579_700, inFavourCents: 0 })
    const kinds = historyOf(db, ACCOUNTS.alumnoUvm, 'T', today).movements.map((m) => m.kind)
    expect(kinds.filter((k) => k === 'discount').length).toBeGreaterThanOrEqual(6)
    // One surcharge paid late, two of overdue orders.
    expect(kinds.filter((k) => k === 'surcharge')).toHaveLength(3)
  })

  it('dates every movement on or before today, and every statement adds up to its balance', () => {
    const accounts = [ACCOUNTS.alumnoUvm, ACCOUNTS.tutoredUvm, ACCOUNTS.tutoredUnitec, ACCOUNTS.alumnoUnitec, BENCHMARK_ACCOUNT]
    for (const account of accounts) {
      postSurchargesNow(db, account, today)
      const history = historyOf(db, account, 'T', today)
      const all = db.prepare('SELECT COUNT(*) AS n, MAX(date) AS last FROM payment_movements WHERE account_number = ?').get(account) as { n: number; last: string }
      expect(all.n).toBe(history.movements.length)
      expect(all.last <= isoDay(today)).toBe(true)
      const net = history.movements.reduce((sum, m) => sum + (m.kind === 'charge' || m.kind === 'surcharge' ? m.amountCents : -m.amountCents), 0)
      const balance = balanceOf(db, account, today, now)
      expect(net, account).toBe(balance.dueCents - balance.inFavourCents)
    }
  })

  it('gives the tutor’s students orders to pay and the benchmark five years of movements', () => {
    expect(ordersOf(db, ACCOUNTS.tutoredUvm, today).map((o) => o.overdue)).toEqual([true, false, false])
    expect(ordersOf(db, ACCOUNTS.tutoredUnitec, today).map((o) => o.overdue)).toEqual([false, false])
    const history = historyOf(db, BENCHMARK_ACCOUNT, 'T', today).movements
    expect(history.length).toBeGreaterThanOrEqual(550)
    expect(history.length).toBeLessThanOrEqual(650)
    const oldest = history.at(-1)?.date ?? ''
    expect(dayOfIso(oldest)).toBeLessThanOrEqual(shiftMonths(today, -59))
    expect(dayOfIso(oldest)).toBeGreaterThan(shiftMonths(today, -61))
  })

  it('seeds references in every status, the paid ones paid by their due date', () => {
    const references = referencesOf(db, ACCOUNTS.alumnoUvm)
    expect(references.map((r) => referenceStatus(r, today))).toEqual(['pending', 'expired', 'paid', 'paid'])
    for (const r of references) {
      expect(r.reference).toBe(referenceDigits(ACCOUNTS.alumnoUvm, r.id))
      if (r.payment_id !== null) {
        const payment = db.prepare('SELECT date, amount_cents FROM payment_movements WHERE id = ?').get(r.payment_id) as { date: string; amount_cents: number }
        expect(payment.date <= r.due_date).toBe(true)
        expect(payment.amount_cents).toBe(r.total_cents)
      }
    }
  })
})
