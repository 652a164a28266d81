import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  earliestProofDate, PROOF_EXTENSIONS, PROOF_MAX_MONTHS, proofDateIssue, type AddressValues, type ContactRequest, type StudentContacts,
} from '@/contract/contact'
import { colonyOf, type ZipCodePlace } from '@/contract/zip-codes'
import type { PickedFile } from '@/shared/files/file-input'
import type { Rule } from '@/shared/forms/rules'
import { campusDay, formatDay } from '@/shared/i18n/format'
import { DEFAULT_UPLOAD_MAX_MB } from '@/shared/ui/constants'

/** What the address form holds: text, as typed (ids too); the proof's file is kept beside it. */
export interface AddressFormValues {
  typeId: string
  street: string
  exteriorNumber: string
  interiorNumber: string
  zipCode: string
  colony: string
  municipality: string
  state: string
  proofDate: string
}

/** Spec §5: the proof of address is a PDF or a picture of the receipt, within the upload maximum. */
export const PROOF_LIMITS = { allowedExtensions: PROOF_EXTENSIONS, maxSizeMb: DEFAULT_UPLOAD_MAX_MB } as const

/** A new address starts empty, of the first type offered; a change starts from the address as it is, with no proof date. */
export function addressFormValues(typeId: number | undefined, address?: AddressValues & { type: { id: number } }): AddressFormValues {
  return {
    typeId: String(address?.type.id ?? typeId ?? ''),
    street: address?.street ?? '',
    exteriorNumber: address?.exteriorNumber ?? '',
    interiorNumber: address?.interiorNumber ?? '',
    zipCode: address?.zipCode ?? '',
    colony: address?.colony ?? '',
    municipality: address?.municipality ?? '',
    state: address?.state ?? '',
    proofDate: '',
  }
}

/** The multipart body of `POST` (new) or `PUT` (a change of `contactId`) `/student/contactstudent/address`. */
export function addressBody(accountNumber: string, values: AddressFormValues, proof: PickedFile, contactId?: number): FormData {
  const body = new FormData()
  body.set('accountNumber', accountNumber)
  if (contactId !== undefined) body.set('contactId', String(contactId))
  for (const [field, value] of Object.entries(values)) body.set(field, value.trim())
  body.set('file', proof.blob, proof.name)
  return body
}

/**
 * Spec §5, §9 "Address proof is a service receipt at most 3 months old", on the campuses' calendar
 * (Mexico City) as the server counts it: a day, not after today, not before the same day three
 * months back. Read from the clock when the field is checked.
 */
export function proofDateRule(now: () => number = Date.now): Rule<string> {
  return (value) => {
    if (value.trim() === '') return i18n._(msg`Escribe la fecha de tu comprobante`)
    const today = campusDay(now())
    switch (proofDateIssue(value, today)) {
      case 'date':
        return i18n._(msg`Escribe una fecha válida`)
      case 'future':
        return i18n._(msg`La fecha del comprobante no puede ser posterior a hoy`)
      case 'too-old': {
        const months = PROOF_MAX_MONTHS
        const earliest = formatDay(earliestProofDate(today), i18n.locale, { dateStyle: 'long' })
        return i18n._(msg`El comprobante debe tener como máximo ${months} meses: su fecha debe ser del ${earliest} en adelante`)
      }
      case null:
        return undefined
    }
  }
}

/** A colony of a zip code the catalog knows must be one of its own (the server refuses any other). */
export function colonyRule(place: ZipCodePlace | null): Rule<string> {
  return (value) => {
    if (!place || value.trim() === '' || colonyOf(place, value) !== undefined) return undefined
    const zip = place.zipCode
    return i18n._(msg`Elige una colonia del código postal ${zip}`)
  }
}

/** New addresses waiting for review (a change of an address shows on the address itself). */
export const pendingNewAddresses = (contacts: StudentContacts): ContactRequest[] =>
  contacts.requests.filter((r) => r.kind === 'address' && r.action === 'add' && r.status === 'pending')

/** The latest address request, when the university turned it down: its reason is worth saying beside the addresses. */
export function rejectedAddressRequest(contacts: StudentContacts): ContactRequest | undefined {
  const latest = contacts.requests.find((r) => r.kind === 'address' && r.action !== 'remove')
  return latest?.status === 'rejected' ? latest : undefined
}

/** One address request at a time per account (the server answers 409 to a second). */
export const addressRequestPending = (contacts: StudentContacts) =>
  contacts.requests.some((r) => r.kind === 'address' && r.status === 'pending')

/** An address in one line, as the list shows it. */
export function addressLine(address: AddressValues): string {
  const interior = address.interiorNumber ? ` int. ${address.interiorNumber}` : ''
  return [`${address.street} ${address.exteriorNumber}${interior}`, address.colony, address.municipality, address.state, address.zipCode].join(', ')
}

