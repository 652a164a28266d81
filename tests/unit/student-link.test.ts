import { describe, expect, it } from 'vitest'
import { hrefWithoutStudent, linkedStudent, namesStudent, withStudent } from '@/shared/session/student-link'

describe('an address naming a student and career', () => {
  it('adds the names to a screen with or without a query of its own', () => {
    expect(withStudent('/perfil', { accountNumber: '010245871', cvProgram: 'LPSI-18' })).toBe('/perfil?student=010245871&career=LPSI-18')
    expect(withStudent('/payments/result?id=4', { accountNumber: '010245871', cvProgram: undefined })).toBe('/payments/result?id=4&student=010245871')
  })

  it('names nothing for an account that is not one', () => {
    expect(withStudent('/perfil', { accountNumber: 'abc', cvProgram: 'LPSI-18' })).toBe('/perfil')
    expect(withStudent('/perfil', { accountNumber: undefined, cvProgram: 'LPSI-18' })).toBe('/perfil')
  })

  it('reads the names back, the account even when the router parsed it as a number', () => {
    expect(linkedStudent({ student: '010245871', career: 'LPSI-18' })).toEqual({ accountNumber: '010245871', cvProgram: 'LPSI-18' })
    expect(linkedStudent({ student: 20245871 })).toEqual({ accountNumber: '20245871', cvProgram: null })
    expect(linkedStudent({ student: '<x>', career: 'LPSI-18' })).toBeNull()
    expect(linkedStudent({ doc: 4 })).toBeNull()
  })

  it('tells whether the names are there at all, so an invalid one also leaves the address', () => {
    expect(namesStudent({ career: 'x' })).toBe(true)
    expect(namesStudent({ doc: 4 })).toBe(false)
  })

  it('drops the names and keeps the rest of the address as it was', () => {
    expect(hrefWithoutStudent('/digital-files?doc=10111&student=010245871&career=LPSI-18')).toBe('/digital-files?doc=10111')
    expect(hrefWithoutStudent('/perfil?student=010245871#foto')).toBe('/perfil#foto')
  })
})
