import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { curpCheckDigit } from '@/contract/field-patterns'
import { curpBirthDate, curpMatchesName, expeditionPlaceOf, GuardianFields, isOfAge, type Guardian } from '@/contract/guardians'
import { stateOf } from '@/features/guardians/logic'

const curp = (first17: string) => `${first17}${curpCheckDigit(first17)}`

describe('the CURP and the name typed', () => {
  it.each([
    ['Jorge', 'Ramírez', 'Castillo', 'RACJ750312HDFMSR0'],
    // José and María pass to the second given name.
    ['José Luis', 'Ortega', '', 'OEXL800101HJCRXS0'],
    ['María Fernanda', 'de la Peña', 'Núñez', 'PENF900505MDFXXR0'],
    // Ñ reads as X; "de la" is skipped.
    ['Ana', 'Ñúñez', 'del Río', 'XURA850101MDFXXN0'],
    // RENAPO writes X instead of the inner vowel in rude words.
    ['Sofía', 'Ruiz', 'Salgado', 'RXSS020202MDFZLF0'],
  ])('%s %s %s matches %s', (givenNames, paternalSurname, maternalSurname, first17) => {
    expect(curpMatchesName(curp(first17), { givenNames, paternalSurname, maternalSurname })).toBe(true)
  })

  it.each([
    ['another given name', { givenNames: 'Alberto', paternalSurname: 'Ramírez', maternalSurname: 'Castillo' }],
    ['surnames swapped', { givenNames: 'Jorge', paternalSurname: 'Castillo', maternalSurname: 'Ramírez' }],
    ['no maternal surname where the CURP has one', { givenNames: 'Jorge', paternalSurname: 'Ramírez', maternalSurname: '' }],
    ['no paternal surname', { givenNames: 'Jorge', paternalSurname: '', maternalSurname: 'Castillo' }],
  ])('refuses %s', (_label, names) => {
    expect(curpMatchesName(curp('RACJ750312HDFMSR0'), names)).toBe(false)
  })
})

describe('age by the CURP', () => {
  it('reads the century from the 17th character', () => {
    expect(curpBirthDate(curp('RACJ750312HDFMSR0'))).toBe('1975-03-12')
    expect(curpBirthDate(curp('RACJ080312HDFMSRA'))).toBe('2008-03-12')
  })

  it('is of age from the 18th birthday, in Mexico City days', () => {
    const born = curp('RACJ080312HDFMSRA')
    expect(isOfAge(born, '2026-03-11')).toBe(false)
    expect(isOfAge(born, '2026-03-12')).toBe(true)
  })
})

describe('the registration fields', () => {
  it('takes a state whatever its case and keeps it as the catalog writes it', () => {
    expect(expeditionPlaceOf('  nuevo león ')).toBe('Nuevo León')
    expect(v.parse(GuardianFields.expeditionPlace, 'CIUDAD DE MÉXICO')).toBe('Ciudad de México')
    expect(v.safeParse(GuardianFields.expeditionPlace, 'Texas').success).toBe(false)
  })

  it('leaves the optional fields optional and checks them when typed', () => {
    expect(v.parse(GuardianFields.company, '  ')).toBe('')
    expect(v.safeParse(GuardianFields.officePhone, '55 12').success).toBe(false)
    expect(v.safeParse(GuardianFields.extension, '+214').success).toBe(true)
  })
})

describe('where a person stands', () => {
  const base: Guardian = {
    id: 1, kind: 'tutor', givenNames: 'Jorge', paternalSurname: 'Ramírez', maternalSurname: 'Castillo', curp: '', personalEmail: '', mobile: '',
    company: '', jobTitle: '', occupation: '', officePhone: '', extension: '', relationship: 'padre', expeditionPlace: 'Jalisco',
    registration: { status: 'approved', requestedAt: '2026-01-01T00:00:00.000Z', decidedAt: '2026-01-05T00:00:00.000Z', reason: null },
    enabled: true, enableRequest: null, portalAccount: false,
  }
  it.each([
    ['in review', { registration: { ...base.registration, status: 'pending', decidedAt: null } }, 'in-review'],
    ['rejected', { registration: { ...base.registration, status: 'rejected', reason: 'INE vencida.' } }, 'rejected'],
    ['enabled', {}, 'enabled'],
    ['disabled', { enabled: false }, 'disabled'],
    ['asked to enable', { enabled: false, enableRequest: { status: 'pending', requestedAt: '2026-02-01T00:00:00.000Z', decidedAt: null, reason: null } }, 'enable-in-review'],
    ['turned down', { enabled: false, enableRequest: { status: 'rejected', requestedAt: '2026-02-01T00:00:00.000Z', decidedAt: '2026-02-03T00:00:00.000Z', reason: 'No.' } }, 'enable-rejected'],
  ] as const)('%s', (_label, change, kind) => {
    expect(stateOf({ ...base, ...change } as Guardian).kind).toBe(kind)
  })
})
