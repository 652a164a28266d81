import type { PersonalInformation, PersonalRecord, PersonalRequest } from '@/contract/personal-information'

/** Valeria's record as the seed writes it in 2025. */
export const record = (overrides: Partial<PersonalRecord> = {}): PersonalRecord => ({
  givenNames: 'Valeria',
  paternalSurname: 'Hernández',
  maternalSurname: 'Ruiz',
  curp: 'HERV990314MDFRZL02',
  birthDate: '1999-03-14',
  sex: 'M',
  maritalStatus: 'SOLTERO',
  nationality: 'Mexicana',
  birthPlace: 'Ciudad de México',
  ...overrides,
})

export const request = (overrides: Partial<PersonalRequest> = {}): PersonalRequest => ({
  id: 7,
  status: 'pending',
  changes: [{ field: 'maritalStatus', from: 'SOLTERO', to: 'CASADO' }],
  requestedAt: '2026-11-20T17:00:00.000Z',
  decidedAt: null,
  reason: null,
  documentName: 'Acta de matrimonio.pdf',
  ...overrides,
})

export const personalInformation = (overrides: Partial<PersonalInformation> = {}): PersonalInformation => ({
  accountNumber: '010245871',
  record: record(),
  updatedAt: '2025-07-14T15:00:00.000Z',
  requests: [],
  ...overrides,
})
