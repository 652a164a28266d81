import { describe, expect, it } from 'vitest'
import type { RuntimeConfig } from '@/contract/config'
import { brandOffers, type BrandConfig } from '@/contract/payment-offer'
import { PAYMENT_METHODS, type Summary } from '@/contract/payments'
import { methodsShown } from '@/features/payments/logic'

type Flags = RuntimeConfig['flags']
const OFF: Flags = { codiBanner9: false, codiBanner7: false, codiUntc: false, mpUntc: false }
const brand = (portal: BrandConfig['portal'], flags: Partial<Flags> = {}): BrandConfig => ({ portal, flags: { ...OFF, ...flags } })

/** Every one of the 16 ways the four flags can be set. */
const EVERY_FLAGS: Flags[] = Array.from({ length: 16 }, (_, bits) => ({
  codiBanner9: (bits & 1) > 0,
  codiBanner7: (bits & 2) > 0,
  codiUntc: (bits & 4) > 0,
  mpUntc: (bits & 8) > 0,
}))

const offers = (config: BrandConfig) => ({ codi: brandOffers(config, 'codi'), marketplace: brandOffers(config, 'marketplace') })

describe('brandOffers (spec §9 feature flags)', () => {
  it('offers a card, the wallet and a bank reference in both brands whatever the flags', () => {
    for (const portal of ['uvm', 'unitec'] as const) {
      for (const flags of EVERY_FLAGS) {
        for (const method of ['card', 'wallet', 'reference'] as const) expect(brandOffers({ portal, flags }, method)).toBe(true)
      }
    }
  })

  it('offers CoDi in UVM with codiBanner9 or codiBanner7, and never its marketplace', () => {
    expect(offers(brand('uvm'))).toEqual({ codi: false, marketplace: false })
    expect(offers(brand('uvm', { codiBanner9: true }))).toEqual({ codi: true, marketplace: false })
    expect(offers(brand('uvm', { codiBanner7: true }))).toEqual({ codi: true, marketplace: false })
    // UNITEC's flags say nothing about UVM.
    expect(offers(brand('uvm', { codiUntc: true, mpUntc: true }))).toEqual({ codi: false, marketplace: false })
  })

  it('offers CoDi in UNITEC with codiUntc and the marketplace with mpUntc, each on its own', () => {
    expect(offers(brand('unitec'))).toEqual({ codi: false, marketplace: false })
    expect(offers(brand('unitec', { codiUntc: true }))).toEqual({ codi: true, marketplace: false })
    expect(offers(brand('unitec', { mpUntc: true }))).toEqual({ codi: false, marketplace: true })
    // UVM's Banner flags say nothing about UNITEC.
    expect(offers(brand('unitec', { codiBanner9: true, codiBanner7: true }))).toEqual({ codi: false, marketplace: false })
  })
})

type Listed = Summary['methods'][number]
const open = (method: Listed['method']): Listed => ({ method, available: true, reason: null })

describe('methodsShown', () => {
  it('leaves out what the flags do not offer even when the answer offers every way to pay', () => {
    const stale = PAYMENT_METHODS.map(open)
    expect(methodsShown(stale, brand('uvm')).map((m) => m.method)).toEqual(['card', 'wallet', 'reference'])
    expect(methodsShown(stale, brand('uvm', { codiBanner7: true })).map((m) => m.method)).toEqual(['card', 'wallet', 'reference', 'codi'])
    expect(methodsShown(stale, brand('unitec', { mpUntc: true })).map((m) => m.method)).toEqual(['card', 'wallet', 'reference', 'marketplace'])
    expect(methodsShown(stale, brand('unitec', { codiUntc: true, mpUntc: true }))).toEqual(stale)
  })

  it('keeps the server’s word on what is unavailable, leaves out what it says the brand lacks and adds nothing', () => {
    const answer: Listed[] = [
      open('card'),
      { method: 'wallet', available: false, reason: 'role' },
      { method: 'codi', available: false, reason: 'over-maximum' },
      { method: 'marketplace', available: false, reason: 'brand' },
    ]
    expect(methodsShown(answer, brand('unitec', { codiUntc: true, mpUntc: true }))).toEqual(answer.slice(0, 3))
  })
})
