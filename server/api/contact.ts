import type { ServiceActions } from '../../src/contract/catalogs.ts'
import { contactEndpoints } from '../../src/contract/contact-endpoints.ts'
import {
  CONTACTS_MAX_PER_KIND, earliestProofDate, PROOF_EXTENSIONS, PROOF_MAX_MONTHS, proofDateIssue, type AddressValues, type ContactKind, type ContactType,
} from '../../src/contract/contact.ts'
import { colonyOf, placeMismatch } from '../../src/contract/zip-codes.ts'
import type { Db } from '../db/sql.ts'
import { isoDay, localDay } from '../data/academic-time.ts'
import {
  CONTACT_TYPES, contactOf, contactsOf, deleteContact, destinationOf, insertContact, insertRequest, pendingRequestOf, removalRefusal,
  studentContacts, TYPE_IDS, typeOf, updateContact, type ContactRecord, type Fields,
} from '../data/contacts.ts'
import { spanishDate } from '../data/digital-file-review.ts'
import { CODE_NOT_FOUND, otpAccount, OtpRefused, OtpThrottled, sendOtp, spendVerification, verifyOtp } from '../data/otp.ts'
import { zipCodePlace } from '../data/zip-codes.ts'
import { assertCanReadAccount, assertOwnStudentWrite } from './access.ts'
import type { KnownCaller } from './caller.ts'
import { badRequest, HttpError, notFound } from './errors.ts'
import type { UploadedFile } from './request-parts.ts'
import { fileOf, type Routes } from './route.ts'
import { acceptedFile, DEFAULT_UPLOAD_MB } from './upload-rules.ts'

const SERVICE = 'student-information'
const conflict = (message: string) => new HttpError(409, message)

/**
 * Spec §6: contact data is personal, so only the account's own student changes it (or asks for
 * codes), with the service's action for the write; a tutor or an administrative reads it
 * (`assertCanReadAccount`).
 */
function assertOwnStudent(db: Db, caller: KnownCaller, accountNumber: string, actions: ReadonlyArray<keyof ServiceActions>): void {
  assertOwnStudentWrite(db, caller, accountNumber, SERVICE, actions, {
    role: 'Solo el alumno puede cambiar sus datos de contacto',
    account: 'Solo puedes cambiar los datos de contacto de tus propias cuentas',
  })
}

const KIND_NAMES: Record<ContactKind, string> = { phone: 'un teléfono', email: 'un correo electrónico', address: 'un domicilio' }

/** The type the person chose: one of the kind's, and one a student may give (not the institutional email). */
function chosenType(typeId: number, kind: ContactKind): ContactType {
  const type = typeOf(typeId)
  if (!type || type.kind !== kind) throw badRequest(`El tipo elegido no es de ${KIND_NAMES[kind]}`)
  if (!type.editable) throw badRequest(`El tipo «${type.name}» lo asigna la universidad; elige otro`)
  return type
}

function existingContact(db: Db, accountNumber: string, contactId: number, kind: ContactKind): ContactRecord {
  const contact = contactOf(db, accountNumber, contactId)
  if (!contact) throw notFound('El contacto no existe en esta cuenta')
  if (contact.kind !== kind) throw badRequest(`El contacto no es ${KIND_NAMES[kind]}`)
  if (typeOf(contact.typeId)?.editable === false) throw conflict('El correo institucional lo asigna la universidad: no se puede modificar')
  return contact
}

function assertRoomFor(contacts: readonly ContactRecord[], kind: ContactKind): void {
  if (contacts.filter((c) => c.kind === kind).length >= CONTACTS_MAX_PER_KIND) {
    throw conflict(`Ya tienes ${CONTACTS_MAX_PER_KIND} registros de este tipo de dato; elimina uno antes de agregar otro`)
  }
}

function assertNotDuplicate(contacts: readonly ContactRecord[], kind: 'phone' | 'email', destination: string, except?: number): void {
  if (contacts.some((c) => c.kind === kind && c.destination === destination && c.id !== except)) {
    throw conflict(kind === 'phone' ? 'Ese número ya está registrado en esta cuenta' : 'Ese correo ya está registrado en esta cuenta')
  }
}

const channelOf = (kind: 'phone' | 'email') => (kind === 'phone' ? 'sms' : 'email')

interface PhoneOrEmail {
  accountNumber: string
  kind: 'phone' | 'email'
  typeId: number
  verificationToken?: string | undefined
  number?: string
  extension?: string
  address?: string
}

/** The stored values of a phone or an email, and the destination its code goes to. */
function valuesOf(body: PhoneOrEmail): { fields: Fields; destination: string } {
  if (body.kind === 'phone') {
    const extension = body.extension ?? ''
    if (extension !== '' && body.typeId === TYPE_IDS.mobile) throw badRequest('Un celular no lleva extensión')
    const number = body.number ?? ''
    return { fields: { number, extension: extension === '' ? null : extension }, destination: destinationOf('phone', number) }
  }
  const address = destinationOf('email', body.address ?? '')
  return { fields: { address }, destination: address }
}

function assertVerified(db: Db, body: PhoneOrEmail, destination: string, now: Date): void {
  const refusal = spendVerification(db, body.verificationToken, { accountNumber: body.accountNumber, channel: channelOf(body.kind), destination }, now)
  if (refusal) throw badRequest(refusal)
}

/** Spec §5, §9: the proof of address is dated today or within the last `PROOF_MAX_MONTHS` calendar months (Mexico City). */
function assertRecentProof(proofDate: string, now: Date): void {
  const today = isoDay(localDay(now))
  switch (proofDateIssue(proofDate, today)) {
    case 'date':
      throw badRequest('La fecha del comprobante no es válida')
    case 'future':
      throw badRequest('La fecha del comprobante no puede ser posterior a hoy')
    case 'too-old':
      throw badRequest(`El comprobante de domicilio debe tener como máximo ${PROOF_MAX_MONTHS} meses: su fecha debe ser del ${spanishDate(earliestProofDate(today))} en adelante`)
    case null:
      return
  }
}

function addressValues(body: AddressValues & { interiorNumber: string | null }): AddressValues {
  return {
    street: body.street, exteriorNumber: body.exteriorNumber, interiorNumber: body.interiorNumber === '' ? null : body.interiorNumber,
    colony: body.colony, municipality: body.municipality, state: body.state, zipCode: body.zipCode,
  }
}

/**
 * An address whose zip code the catalog holds must name one of its colonies, its municipality and
 * its state; they are kept as the catalog writes them ("benito juarez" is stored "Benito Juárez").
 * A code the catalog lacks is taken as typed: the catalog is a sample of the national one, and a
 * real code missing from it must not stop a student from giving their address.
 */
function placedAddress(db: Db, values: AddressValues): AddressValues {
  const place = zipCodePlace(db, values.zipCode)
  if (!place) return values
  switch (placeMismatch(place, values)) {
    case 'state':
      throw badRequest(`El estado «${values.state}» no corresponde al código postal ${place.zipCode}, que es de ${place.state}`)
    case 'municipality':
      throw badRequest(`El municipio «${values.municipality}» no corresponde al código postal ${place.zipCode}, que es de ${place.municipality}`)
    case 'colony':
      throw badRequest(`La colonia «${values.colony}» no es del código postal ${place.zipCode}; elige una de sus colonias`)
    case null:
      return { ...values, state: place.state, municipality: place.municipality, colony: colonyOf(place, values.colony) ?? values.colony }
  }
}

function proofOf(file: UploadedFile, proofDate: string) {
  const accepted = acceptedFile(file, { allowedExtensions: PROOF_EXTENSIONS, maxSizeMb: DEFAULT_UPLOAD_MB })
  return { name: accepted.name, mime: accepted.mimeType, bytes: file.bytes, date: proofDate }
}

function assertNoPendingAddress(db: Db, accountNumber: string): void {
  if (pendingRequestOf(db, accountNumber)) throw conflict('Ya tienes un cambio de domicilio en revisión; espera la respuesta antes de enviar otro')
}

export function contactRoutes(r: Routes): void {
  const e = contactEndpoints

  r.user(e.contactTypes, () => [...CONTACT_TYPES])

  r.user(e.contacts, ({ db, caller, query }) => {
    assertCanReadAccount(db, caller, query.accountNumber, SERVICE)
    return studentContacts(db, query.accountNumber)
  }, { spanish: true })

  r.user(e.addContact, ({ db, caller, body, now }) => {
    assertOwnStudent(db, caller, body.accountNumber, ['Crear'])
    chosenType(body.typeId, body.kind)
    const contacts = contactsOf(db, body.accountNumber)
    assertRoomFor(contacts, body.kind)
    const { fields, destination } = valuesOf(body)
    assertNotDuplicate(contacts, body.kind, destination)
    assertVerified(db, body, destination, now)
    const id = insertContact(db, { accountNumber: body.accountNumber, kind: body.kind, typeId: body.typeId, fields, destination, verified: true }, now)
    insertRequest(db, { accountNumber: body.accountNumber, kind: body.kind, action: 'add', contactId: id, typeId: body.typeId, fields, status: 'approved', at: now, autoReview: false })
    return studentContacts(db, body.accountNumber)
  }, { spanish: true })

  r.user(e.editContact, ({ db, caller, body, now }) => {
    assertOwnStudent(db, caller, body.accountNumber, ['Editar'])
    const contact = existingContact(db, body.accountNumber, body.contactId, body.kind)
    chosenType(body.typeId, body.kind)
    const { fields, destination } = valuesOf(body)
    const changed = destination !== contact.destination
    if (changed) assertNotDuplicate(contactsOf(db, body.accountNumber), body.kind, destination, contact.id)
    // A new destination needs its code; the same one with a token is confirmed by it (a seeded number never checked).
    if (changed || body.verificationToken) assertVerified(db, body, destination, now)
    const verified = changed || body.verificationToken !== undefined || contact.verified
    updateContact(db, contact.id, { typeId: body.typeId, fields, destination, verified })
    insertRequest(db, { accountNumber: body.accountNumber, kind: body.kind, action: 'edit', contactId: contact.id, typeId: body.typeId, fields, status: 'approved', at: now, autoReview: false })
    return studentContacts(db, body.accountNumber)
  }, { spanish: true })

  r.user(e.removeContact, ({ db, caller, body, now }) => {
    assertOwnStudent(db, caller, body.accountNumber, ['Eliminar'])
    const contact = contactOf(db, body.accountNumber, body.contactId)
    if (!contact) throw notFound('El contacto no existe en esta cuenta')
    const refusal = removalRefusal(contactsOf(db, body.accountNumber), contact, pendingRequestOf(db, body.accountNumber))
    if (refusal) throw conflict(refusal)
    deleteContact(db, contact.id)
    insertRequest(db, {
      accountNumber: body.accountNumber, kind: contact.kind, action: 'remove', contactId: contact.id, typeId: contact.typeId, fields: contact.fields,
      status: 'approved', at: now, autoReview: false,
    })
    return studentContacts(db, body.accountNumber)
  }, { spanish: true })

  // Synchronous, inside the write's transaction: the proof was read and identified before it began.
  r.user(e.addAddress, ({ db, caller, body, files, now }) => {
    assertOwnStudent(db, caller, body.accountNumber, ['Crear'])
    chosenType(body.typeId, 'address')
    assertRoomFor(contactsOf(db, body.accountNumber), 'address')
    assertNoPendingAddress(db, body.accountNumber)
    const fields = placedAddress(db, addressValues(body))
    assertRecentProof(body.proofDate, now)
    const proof = proofOf(fileOf(files, 'file'), body.proofDate)
    insertRequest(db, {
      accountNumber: body.accountNumber, kind: 'address', action: 'add', contactId: null, typeId: body.typeId, fields,
      status: 'pending', at: now, proof, autoReview: true,
    })
    return studentContacts(db, body.accountNumber)
  }, { spanish: true })

  r.user(e.editAddress, ({ db, caller, body, files, now }) => {
    assertOwnStudent(db, caller, body.accountNumber, ['Editar'])
    const contact = existingContact(db, body.accountNumber, body.contactId, 'address')
    chosenType(body.typeId, 'address')
    assertNoPendingAddress(db, body.accountNumber)
    const fields = placedAddress(db, addressValues(body))
    assertRecentProof(body.proofDate, now)
    const proof = proofOf(fileOf(files, 'file'), body.proofDate)
    insertRequest(db, {
      accountNumber: body.accountNumber, kind: 'address', action: 'edit', contactId: contact.id, typeId: body.typeId, fields,
      status: 'pending', at: now, proof, autoReview: true,
    })
    return studentContacts(db, body.accountNumber)
  }, { spanish: true })

  // A GET with an effect (the spec names it so): run as a write, one code per request, never kept by a cache (Cache-Control: no-store, as every answer).
  r.user(e.sendOtp, ({ db, caller, query, now }) => {
    assertOwnStudent(db, caller, query.accountNumber, ['Crear', 'Editar'])
    const destination = destinationOf(query.channel === 'sms' ? 'phone' : 'email', query.destination)
    try {
      return sendOtp(db, { accountNumber: query.accountNumber, channel: query.channel, destination }, now)
    } catch (error) {
      if (!(error instanceof OtpThrottled)) throw error
      throw new HttpError(429, error.message, { headers: { 'Retry-After': String(error.retryAfterSeconds) } })
    }
  }, { spanish: true })

  r.user(e.verifyOtp, ({ db, caller, body, now }) => {
    const accountNumber = otpAccount(db, body.otpId)
    if (!accountNumber) throw notFound(CODE_NOT_FOUND)
    assertOwnStudent(db, caller, accountNumber, ['Crear', 'Editar'])
    try {
      return verifyOtp(db, body.otpId, body.code, now)
    } catch (error) {
      if (!(error instanceof OtpRefused)) throw error
      // A wrong code's try must stay counted although the answer is a refusal.
      const counted = error.attemptsLeft !== null
      throw new HttpError(400, error.message, counted ? { keepChanges: true, fields: { attemptsLeft: error.attemptsLeft ?? 0 } } : {})
    }
  }, { spanish: true })
}
