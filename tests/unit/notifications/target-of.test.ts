import { describe, expect, it } from 'vitest'
import { NOTIFICATION_CODES } from '@/contract/notification'
import { ROUTE_BY_CODE, targetOf } from '@/features/notifications/logic'

const files = '/digital-files'
const parents = '/student-information/parents'
const economic = '/student-information/economic-responsible'

/** Written out by hand: the table in the code must agree with this reading of spec §4. */
const EXPECTED = {
  ASIGEXP: files, EXPPVEN: files, EXPVENC: files, APROBDOC: files, RECHADOC: files, APROBPRO: files, RECHAPRO: files,
  ASIGDOC: files, FIRDEDOC: files, PENENFIS: files, DOCCOMP: files, EXPCOMP: files, CARDOCMON: files,
  NUEVTUT: parents, APROBALTATUTOR: parents, APROBAACTTUTOR: parents, RECHALTATUTOR: parents, RECHACTUTUTOR: parents,
  APROBALTARESPECO: economic, APROBACTRESPECONO: economic, RECHALTARESPECON: economic, RECHACTRESPECONO: economic,
  APROBFOTO: '/perfil', RECHAFOTO: '/perfil',
  NOTIMONITOR: '/assistance/conversation',
  CODI: '/payments',
} as const

describe('targetOf', () => {
  it('has a route for every one of the 26 type codes', () => {
    expect(NOTIFICATION_CODES).toHaveLength(26)
    expect(Object.keys(ROUTE_BY_CODE).sort()).toEqual([...NOTIFICATION_CODES].sort())
  })

  it.each(NOTIFICATION_CODES.filter((code) => code !== 'CODI'))('sends %s without a link to its route', (clave) => {
    expect(targetOf({ clave, link: null })).toEqual({ kind: 'route', to: EXPECTED[clave], href: EXPECTED[clave] })
  })

  it('sends a ticket answer to the conversation', () => {
    expect(targetOf({ clave: 'NOTIMONITOR', link: null })).toEqual({ kind: 'route', to: '/assistance/conversation', href: '/assistance/conversation' })
  })

  it('opens the payment link of a CODI charge, or the payments screen when it has none', () => {
    // The payment's own screen in the portal (its QR, then its receipt), not a new window.
    expect(targetOf({ clave: 'CODI', link: '/payments/result?id=41' })).toEqual({
      kind: 'route', to: '/payments/result', search: { id: 41 }, href: '/payments/result?id=41',
    })
    expect(targetOf({ clave: 'CODI', link: '/payments' })).toEqual({ kind: 'route', to: '/payments', href: '/payments' })
    // Another notice with that link is not taken for a payment; a bank's page opens outside.
    expect(targetOf({ clave: 'NOTIMONITOR', link: '/payments/result?id=41' })).toEqual({ kind: 'external', url: '/payments/result?id=41' })
    expect(targetOf({ clave: 'CODI', link: 'https://banco.example/codi/101' })).toEqual({ kind: 'external', url: 'https://banco.example/codi/101' })
    expect(targetOf({ clave: 'CODI', link: null })).toEqual({ kind: 'route', to: '/payments', href: '/payments' })
    expect(targetOf({ clave: 'CODI', link: '  ' })).toEqual({ kind: 'route', to: '/payments', href: '/payments' })
  })

  it('opens any notice that carries a link in a new window', () => {
    const url = 'https://example.edu/avisos/calendario'
    expect(targetOf({ clave: 'ASIGEXP', link: url })).toEqual({ kind: 'external', url })
    expect(targetOf({ clave: 'NOTIMONITOR', link: url })).toEqual({ kind: 'external', url })
  })

  it('opens a digital-file notice on the document it is about', () => {
    expect(targetOf({ clave: 'APROBDOC', link: null, docId: '42' })).toEqual({
      kind: 'route',
      to: '/digital-files',
      search: { doc: 42 },
      href: '/digital-files?doc=42',
    })
    // A document id means nothing to other screens, and a malformed one is ignored.
    expect(targetOf({ clave: 'APROBFOTO', link: null, docId: '42' })).toEqual({ kind: 'route', to: '/perfil', href: '/perfil' })
    expect(targetOf({ clave: 'RECHADOC', link: null, docId: '../x' })).toEqual({ kind: 'route', to: '/digital-files', href: '/digital-files' })
  })

  it('never opens a script address, and sends an unknown code home', () => {
    expect(targetOf({ clave: 'APROBFOTO', link: 'javascript:alert(1)' })).toEqual({ kind: 'route', to: '/perfil', href: '/perfil' })
    expect(targetOf({ clave: 'NUEVOCODIGO', link: null })).toEqual({ kind: 'route', to: '/home', href: '/home' })
  })
})
