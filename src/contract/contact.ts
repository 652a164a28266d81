import * as v from 'valibot'
import { AccountNumber, IsoDateTime } from './common.ts'
import {
  Colony, Email, InteriorNumber, InternationalPhone, isRealDate, LettersText, Municipality, optionalText, Phone10, PhoneExtension, Street,
  ZipCode,
} from './field-patterns.ts'

/**
 * The student's contact data (spec §2 "Student information: contact", §5, §7, §9): phones, emails
 * and addresses, each of a type from `GET /student/contactstudent/types`.
 *
 * Rules the server enforces (every refusal has a Spanish `message`):
 * - A new or changed phone or email is confirmed first with a one-time code sent to it
 *   (`GET /notification/otp`, then `POST /notification/otp/verify`); the `verificationToken` the
 *   check answers goes with the write, which then applies at once and reads `verified: true`.
 *   Without a token for exactly that account, channel and destination: 400.
 * - A new or changed address carries a proof of address (PDF, JPG or PNG by content, within the
 *   upload maximum) dated at most `PROOF_MAX_MONTHS` months before today (Mexico City); it becomes
 *   a request the university reviews (`pendingRequest`, `requests`). One address request per
 *   account may wait at a time (409 otherwise), and an address with a change in review cannot be
 *   edited or removed (409).
 * - An address whose zip code the catalog holds (`GET /catalogs/zipcode/{zip}`, zip-codes.ts) names
 *   one of its colonies, its municipality and its state, whatever the case and accents (400 naming
 *   the one that is not); they are stored as the catalog writes them. A zip code the catalog lacks
 *   is taken as typed: the catalog is not exhaustive.
 * - At least one phone, one email of the student's own (the institutional one does not count: it
 *   ends with the enrolment) and one address always remain: removing the last one is a 409. The
 *   institutional email is the university's: it cannot be edited, removed or added (409 / 400).
 * - The same phone number or email cannot be registered twice on one account (409); at most
 *   `CONTACTS_MAX_PER_KIND` of each kind (409).
 * - Field values follow the shared field patterns; a 400 names the field and says the pattern's
 *   sentence, e.g. `El campo "zipCode" no es válido: Debe ser un código postal válido`.
 *
 * Who may call: the student for their own accounts reads and writes (Crear to add, Editar to
 * edit and to ask for codes, Eliminar to remove, on the `student-information` service); a tutor of
 * a linked, enabled student and an administrative with Lectura read only (a write is a 403).
 */

const Id = v.pipe(v.number(), v.integer(), v.minValue(1))
/** A number sent as text (a multipart form's field). */
const FormId = v.pipe(v.string('required'), v.regex(/^[1-9]\d{0,8}$/, 'format'), v.toNumber())

// ——— Constants ———

/** A one-time code has this many digits. */
export const OTP_CODE_LENGTH = 6
/** A code is valid this long after it is sent. */
export const OTP_VALID_MINUTES = 10
/** Another code for the same destination may be asked for this long after the last one (429 before, with Retry-After). */
export const OTP_RESEND_SECONDS = 60
/** Wrong tries a code takes; the last wrong one ends it, and a new code is needed. */
export const OTP_MAX_ATTEMPTS = 5
/** Codes one account may ask for in any hour (429 beyond, with Retry-After). */
export const OTP_MAX_PER_HOUR = 5
/** A passed check's token is valid this long, once, for the destination it was sent to. */
export const VERIFICATION_VALID_MINUTES = 15
/** Spec §5, §9: the proof of address is at most this many calendar months old. */
export const PROOF_MAX_MONTHS = 3
/** At most this many phones, emails or addresses on one account. */
export const CONTACTS_MAX_PER_KIND = 5
/** The proof of address is a service receipt: a PDF or a picture of it. */
export const PROOF_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const

/** Spec §5's sentence for a wrong code, in Spanish: the server's exact `message`. */
export const WRONG_CODE_MESSAGE = 'El código es incorrecto. Inténtalo de nuevo.'

// ——— Types ———

export const CONTACT_KINDS = ['phone', 'email', 'address'] as const
export const ContactKind = v.picklist(CONTACT_KINDS)
export type ContactKind = v.InferOutput<typeof ContactKind>

/**
 * `GET /student/contactstudent/types`: the types of each kind (phone: Celular, Casa, Trabajo;
 * email: Personal, Institucional, Alterno; address: Domicilio actual, Domicilio fiscal, Domicilio
 * familiar). A type that is not `editable` (the institutional email) is the university's: a
 * contact of it cannot be edited or removed, and a new contact cannot take it.
 */
export const ContactType = v.object({
  id: Id,
  kind: ContactKind,
  name: v.string(),
  editable: v.boolean(),
})
export type ContactType = v.InferOutput<typeof ContactType>

export const ContactTypes = v.array(ContactType)

// ——— Field values ———

/**
 * A phone number: 10 digits for a Mexican number (`Phone10`), or, written with a leading +, an
 * international one of 10 to 15 digits (`InternationalPhone`).
 */
export const ContactPhoneNumber = v.lazy((input) =>
  typeof input === 'string' && input.trim().startsWith('+') ? InternationalPhone : Phone10) as v.GenericSchema<string, string>

/** An extension (1 to 15 digits); empty for none. A mobile (Celular) takes none (400). */
export const ContactExtension = optionalText(PhoneExtension)

/** A proof's date, `YYYY-MM-DD`; how old it may be is checked against today by the server. */
export const ProofDate = v.pipe(
  v.string('required'),
  v.trim(),
  v.check((value) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
    return match !== null && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]))
  }, 'date'),
)

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/**
 * Spec §5, §9: the earliest date a proof of address may bear on `today` (both `YYYY-MM-DD`, days of
 * the campuses' calendar): the same day `PROOF_MAX_MONTHS` calendar months back, or the last day
 * of that month when it has no such day (on 31 May, the last day of February).
 */
export function earliestProofDate(today: string): string {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number)
  const back = year * 12 + (month - 1) - PROOF_MAX_MONTHS
  const [y, m] = [Math.floor(back / 12), (back % 12) + 1]
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate()
  return `${pad(y, 4)}-${pad(m)}-${pad(Math.min(day, lastDay))}`
}

/** What is wrong with a proof's date: not a date, after today, or older than `PROOF_MAX_MONTHS` months. */
export type ProofDateIssue = 'date' | 'future' | 'too-old'

/** The proof date's issue on `today` (`YYYY-MM-DD`, Mexico City), or null when it may be sent; the portal and the server ask the same. */
export function proofDateIssue(proofDate: string, today: string): ProofDateIssue | null {
  const checked = v.safeParse(ProofDate, proofDate)
  if (!checked.success) return 'date'
  // Days written YYYY-MM-DD compare as text.
  if (checked.output > today) return 'future'
  if (checked.output < earliestProofDate(today)) return 'too-old'
  return null
}

/** An address as written in the form; `interiorNumber` may be empty. */
export const AddressFields = {
  street: Street,
  exteriorNumber: InteriorNumber,
  interiorNumber: optionalText(InteriorNumber),
  colony: Colony,
  municipality: Municipality,
  state: LettersText,
  zipCode: ZipCode,
}

const AddressValues = v.object({
  street: v.string(),
  exteriorNumber: v.string(),
  interiorNumber: v.nullable(v.string()),
  colony: v.string(),
  municipality: v.string(),
  state: v.string(),
  zipCode: v.string(),
})
export type AddressValues = v.InferOutput<typeof AddressValues>

// ——— What the account has ———

const TypeRef = v.object({ id: Id, name: v.string() })

/**
 * Per contact, worked out by the server: `editable` is false for the institutional email;
 * `removable` is false for it and for the last phone, the last own email and the last address (and
 * for an address with a change in review).
 */
const ContactFlags = { id: Id, type: TypeRef, editable: v.boolean(), removable: v.boolean() }

export const ContactPhone = v.object({
  ...ContactFlags,
  kind: v.literal('phone'),
  number: v.string(),
  extension: v.nullable(v.string()),
  /** Confirmed with a one-time code (seeded numbers the university already had may not be). */
  verified: v.boolean(),
})
export type ContactPhone = v.InferOutput<typeof ContactPhone>

export const ContactEmail = v.object({
  ...ContactFlags,
  kind: v.literal('email'),
  address: v.string(),
  verified: v.boolean(),
})
export type ContactEmail = v.InferOutput<typeof ContactEmail>

export const ContactAddress = v.object({
  ...ContactFlags,
  kind: v.literal('address'),
  ...AddressValues.entries,
  /** A change of this address awaiting review: the values asked for (the ones above still hold). */
  pendingRequest: v.nullable(v.object({ id: Id, requestedAt: IsoDateTime, values: AddressValues })),
})
export type ContactAddress = v.InferOutput<typeof ContactAddress>

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const
export const RequestStatus = v.picklist(REQUEST_STATUSES)
export type RequestStatus = v.InferOutput<typeof RequestStatus>

/**
 * One change the student made, as the university keeps it. A phone or email change was confirmed
 * by its code and is `approved` when made; an address added or changed is `pending` until
 * reviewed, then `approved` (in effect) or `rejected` with its `reason`; a removal is `approved`.
 */
export const ContactRequest = v.object({
  id: Id,
  kind: ContactKind,
  action: v.picklist(['add', 'edit', 'remove']),
  /** The contact it changed (null for an address added and not approved). */
  contactId: v.nullable(Id),
  typeName: v.string(),
  /** The value in one line: the number, the email or the address. */
  summary: v.string(),
  status: RequestStatus,
  requestedAt: IsoDateTime,
  decidedAt: v.nullable(IsoDateTime),
  reason: v.nullable(v.string()),
  /** An address's proof: the sanitised file name and the date it bears. */
  proofFileName: v.nullable(v.string()),
  proofDate: v.nullable(v.string()),
})
export type ContactRequest = v.InferOutput<typeof ContactRequest>

/**
 * `GET /student/contactstudent` and the answer of every write: the account's contacts (each list
 * in the order they were added) and its last 20 requests, newest first.
 */
export const StudentContacts = v.object({
  accountNumber: AccountNumber,
  phones: v.array(ContactPhone),
  emails: v.array(ContactEmail),
  addresses: v.array(ContactAddress),
  requests: v.array(ContactRequest),
})
export type StudentContacts = v.InferOutput<typeof StudentContacts>

export const ContactQuery = v.strictObject({ accountNumber: AccountNumber })

// ——— One-time codes ———

export const OTP_CHANNELS = ['sms', 'email'] as const
export const OtpChannel = v.picklist(OTP_CHANNELS)
export type OtpChannel = v.InferOutput<typeof OtpChannel>

/**
 * `GET /notification/otp?accountNumber&channel&destination`: sends a `OTP_CODE_LENGTH`-digit code
 * to a phone (`sms`) or an email of the account's own student, one code per request. Asking again
 * for the same destination ends the earlier code.
 */
export const OtpQuery = v.variant('channel', [
  v.strictObject({ accountNumber: AccountNumber, channel: v.literal('sms'), destination: ContactPhoneNumber }),
  v.strictObject({ accountNumber: AccountNumber, channel: v.literal('email'), destination: Email }),
], 'format')
export type OtpQuery = v.InferInput<typeof OtpQuery>

export const OtpId = v.pipe(v.string(), v.uuid('format'))

/** The code was sent: when it stops being valid and from when another may be asked for. */
export const OtpSent = v.object({
  otpId: OtpId,
  channel: OtpChannel,
  destination: v.string(),
  expiresAt: IsoDateTime,
  resendAfter: IsoDateTime,
  maxAttempts: v.pipe(v.number(), v.integer(), v.minValue(1)),
})
export type OtpSent = v.InferOutput<typeof OtpSent>

/**
 * `POST /notification/otp/verify`. A wrong code is a 400 with `WRONG_CODE_MESSAGE` and the
 * `attemptsLeft` field; the `OTP_MAX_ATTEMPTS`th wrong try ends the code (400 asking for a new
 * one); an expired, used or replaced code is a 400 too.
 */
export const OtpVerifyBody = v.strictObject({
  otpId: OtpId,
  code: v.pipe(v.string('required'), v.trim(), v.regex(new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`), 'format')),
})

export const VerificationToken = v.pipe(v.string('required'), v.regex(/^[\w-]{43}$/, 'format'))

/** The check passed: the token for one write to that destination, within `VERIFICATION_VALID_MINUTES`. */
export const OtpVerified = v.object({ verificationToken: VerificationToken, expiresAt: IsoDateTime })
export type OtpVerified = v.InferOutput<typeof OtpVerified>

/** The 400 of a wrong code carries how many tries the code has left. */
export const WrongCodeBody = v.object({ message: v.string(), attemptsLeft: v.pipe(v.number(), v.integer(), v.minValue(0)) })

// ——— Writes ———

const PhoneBody = { kind: v.literal('phone'), typeId: Id, number: ContactPhoneNumber, extension: ContactExtension }
const EmailBody = { kind: v.literal('email'), typeId: Id, address: Email }

/** `POST /student/contactstudent`: a new phone or email, with the token of its checked code. */
export const AddContactBody = v.variant('kind', [
  v.strictObject({ accountNumber: AccountNumber, ...PhoneBody, verificationToken: VerificationToken }),
  v.strictObject({ accountNumber: AccountNumber, ...EmailBody, verificationToken: VerificationToken }),
], 'format')
export type AddContactBody = v.InferInput<typeof AddContactBody>

/**
 * `PUT /student/contactstudent`: a phone's or an email's new type and value. The token is needed
 * only when the number or the address changes (a new type or extension alone needs none).
 */
export const EditContactBody = v.variant('kind', [
  v.strictObject({ accountNumber: AccountNumber, contactId: Id, ...PhoneBody, verificationToken: v.optional(VerificationToken) }),
  v.strictObject({ accountNumber: AccountNumber, contactId: Id, ...EmailBody, verificationToken: v.optional(VerificationToken) }),
], 'format')
export type EditContactBody = v.InferInput<typeof EditContactBody>

/** `DELETE /student/contactstudent`: any contact but the last of its kind and the institutional email (409). */
export const RemoveContactBody = v.strictObject({ accountNumber: AccountNumber, contactId: Id })

/**
 * `POST /student/contactstudent/address` (multipart, with the proof in `file`): a new address,
 * as a request for review. Text fields, so ids travel as digits.
 */
export const AddAddressFields = v.strictObject({
  accountNumber: AccountNumber,
  typeId: FormId,
  ...AddressFields,
  proofDate: ProofDate,
})

/** `PUT /student/contactstudent/address` (multipart, with the proof in `file`): a change of an address, as a request. */
export const EditAddressFields = v.strictObject({
  accountNumber: AccountNumber,
  contactId: FormId,
  typeId: FormId,
  ...AddressFields,
  proofDate: ProofDate,
})
