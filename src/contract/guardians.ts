import * as v from 'valibot'
import { AccountNumber, IsoDateTime } from './common.ts'
import {
  ageOn, Curp, Email, InternationalPhone, LettersText, optionalText, Phone10, PhoneExtension, requiredText, ShortAlphanumericName, SocialReason,
} from './field-patterns.ts'

/**
 * The student's parents or tutors and economic responsibles (spec §2 "Student information: tutor,
 * economic responsible", §3 "Tutor or economic responsible fields", §4 "can be enabled or disabled",
 * "Request status", §8).
 *
 * Rules the server enforces (every refusal has a Spanish `message`):
 * - A registration carries an identity document of the person (PDF, JPG or PNG by content, within
 *   the upload maximum) and becomes a request the university reviews (`status: 'pending'`); the
 *   decision arrives as a notification (APROBALTATUTOR / RECHALTATUTOR for a tutor,
 *   APROBALTARESPECO / RECHALTARESPECON for an economic responsible), and the student is told the
 *   registration was received (NUEVTUT, tutors only).
 * - The CURP's initials must be those of the name typed: otherwise the registration fails at once
 *   with the §8 sentence (`MISMATCH_MESSAGES`), as it does when the reviewer finds the document
 *   does not match.
 * - The person is of age (`GUARDIAN_MIN_AGE`, read from the CURP's birth date) and is registered
 *   once per kind on an account (409 while an earlier registration is pending or approved); at
 *   most `GUARDIANS_MAX_PER_KIND` of each kind (409).
 * - Disabling an approved person takes effect at once (a tutor with a portal account stops seeing
 *   the student). Enabling them again is a request the university reviews (APROBAACTTUTOR /
 *   RECHACTUTUTOR, APROBACTRESPECONO / RECHACTRESPECONO). A pending or rejected registration can
 *   be neither.
 *
 * Who may call: the student for their own accounts reads and writes (Crear to register, Editar to
 * enable or disable, on the `student-information` service); a tutor of a linked, enabled student
 * and an administrative with Lectura read only (a write is a 403).
 */

const Id = v.pipe(v.number(), v.integer(), v.minValue(1))

// ——— Constants ———

export const GUARDIAN_KINDS = ['tutor', 'economic'] as const
export const GuardianKind = v.picklist(GUARDIAN_KINDS)
export type GuardianKind = v.InferOutput<typeof GuardianKind>

/** A tutor or an economic responsible is of age, by the birth date in their CURP. */
export const GUARDIAN_MIN_AGE = 18
/** At most this many people of each kind on one account, counting those in review. */
export const GUARDIANS_MAX_PER_KIND = 4
/** The identity document: a PDF or a picture of it. */
export const GUARDIAN_DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const

/** Spec §8's sentence when the data does not match the uploaded documents, in Spanish: the server's exact `message`. */
export const MISMATCH_MESSAGES: Record<GuardianKind, string> = {
  tutor: 'No se pudo registrar al tutor: los datos no coinciden con los documentos cargados.',
  economic: 'No se pudo registrar al responsable económico: los datos no coinciden con los documentos cargados.',
}

/** The registrar's reason when the document does not back the data (spec §8). */
export const DOCUMENT_MISMATCH_REASON = 'Los datos no coinciden con los documentos cargados.'

/** The relationship to the student, by code (the portal shows it in the person's language). */
export const RELATIONSHIPS = ['padre', 'madre', 'tutor-legal', 'abuelo', 'hermano', 'tio', 'conyuge', 'otro'] as const
export const Relationship = v.picklist(RELATIONSHIPS, 'format')
export type Relationship = v.InferOutput<typeof Relationship>

/** Where the identity document was issued: the 32 states of Mexico, or abroad. */
export const EXPEDITION_PLACES = [
  'Aguascalientes', 'Baja California', 'Baja California Sur', 'Campeche', 'Chiapas', 'Chihuahua', 'Ciudad de México', 'Coahuila',
  'Colima', 'Durango', 'Estado de México', 'Guanajuato', 'Guerrero', 'Hidalgo', 'Jalisco', 'Michoacán', 'Morelos', 'Nayarit',
  'Nuevo León', 'Oaxaca', 'Puebla', 'Querétaro', 'Quintana Roo', 'San Luis Potosí', 'Sinaloa', 'Sonora', 'Tabasco', 'Tamaulipas',
  'Tlaxcala', 'Veracruz', 'Yucatán', 'Zacatecas', 'Extranjero',
] as const

/** Spec §5 "Select": the value must match a catalog entry, whatever its case; it is kept as the catalog writes it. */
export function expeditionPlaceOf(text: string): string | undefined {
  const wanted = text.trim().toLocaleLowerCase('es-MX')
  return EXPEDITION_PLACES.find((place) => place.toLocaleLowerCase('es-MX') === wanted)
}

// ——— The CURP ———

export { curpMatchesName } from './curp.ts'

/** The birth date (YYYY-MM-DD) a valid CURP carries: a digit in its 17th place means the 1900s. */
export function curpBirthDate(curp: string): string {
  const century = /\d/.test(curp[16] ?? '') ? '19' : '20'
  return `${century}${curp.slice(4, 6)}-${curp.slice(6, 8)}-${curp.slice(8, 10)}`
}

/** Whether the CURP's holder is of age on `today` (YYYY-MM-DD). */
export const isOfAge = (curp: string, today: string) => ageOn(curpBirthDate(curp), today) >= GUARDIAN_MIN_AGE

// ——— Fields ———

/** Spec §3 "Tutor or economic responsible fields", as the form sends them (text). */
export const GuardianFields = {
  givenNames: LettersText,
  paternalSurname: LettersText,
  maternalSurname: optionalText(LettersText),
  curp: Curp,
  personalEmail: Email,
  mobile: Phone10,
  company: optionalText(SocialReason),
  jobTitle: optionalText(ShortAlphanumericName),
  occupation: ShortAlphanumericName,
  officePhone: optionalText(InternationalPhone),
  extension: optionalText(PhoneExtension),
  relationship: Relationship,
  expeditionPlace: v.pipe(
    requiredText(),
    v.check((value) => expeditionPlaceOf(value) !== undefined, 'format'),
    v.transform((value) => expeditionPlaceOf(value) ?? value),
  ),
}

/** A person as registered: the fields, checked and tidied (trimmed, CURP in capitals, the place as the catalog writes it). */
export const GuardianPerson = v.object(GuardianFields)
export type GuardianPerson = v.InferOutput<typeof GuardianPerson>

/** What a registration form holds before it is checked: each field as typed. */
export type GuardianValues = Record<keyof typeof GuardianFields, string>

/** `POST /student/tutor` (multipart, the identity document in `file`): a registration, as a request for review. */
export const RegisterGuardianFields = v.strictObject({
  accountNumber: AccountNumber,
  kind: GuardianKind,
  ...GuardianFields,
})
export type RegisterGuardianFields = v.InferInput<typeof RegisterGuardianFields>

/** `PUT /student/tutor/status`: disable at once, or ask to enable again. */
export const GuardianStatusBody = v.strictObject({ accountNumber: AccountNumber, guardianId: Id, enabled: v.boolean() })
export type GuardianStatusBody = v.InferOutput<typeof GuardianStatusBody>

export const GuardiansQuery = v.strictObject({ accountNumber: AccountNumber, kind: GuardianKind })

// ——— Answers ———

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const
/** Spec §4 "Request status": pending approval, approved, rejected. */
export const RequestStatus = v.picklist(REQUEST_STATUSES)
export type RequestStatus = v.InferOutput<typeof RequestStatus>

const Decision = {
  status: RequestStatus,
  requestedAt: IsoDateTime,
  decidedAt: v.nullable(IsoDateTime),
  /** Why the university turned it down (rejections only). */
  reason: v.nullable(v.string()),
}

export const Guardian = v.object({
  id: Id,
  kind: GuardianKind,
  givenNames: v.string(),
  paternalSurname: v.string(),
  maternalSurname: v.string(),
  curp: v.string(),
  personalEmail: v.string(),
  mobile: v.string(),
  company: v.string(),
  jobTitle: v.string(),
  occupation: v.string(),
  officePhone: v.string(),
  extension: v.string(),
  relationship: Relationship,
  expeditionPlace: v.string(),
  /** The registration's review. */
  registration: v.object(Decision),
  /** Whether the person may see the student's information (only an approved registration is). */
  enabled: v.boolean(),
  /** The last request to enable the person again, while pending or after it was turned down. */
  enableRequest: v.nullable(v.object(Decision)),
  /** A tutor whose personal email is that of a tutor account of the portal sees the student there while enabled. */
  portalAccount: v.boolean(),
})
export type Guardian = v.InferOutput<typeof Guardian>

export const Guardians = v.object({ kind: GuardianKind, guardians: v.array(Guardian) })
export type Guardians = v.InferOutput<typeof Guardians>
