import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Guardian, GuardianKind, GuardianValues, Relationship } from '@/contract/guardians'

/** The relationship to the student, as the person reads it. */
export const RELATIONSHIP_LABELS: Record<Relationship, MessageDescriptor> = {
  padre: msg`Padre`,
  madre: msg`Madre`,
  'tutor-legal': msg`Tutor legal`,
  abuelo: msg`Abuela o abuelo`,
  hermano: msg`Hermana o hermano`,
  tio: msg`Tía o tío`,
  conyuge: msg`Cónyuge`,
  otro: msg`Otro familiar`,
}

export type { GuardianValues } from '@/contract/guardians'

export const EMPTY_GUARDIAN: GuardianValues = {
  givenNames: '', paternalSurname: '', maternalSurname: '', curp: '', personalEmail: '', mobile: '', company: '', jobTitle: '',
  occupation: '', officePhone: '', extension: '', relationship: '', expeditionPlace: '',
}

/** The multipart body of a registration: the fields, trimmed, and the identity document. */
export function registrationForm(accountNumber: string, kind: GuardianKind, values: GuardianValues, document: { name: string; blob: Blob }): FormData {
  const form = new FormData()
  form.append('accountNumber', accountNumber)
  form.append('kind', kind)
  for (const [name, value] of Object.entries(values)) form.append(name, value.trim())
  form.append('file', document.blob, document.name)
  return form
}

export const fullName = (g: Pick<Guardian, 'givenNames' | 'paternalSurname' | 'maternalSurname'>) =>
  [g.givenNames, g.paternalSurname, g.maternalSurname].filter((part) => part !== '').join(' ')

/** Where a person stands, in the order the screen says it. */
export type GuardianState =
  | { kind: 'in-review' }
  | { kind: 'rejected'; reason: string | null }
  | { kind: 'enabled' }
  | { kind: 'disabled' }
  | { kind: 'enable-in-review'; since: string }
  | { kind: 'enable-rejected'; reason: string | null }

export function stateOf(guardian: Guardian): GuardianState {
  if (guardian.registration.status === 'pending') return { kind: 'in-review' }
  if (guardian.registration.status === 'rejected') return { kind: 'rejected', reason: guardian.registration.reason }
  if (guardian.enabled) return { kind: 'enabled' }
  if (guardian.enableRequest?.status === 'pending') return { kind: 'enable-in-review', since: guardian.enableRequest.requestedAt }
  if (guardian.enableRequest?.status === 'rejected') return { kind: 'enable-rejected', reason: guardian.enableRequest.reason }
  return { kind: 'disabled' }
}
