import * as v from 'valibot'
import { AccountNumber, IsoDateTime } from './common.ts'
import { isRealDate, LettersText, optionalText, requiredText } from './field-patterns.ts'

/**
 * The student's personal information (spec §2 "Student information: personal", §5, §7): the record
 * the university keeps (names, CURP, birth date, sex, marital status, nationality, place of birth)
 * and the student's requests to change it.
 *
 * Rules the server enforces (every refusal has a Spanish `message`):
 * - A change is a request the university reviews (`pending`, then `approved` and in effect, or
 *   `rejected` with its `reason`); one request per account may wait at a time (409 otherwise).
 * - Spec §5: a change of the given names, a surname or the marital status carries an official
 *   document (PDF, JPG or PNG by content, at most `DOCUMENT_MAX_MB` MB); without it, 400.
 * - Spec §5, §9: the birth date gives an age of 10 to 120 years (Mexico City's today); otherwise a
 *   400 with the rule's sentence ("La edad mínima es de 10 años", "La edad máxima es de 120 años").
 * - A request that changes nothing is a 400. Sex and CURP are not asked for: the CURP follows the
 *   names and the birth date once a change is approved.
 * - Field values follow the shared field patterns; a 400 names the field and says the pattern's
 *   sentence, e.g. `El campo "paternalSurname" no es válido: Solo se permiten letras y espacios`.
 *
 * Who may call: anyone who may read the account reads it and its PDF (the student for their own
 * accounts, a tutor of a linked, enabled student, an administrative with Lectura on
 * `student-information`); only the account's own student, with Editar, sends a request (403).
 */

// ——— Constants ———

/** Spec §5: these changes need an official document (a birth or marriage certificate, an ID). */
export const DOCUMENT_FIELDS = ['givenNames', 'paternalSurname', 'maternalSurname', 'maritalStatus'] as const
/** The official document: a scan or a photo of it. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const
/** Spec §9's default upload maximum. */
export const DOCUMENT_MAX_MB = 5
/** Spec §9: the university's review takes 3 to 5 days, as for the profile photo. */
export const REVIEW_DAYS = { min: 3, max: 5 } as const
/** The account's requests the API answers, newest first. */
export const REQUESTS_SHOWN = 10

// ——— Catalogs ———

/** Soltero/a, casado/a, divorciado/a, viudo/a, unión libre. */
export const MARITAL_STATUSES = ['SOLTERO', 'CASADO', 'DIVORCIADO', 'VIUDO', 'UNION_LIBRE'] as const
export const MaritalStatus = v.picklist(MARITAL_STATUSES)
export type MaritalStatus = v.InferOutput<typeof MaritalStatus>

/** As the CURP writes it: H (hombre), M (mujer), X (no binario). */
export const SEXES = ['H', 'M', 'X'] as const
export const Sex = v.picklist(SEXES)
export type Sex = v.InferOutput<typeof Sex>

/** What a request may change, in the order the record shows it. */
export const CHANGEABLE_FIELDS = ['givenNames', 'paternalSurname', 'maternalSurname', 'maritalStatus', 'birthDate', 'nationality', 'birthPlace'] as const
export const ChangeableField = v.picklist(CHANGEABLE_FIELDS)
export type ChangeableField = v.InferOutput<typeof ChangeableField>

// ——— Field values ———

/** A calendar day, `YYYY-MM-DD`, that exists; how old it makes the person is checked against today. */
export const BirthDate = v.pipe(
  requiredText(),
  v.check((value) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
    return match !== null && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]))
  }, 'date'),
)

/** The form's fields, each with its pattern; the maternal surname may stay empty (a person may have one surname). */
export const PersonalFields = {
  givenNames: LettersText,
  paternalSurname: LettersText,
  maternalSurname: optionalText(LettersText),
  maritalStatus: MaritalStatus,
  birthDate: BirthDate,
  nationality: LettersText,
  birthPlace: LettersText,
}

// ——— What the account has ———

export const PersonalRecord = v.object({
  givenNames: v.string(),
  paternalSurname: v.string(),
  /** Null for a person with one surname. */
  maternalSurname: v.nullable(v.string()),
  curp: v.string(),
  /** `YYYY-MM-DD`. */
  birthDate: v.string(),
  sex: Sex,
  maritalStatus: MaritalStatus,
  nationality: v.string(),
  birthPlace: v.string(),
})
export type PersonalRecord = v.InferOutput<typeof PersonalRecord>

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const
export const PersonalRequestStatus = v.picklist(REQUEST_STATUSES)
export type PersonalRequestStatus = v.InferOutput<typeof PersonalRequestStatus>

/** One value a request changes: as the record had it when the request was sent, and as asked (null: none). */
export const PersonalChange = v.object({ field: ChangeableField, from: v.nullable(v.string()), to: v.nullable(v.string()) })
export type PersonalChange = v.InferOutput<typeof PersonalChange>

export const PersonalRequest = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  status: PersonalRequestStatus,
  changes: v.array(PersonalChange),
  requestedAt: IsoDateTime,
  decidedAt: v.nullable(IsoDateTime),
  /** Why it was rejected. */
  reason: v.nullable(v.string()),
  /** The official document's sanitised file name, when one was sent. */
  documentName: v.nullable(v.string()),
})
export type PersonalRequest = v.InferOutput<typeof PersonalRequest>

/**
 * `GET /student/personalInformation` and the answer of a request: the record, when it last
 * changed, and the account's last `REQUESTS_SHOWN` requests, newest first (the pending one, if
 * any, among them).
 */
export const PersonalInformation = v.object({
  accountNumber: AccountNumber,
  record: PersonalRecord,
  updatedAt: IsoDateTime,
  requests: v.array(PersonalRequest),
})
export type PersonalInformation = v.InferOutput<typeof PersonalInformation>

export const PersonalQuery = v.strictObject({ accountNumber: AccountNumber })

/** `POST /student/personalInformation`: the record as a PDF. */
export const PersonalDownloadBody = v.strictObject({ accountNumber: AccountNumber })

/**
 * `POST /student/personalInformation/request` (multipart; the official document, when sent, in
 * `file`): every changeable value as the person wants it. The server compares them with the
 * record: what differs is the request.
 */
export const PersonalChangeFields = v.strictObject({ accountNumber: AccountNumber, ...PersonalFields })
export type PersonalChangeFields = v.InferInput<typeof PersonalChangeFields>

// ——— What a request changes (the portal and the server read it alike) ———

/** Every changeable value as text; the maternal surname empty for none. */
export type PersonalValues = Record<ChangeableField, string>

/** Compared as people write them: composed accents, no space at either end, single spaces inside. */
export const tidyValue = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ')

export function valuesOfRecord(record: PersonalRecord): PersonalValues {
  return {
    givenNames: record.givenNames,
    paternalSurname: record.paternalSurname,
    maternalSurname: record.maternalSurname ?? '',
    maritalStatus: record.maritalStatus,
    birthDate: record.birthDate,
    nationality: record.nationality,
    birthPlace: record.birthPlace,
  }
}

/** The values `values` changes in `record`, in the record's order. */
export function changesBetween(record: PersonalRecord, values: PersonalValues): PersonalChange[] {
  const current = valuesOfRecord(record)
  return CHANGEABLE_FIELDS.flatMap((field) => {
    const from = tidyValue(current[field])
    const to = tidyValue(values[field])
    return from === to ? [] : [{ field, from: from === '' ? null : from, to: to === '' ? null : to }]
  })
}

/** Spec §5: whether these changes need the official document. */
export const needsDocument = (changes: readonly Pick<PersonalChange, 'field'>[]) =>
  changes.some((change) => (DOCUMENT_FIELDS as readonly string[]).includes(change.field))
