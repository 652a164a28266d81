import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { changesBetween, needsDocument, valuesOfRecord } from '@/contract/personal-information'
import { ageToday, birthDateRule, documentNeeded, pendingRequestOf, requestBody } from '@/features/personal-information/logic'
import { personalSearch } from '@/features/personal-information/search'
import { activateTestLocale } from '../../support/render'
import { personalInformation, record, request } from './factories'

/** Noon of 25 November 2026 in Mexico City (UTC-6): the campuses' today is 2026-11-25. */
const NOW = new Date('2026-11-25T18:00:00Z')

describe('the age rule, against the campuses’ today', () => {
  beforeAll(() => activateTestLocale('es'))
  afterEach(() => vi.useRealTimers())

  it('takes 10 years old today and refuses the day before turning 10', () => {
    const rule = birthDateRule(NOW)
    expect(rule('2016-11-25')).toBeUndefined()
    expect(rule('2016-11-26')).toBe('La edad mínima es de 10 años')
    expect(rule('2020-01-01')).toBe('La edad mínima es de 10 años')
  })

  it('takes 120 years old up to the day before the 121st birthday', () => {
    const rule = birthDateRule(NOW)
    expect(rule('1906-11-25')).toBeUndefined()
    expect(rule('1905-11-26')).toBeUndefined()
    expect(rule('1905-11-25')).toBe('La edad máxima es de 120 años')
  })

  it('reads today in Mexico City, not in UTC: at 23:30 there it is still the 24th', () => {
    const lateOn24th = new Date('2026-11-25T05:30:00Z')
    expect(birthDateRule(lateOn24th)('2016-11-25')).toBe('La edad mínima es de 10 años')
    expect(birthDateRule(lateOn24th)('2016-11-24')).toBeUndefined()
  })

  it('says when a date is missing or does not exist', () => {
    const rule = birthDateRule(NOW)
    expect(rule('')).toBe('Campo requerido')
    expect(rule('2001-02-29')).toBe('Escribe una fecha válida')
  })

  it('counts a birthday on 29 February as passed on 1 March of a common year', () => {
    expect(ageToday('2008-02-29', new Date('2018-02-28T18:00:00Z'))).toBe(9)
    expect(ageToday('2008-02-29', new Date('2018-03-01T18:00:00Z'))).toBe(10)
  })

  it('follows the machine’s clock when given it, as the form does', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
    expect(birthDateRule(new Date())('2016-11-26')).toBe('La edad mínima es de 10 años')
    vi.setSystemTime(new Date('2026-11-26T18:00:00Z'))
    expect(birthDateRule(new Date())('2016-11-26')).toBeUndefined()
  })
})

describe('what a request changes', () => {
  const info = personalInformation()
  const values = valuesOfRecord(info.record)

  it('needs the official document for a name, a surname or the marital status, not for the rest', () => {
    expect(documentNeeded(info, values)).toBe(false)
    expect(documentNeeded(info, { ...values, maritalStatus: 'CASADO' })).toBe(true)
    expect(documentNeeded(info, { ...values, givenNames: 'Valeria Sofía' })).toBe(true)
    expect(documentNeeded(info, { ...values, maternalSurname: '' })).toBe(true)
    expect(documentNeeded(info, { ...values, birthDate: '1999-03-15', nationality: 'Española', birthPlace: 'Puebla' })).toBe(false)
  })

  it('ignores spaces around and inside a value, and names what changes from what to what', () => {
    expect(changesBetween(info.record, { ...values, givenNames: '  Valeria ', paternalSurname: 'Hernández ' })).toEqual([])
    expect(changesBetween(record({ maternalSurname: null }), { ...values, maternalSurname: 'Ruiz' })).toEqual([{ field: 'maternalSurname', from: null, to: 'Ruiz' }])
    expect(changesBetween(info.record, { ...values, maritalStatus: 'CASADO', birthPlace: 'Puebla' })).toEqual([
      { field: 'maritalStatus', from: 'SOLTERO', to: 'CASADO' },
      { field: 'birthPlace', from: 'Ciudad de México', to: 'Puebla' },
    ])
    expect(needsDocument([{ field: 'birthPlace' }])).toBe(false)
  })

  it('sends every value trimmed, and the document under `file` only when given', async () => {
    const file = { blob: new Blob(['%PDF-'], { type: 'application/pdf' }), name: 'acta.pdf', size: 5, type: 'application/pdf' }
    const body = requestBody('010245871', { ...values, nationality: ' Española ' }, file)
    expect(body.get('accountNumber')).toBe('010245871')
    expect(body.get('nationality')).toBe('Española')
    expect(body.get('maritalStatus')).toBe('SOLTERO')
    expect((body.get('file') as File).name).toBe('acta.pdf')
    expect(requestBody('010245871', values, null).has('file')).toBe(false)
  })

  it('finds the request still in review', () => {
    expect(pendingRequestOf(info)).toBeUndefined()
    const decided = request({ id: 1, status: 'rejected', reason: 'No coincide' })
    expect(pendingRequestOf(personalInformation({ requests: [request({ id: 2 }), decided] }))?.id).toBe(2)
  })
})

describe('the route’s search', () => {
  it('reads the change form open only for change=true, anything else as closed', () => {
    expect(personalSearch({ change: true })).toEqual({ change: true })
    for (const change of ['true', 1, false, null, undefined]) expect(personalSearch({ change })).toEqual({})
    expect(personalSearch({ change: true, other: 'x' })).toEqual({ change: true })
  })
})
