import { describe, expect, it, vi } from 'vitest'
import type { RuntimeConfig } from '@/contract/config'
import type { BrandConfig } from '@/contract/payment-offer'
import { targetOf } from '@/features/notifications/logic'

const OFF = { codiBanner9: false, codiBanner7: false, codiUntc: false, mpUntc: false }
const uvm: BrandConfig = { portal: 'uvm', flags: OFF }
const uvmBanner7: BrandConfig = { portal: 'uvm', flags: { ...OFF, codiBanner7: true } }
const unitecNoCodi: BrandConfig = { portal: 'unitec', flags: { ...OFF, mpUntc: true } }
const unitec: BrandConfig = { portal: 'unitec', flags: { ...OFF, codiUntc: true, mpUntc: true } }

const payments = { kind: 'route', to: '/payments', href: '/payments' }
const paymentResult = { kind: 'route', to: '/payments/result', search: { id: 41 }, href: '/payments/result?id=41' }

describe('a CODI notice where the brand has no CoDi', () => {
  it('opens the payments screen, never a CoDi payment or a bank’s CoDi page', () => {
    for (const brand of [uvm, unitecNoCodi]) {
      expect(targetOf({ clave: 'CODI', link: '/payments/result?id=41' }, brand)).toEqual(payments)
      expect(targetOf({ clave: 'CODI', link: 'https://banco.example/codi/101' }, brand)).toEqual(payments)
      expect(targetOf({ clave: 'CODI', link: null }, brand)).toEqual(payments)
    }
  })

  it('opens the payment it links where the brand offers CoDi', () => {
    expect(targetOf({ clave: 'CODI', link: '/payments/result?id=41' }, uvmBanner7)).toEqual(paymentResult)
    expect(targetOf({ clave: 'CODI', link: '/payments/result?id=41' }, unitec)).toEqual(paymentResult)
    expect(targetOf({ clave: 'CODI', link: 'https://banco.example/codi/101' }, unitec)).toEqual({ kind: 'external', url: 'https://banco.example/codi/101' })
  })

  it('changes nothing for the other notices', () => {
    expect(targetOf({ clave: 'NOTIMONITOR', link: null, docId: '7' }, uvm)).toEqual({
      kind: 'route', to: '/assistance/conversation', search: { ticket: 7 }, href: '/assistance/conversation?ticket=7',
    })
    expect(targetOf({ clave: 'ASIGEXP', link: 'https://example.edu/aviso' }, uvm)).toEqual({ kind: 'external', url: 'https://example.edu/aviso' })
  })
})

describe('targetOf without a brand', () => {
  const config = (brand: BrandConfig): RuntimeConfig => ({
    ...brand,
    environment: 'local',
    apiBase: '/api',
    monitorBase: '/api/monitor',
    basePath: '/',
    auth: { url: 'http://localhost', realm: 'alumnos', clientId: 'student-portal' },
    firebase: null,
    officeViewerUrl: null,
  })

  it('reads the configuration the page loaded, and goes where the link says where none was loaded (the worker)', async () => {
    // A page of its own: the configuration is kept by its module.
    vi.resetModules()
    const { setConfig } = await import('@/shared/config/runtime-config')
    const logic = await import('@/features/notifications/logic')
    const notice = { clave: 'CODI', link: '/payments/result?id=41' }
    expect(logic.targetOf(notice)).toEqual(paymentResult)
    setConfig(config(uvm))
    expect(logic.targetOf(notice)).toEqual(payments)
    setConfig(config(unitec))
    expect(logic.targetOf(notice)).toEqual(paymentResult)
  })
})
