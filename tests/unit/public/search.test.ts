import { describe, expect, it } from 'vitest'
import { publicPageAt } from '@/contract/public-pages'
import { parseBankReturn, parseCampus, portalReturn } from '@/public/search'

const search = (query: string) => new URLSearchParams(query)

describe('what the bank sends back', () => {
  it('keeps a known status, a plain reference and a non-negative amount', () => {
    expect(parseBankReturn(search('status=pending&reference=REF-9_a&amount=1500.5'))).toEqual({ status: 'pending', reference: 'REF-9_a', amount: 1500.5 })
  })

  it('drops what makes no sense instead of failing', () => {
    expect(parseBankReturn(search('status=paid&reference=<script>&amount=-1'))).toEqual({})
    expect(parseBankReturn(search(`reference=${'x'.repeat(41)}&amount=abc`))).toEqual({})
    expect(parseBankReturn(search(''))).toEqual({})
  })
})

describe('the campus of a poster', () => {
  it('is a plain name or nothing', () => {
    expect(parseCampus(search('campus=Lomas Verdes'))).toBe('Lomas Verdes')
    expect(parseCampus(search('campus=<img src=x>'))).toBeUndefined()
    expect(parseCampus(search(''))).toBeUndefined()
  })
})

describe('the public pages', () => {
  it('are the three of the spec and the sign-in page, with or without slashes, and nothing else', () => {
    expect(publicPageAt('qr')).toBe('qr')
    expect(publicPageAt('/bankbridge/')).toBe('bankbridge')
    expect(publicPageAt('aviso-de-privacidad')).toBe('aviso-de-privacidad')
    expect(publicPageAt('login')).toBe('login')
    expect(publicPageAt('home')).toBeUndefined()
    expect(publicPageAt('qr/extra')).toBeUndefined()
  })
})

describe('the bank bridge', () => {
  it('hands a payment or a card the portal started back to the portal, and nothing else', () => {
    expect(portalReturn(search('payment=17&status=approved'))).toBe('payments/result?id=17')
    expect(portalReturn(search('wallet=added'))).toBe('payments/wallet?card=added')
    expect(portalReturn(search('wallet=cancelled'))).toBe('payments/wallet?card=cancelled')
    expect(portalReturn(search('wallet=rejected'))).toBe('payments/wallet?card=rejected')
    expect(portalReturn(search('payment=0'))).toBeUndefined()
    expect(portalReturn(search('payment=../../login'))).toBeUndefined()
    expect(portalReturn(search('wallet=https://evil.example'))).toBeUndefined()
    expect(portalReturn(search('status=approved&reference=R1'))).toBeUndefined()
  })
})
