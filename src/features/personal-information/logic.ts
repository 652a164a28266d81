import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ageOn, birthDateFor } from '@/contract/field-patterns'
import {
  changesBetween, needsDocument, type ChangeableField, type MaritalStatus, type PersonalInformation, type PersonalRequest,
  type PersonalRequestStatus, type PersonalValues, type Sex,
} from '@/contract/personal-information'
import type { PickedFile } from '@/shared/files/file-input'
import { fieldRule } from '@/shared/forms/pattern-messages'
import type { Rule } from '@/shared/forms/rules'
import { campusDay } from '@/shared/i18n/format'

export const MARITAL_STATUS_LABELS: Record<MaritalStatus, MessageDescriptor> = {
  SOLTERO: msg`Soltero/a`,
  CASADO: msg`Casado/a`,
  DIVORCIADO: msg`Divorciado/a`,
  VIUDO: msg`Viudo/a`,
  UNION_LIBRE: msg`Unión libre`,
}

export const SEX_LABELS: Record<Sex, MessageDescriptor> = { H: msg`Hombre`, M: msg`Mujer`, X: msg`No binario` }

export const FIELD_LABELS: Record<ChangeableField, MessageDescriptor> = {
  givenNames: msg`Nombre(s)`,
  paternalSurname: msg`Apellido paterno`,
  maternalSurname: msg`Apellido materno`,
  maritalStatus: msg`Estado civil`,
  birthDate: msg`Fecha de nacimiento`,
  nationality: msg`Nacionalidad`,
  birthPlace: msg`Lugar de nacimiento`,
}

/** Spec §4 "Request status", in the words the screen shows. */
export const STATUS_LABELS: Record<PersonalRequestStatus, MessageDescriptor> = {
  pending: msg`Pendiente de aprobación`,
  approved: msg`Aprobada`,
  rejected: msg`Rechazada`,
}

export const STATUS_PALETTE: Record<PersonalRequestStatus, string> = { pending: 'orange', approved: 'green', rejected: 'red' }

/** The request still in review, if any: while it waits no other may be sent. */
export const pendingRequestOf = (info: PersonalInformation): PersonalRequest | undefined => info.requests.find((request) => request.status === 'pending')

/** Whole years the person is on the campuses' today. */
export const ageToday = (birthDate: string, now: Date) => ageOn(birthDate, campusDay(now))

/** Spec §5, §9: a birth date of someone aged 10 to 120 on the campuses' today, as the server checks it. */
export const birthDateRule = (now: Date): Rule<string> => fieldRule(birthDateFor(campusDay(now)))

/** Spec §5: whether what the form holds now changes a name, a surname or the marital status. */
export const documentNeeded = (info: PersonalInformation, values: PersonalValues) => needsDocument(changesBetween(info.record, values))

/** The multipart body of a request: every value as typed, and the document only when the change needs it. */
export function requestBody(accountNumber: string, values: PersonalValues, document: PickedFile | null): FormData {
  const body = new FormData()
  body.append('accountNumber', accountNumber)
  for (const [field, value] of Object.entries(values)) body.append(field, value.trim())
  if (document) body.append('file', document.blob, document.name)
  return body
}
