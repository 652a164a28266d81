import { describe, expect, it } from 'vitest'
import type { Movement, Order } from '@/contract/payments'
import {
  codiValid, estimateCents, formatCountdown, groupDigits, paymentStatusOn, secondsLeft, monthsBefore, newestFirst, periodBands, periodStart, referenceStatusOn, requiredBy, selectionOf, toggleOrder, totalsOf,
  withoutFinalPeriod,
} from '@/features/payments/logic'
import { campusDay, formatCents, formatDay } from '@/shared/i18n/format'

const movement = (id: number, date: string, kind: Movement['kind'], amountCents: number): Movement => ({
  id, date, kind, concept: `m${id}`, amountCents, method: null, folio: null,
})

const order = (id: number, over: Partial<Order> = {}): Order => ({
  id, kind: 'tuition', concept: `Colegiatura ${id}`, dueDate: '2026-11-05', amountCents: 450_000, surchargeCents: 0, overdue: false, requires: [], ...over,
})

describe('money and days', () => {
  it('writes money USD-style with 2 decimals in both languages', () => {
    expect(formatCents(123_450, 'es')).toBe('$1,234.50')
    expect(formatCents(123_450, 'en')).toBe('$1,234.50')
    expect(formatCents(5, 'es')).toBe('$0.05')
    expect(formatCents(0, 'en')).toBe('$0.00')
  })

  it('writes a calendar day as that day whatever the zone', () => {
    expect(formatDay('2026-03-01', 'es', { dateStyle: 'long' })).toBe('1 de marzo de 2026')
    expect(formatDay('2026-03-01', 'en', { dateStyle: 'long' })).toBe('March 1, 2026')
  })

  it('tells the campus day, which is still yesterday in Mexico City early in the UTC morning', () => {
    expect(campusDay(new Date('2026-12-01T05:30:00Z'))).toBe('2026-11-30')
    expect(campusDay(new Date('2026-12-01T06:30:00Z'))).toBe('2026-12-01')
  })
})

describe('the statement filters', () => {
  it('counts periods back in calendar months, to the month’s last day when shorter', () => {
    expect(monthsBefore('2026-11-25', 3)).toBe('2026-08-25')
    expect(monthsBefore('2026-05-31', 3)).toBe('2026-02-28')
    expect(monthsBefore('2028-05-31', 3)).toBe('2028-02-29')
    expect(monthsBefore('2027-01-15', 12)).toBe('2026-01-15')
    expect(periodStart('6M', '2026-03-31')).toBe('2025-09-30')
    expect(periodStart('1A', '2028-02-29')).toBe('2027-02-28')
    expect(periodStart('T', '2026-11-25')).toBeNull()
  })

  it('cuts the statement, newest first, where each period starts: a period is its band and the ones before', () => {
    const all = newestFirst([
      movement(1, '2025-01-01', 'discount', 50), movement(3, '2026-08-25', 'charge', 200), movement(4, '2026-11-20', 'payment', 100),
      movement(2, '2026-08-24', 'charge', 300), movement(5, '2026-11-20', 'charge', 100),
    ])
    expect(all.map((m) => m.id)).toEqual([5, 4, 3, 2, 1])
    expect(periodBands(all, '2026-11-25').map((band) => band.map((m) => m.id))).toEqual([[5, 4, 3], [2], [], [1]])
  })

  it('adds charges and surcharges apart from payments and discounts', () => {
    expect(totalsOf([movement(1, '2026-01-01', 'charge', 1000), movement(2, '2026-01-02', 'surcharge', 50), movement(3, '2026-01-03', 'payment', 700), movement(4, '2026-01-04', 'discount', 100)])).toEqual({
      chargedCents: 1050,
      creditedCents: 800,
    })
  })

  it('puts five years of movements, ten a month, in the bands of their months', () => {
    const many = Array.from({ length: 600 }, (_, i) => movement(i + 1, monthsBefore('2026-11-25', Math.floor(i / 10)), i % 3 ? 'charge' : 'payment', 1000 + i))
    expect(periodBands(newestFirst(many), '2026-11-25').map((band) => band.length)).toEqual([40, 30, 60, 470])
  })
})

describe('choosing what to pay', () => {
  const orders = [
    order(1, { overdue: true, surchargeCents: 22_500, dueDate: '2026-10-05' }),
    order(2, { dueDate: '2026-11-05', overdue: true, surchargeCents: 22_500, requires: [1] }),
    order(3, { dueDate: '2026-12-05', requires: [1, 2] }),
    order(4, { kind: 'other', dueDate: '2026-12-20' }),
  ]

  it('brings the earlier overdue orders with a later one, and drops the later ones with an overdue one', () => {
    let chosen = toggleOrder(orders, new Set(), 3, true)
    expect([...chosen].sort()).toEqual([1, 2, 3])
    expect(requiredBy(orders, chosen, 1).map((o) => o.id)).toEqual([2, 3])
    chosen = toggleOrder(orders, chosen, 2, false)
    expect([...chosen]).toEqual([1])
    chosen = toggleOrder(orders, chosen, 4, true)
    expect([...chosen].sort()).toEqual([1, 4])
  })

  it('sends the orders in the server’s order and only services with a quantity, and estimates with surcharges', () => {
    const services = [{ id: 7, name: 'Constancia', priceCents: 15_000, maxQuantity: 5 }, { id: 8, name: 'Credencial', priceCents: 20_000, maxQuantity: 1 }]
    const chosen = new Set([2, 1])
    expect(selectionOf('010245871', orders, chosen, { 7: 2, 8: 0 }, services)).toEqual({
      accountNumber: '010245871',
      orderIds: [1, 2],
      services: [{ serviceId: 7, quantity: 2 }],
    })
    expect(estimateCents(orders, chosen, services, { 7: 2 })).toBe(2 * 450_000 + 2 * 22_500 + 2 * 15_000)
  })
})

describe('bank references', () => {
  it('groups the digits in fours for reading at a bank counter', () => {
    expect(groupDigits('0102458710000123457')).toBe('0102 4587 1000 0123 457')
  })

  it('says a saved pending reference expired once its due day passed, with no call', () => {
    expect(referenceStatusOn({ status: 'pending', dueDate: '2026-11-25' }, '2026-11-25')).toBe('pending')
    expect(referenceStatusOn({ status: 'pending', dueDate: '2026-11-25' }, '2026-11-26')).toBe('expired')
    expect(referenceStatusOn({ status: 'paid', dueDate: '2026-11-25' }, '2026-12-26')).toBe('paid')
    // A cancelled one stays cancelled, whatever its day: it was never to be paid after all.
    expect(referenceStatusOn({ status: 'cancelled', dueDate: '2026-11-25' }, '2026-11-26')).toBe('cancelled')
  })

  it('sets a reason written by the bank inside a sentence without doubling its period', () => {
    expect(withoutFinalPeriod('Fondos insuficientes.')).toBe('Fondos insuficientes')
    expect(withoutFinalPeriod(' Cancelaste el pago en el banco.. ')).toBe('Cancelaste el pago en el banco')
    expect(withoutFinalPeriod('Fondos insuficientes')).toBe('Fondos insuficientes')
  })
})

describe('payments made here', () => {
  const now = new Date('2026-11-25T18:00:00Z')
  const code = (expiresAt: string) => ({ payload: 'codi', expiresAt })

  it('counts a CoDi code down in whole seconds to zero, written m:ss', () => {
    expect(secondsLeft('2026-11-25T18:04:59.200Z', now)).toBe(300)
    expect(secondsLeft('2026-11-25T17:59:00Z', now)).toBe(0)
    expect(formatCountdown(300)).toBe('5:00')
    expect(formatCountdown(61)).toBe('1:01')
    expect(formatCountdown(9)).toBe('0:09')
    expect(formatCountdown(3725)).toBe('1:02:05')
  })

  it('accepts a CoDi code only while it waits for the bank and has time left', () => {
    expect(codiValid({ status: 'awaiting-transfer', codi: code('2026-11-25T18:00:01Z') }, now)).toBe(true)
    expect(codiValid({ status: 'awaiting-transfer', codi: code('2026-11-25T18:00:00Z') }, now)).toBe(false)
    expect(codiValid({ status: 'paid', codi: code('2026-11-25T18:05:00Z') }, now)).toBe(false)
  })

  it('says a saved pending cash payment expired once its deadline passed, with no call', () => {
    const pending = { status: 'pending' as const, deadline: '2026-11-28T05:59:00Z' }
    expect(paymentStatusOn(pending, now)).toBe('pending')
    expect(paymentStatusOn(pending, new Date('2026-11-28T06:00:00Z'))).toBe('expired')
    expect(paymentStatusOn({ status: 'paid', deadline: null }, now)).toBe('paid')
  })
})
