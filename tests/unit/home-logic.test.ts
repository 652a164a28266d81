import { describe, expect, it } from 'vitest'
import type { StudentAccount } from '@/contract/user'
import { effectiveSelection } from '@/shared/session/choice'

const career = (cvProgram: string) => ({
  cvProgram, programName: `Programa ${cvProgram}`, campusCode: 'LV', campusName: 'Lomas Verdes', level: 'LIC', modality: 'Presencial', enrolled: true,
})
const account = (accountNumber: string, ...careers: string[]): StudentAccount => ({
  accountNumber, fullName: 'Ana', email: 'ana@example.edu', portal: 'uvm', businessLine: 'UVM Licenciatura',
  campusCode: 'LV', campusName: 'Lomas Verdes', careers: careers.map(career),
})

describe('effectiveSelection', () => {
  const students = [account('010000001', 'DER', 'PSI'), account('010000002', 'ADM')]

  it('keeps a saved selection that is still valid', () => {
    expect(effectiveSelection(students, { student: students[0]!, cvProgram: 'PSI' })).toMatchObject({ cvProgram: 'PSI' })
  })
  it('falls back to the first career when the saved one is gone', () => {
    const saved = { student: students[1]!, cvProgram: 'XYZ' }
    expect(effectiveSelection(students, saved)).toMatchObject({ student: { accountNumber: '010000002' }, cvProgram: 'ADM' })
  })
  it('chooses the first account and career when nothing is saved or the account is gone', () => {
    expect(effectiveSelection(students, null)).toMatchObject({ student: { accountNumber: '010000001' }, cvProgram: 'DER' })
    const gone = { student: account('099999999', 'X'), cvProgram: 'X' }
    expect(effectiveSelection(students, gone)).toMatchObject({ student: { accountNumber: '010000001' } })
  })
  it('has nothing to select without accounts', () => {
    expect(effectiveSelection([], null)).toBeNull()
  })
})
