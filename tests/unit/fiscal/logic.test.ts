import { describe, expect, it } from 'vitest'
import type { FiscalCatalogs } from '@/contract/fiscal'
import { bodyOf, EMPTY_FISCAL, regimesFor, usesFor, valuesOf } from '@/features/fiscal/logic'

const catalogs: FiscalCatalogs = {
  regimes: [
    { code: '601', description: 'General de Ley Personas Morales', personTypes: ['MORAL'] },
    { code: '605', description: 'Sueldos y Salarios', personTypes: ['FISICA'] },
    { code: '626', description: 'Régimen Simplificado de Confianza', personTypes: ['FISICA', 'MORAL'] },
  ],
  cfdiUses: [
    { code: 'D10', description: 'Pagos por servicios educativos (colegiaturas)', personTypes: ['FISICA'] },
    { code: 'G03', description: 'Gastos en general', personTypes: ['FISICA', 'MORAL'] },
  ],
  usesByRegime: { '601': ['G03'], '605': ['D10', 'G03'], '626': ['D10', 'G03'] },
}

describe('fiscal data', () => {
  it('offers the regimes of the person type, and the CFDI uses of the regime and type', () => {
    expect(regimesFor(catalogs, 'FISICA').map((r) => r.code)).toEqual(['605', '626'])
    expect(regimesFor(catalogs, 'MORAL').map((r) => r.code)).toEqual(['601', '626'])
    expect(regimesFor(catalogs, '')).toEqual([])
    expect(usesFor(catalogs, 'FISICA', '605').map((u) => u.code)).toEqual(['D10', 'G03'])
    // Tuition deductions are a person's: a company under RESICO invoices general expenses only.
    expect(usesFor(catalogs, 'MORAL', '626').map((u) => u.code)).toEqual(['G03'])
    expect(usesFor(catalogs, 'FISICA', '')).toEqual([])
  })

  it('asks for the person type of a record whose type is unknown (99), and starts empty with none', () => {
    expect(valuesOf(null)).toEqual(EMPTY_FISCAL)
    const unknown = { personType: '99' as const, rfc: 'XAXX010101000', name: 'PUBLICO EN GENERAL', taxRegime: '616', zipCode: '03100', cfdiUse: 'S01' }
    expect(valuesOf(unknown)).toEqual({ ...unknown, personType: '' })
  })

  it('sends the trimmed values with the person type chosen', () => {
    const body = bodyOf('22140567', { personType: 'MORAL', rfc: ' ABC010203XY9 ', name: ' Servicios Escolares SA ', taxRegime: '601', zipCode: '06600', cfdiUse: 'G03' })
    expect(body).toEqual({ accountNumber: '22140567', personType: 'MORAL', rfc: 'ABC010203XY9', name: 'Servicios Escolares SA', taxRegime: '601', zipCode: '06600', cfdiUse: 'G03' })
  })
})
