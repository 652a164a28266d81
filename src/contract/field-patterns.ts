import * as v from 'valibot'

/**
 * Spec §5 "Patterns": one schema per kind of field, shared by the portal's forms and the
 * reference server, so both accept and refuse the same values. An issue's `message` is a
 * stable code from `PATTERN_ISSUES`, never a sentence: the portal translates it, the server
 * answers with its Spanish sentence (`patternMessage`).
 */
export const PATTERN_ISSUES = [
  'required', 'blank', 'max-length', 'exact-length', 'format',
  'letters', 'digits', 'alphanumeric', 'zip', 'phone', 'email', 'international-phone', 'extension',
  'curp', 'curp-date', 'curp-check-digit', 'fiscal-curp',
  'rfc', 'rfc-fisica', 'rfc-moral', 'rfc-date',
  'colony', 'municipality', 'social-reason', 'street', 'interior-number', 'roman-numeral',
  'date', 'age-min', 'age-max',
] as const
export type PatternIssue = (typeof PATTERN_ISSUES)[number]

/** Spec §9: text fields take at most 250 characters unless a form says otherwise. */
export const TEXT_MAX_CHARS = 250
/** Spec §5 "maximum 30 characters": the short free texts about a person's work (job title, occupation). */
export const SHORT_TEXT_MAX_CHARS = 30
/** Spec §5 "min and max 10 characters": a Mexican phone number, neither shorter nor longer. */
export const PHONE_DIGITS = 10
/** Spec §5 and §9: a person's age, in whole years. */
export const AGE_MIN_YEARS = 10
export const AGE_MAX_YEARS = 120
/** RFC 5321: the longest address a mail server must take. */
const EMAIL_MAX_CHARS = 254

/** The Spanish sentence of each code; `{max}` is the limit of a `max-length` issue, `{length}` the size an `exact-length` one asks for. */
export const PATTERN_MESSAGES_ES: Record<PatternIssue, string> = {
  required: 'Campo requerido',
  blank: 'No puede contener solo espacios',
  'max-length': 'Máximo {max} caracteres',
  'exact-length': 'Mínimo y máximo {length} caracteres',
  format: 'Formato inválido',
  letters: 'Solo se permiten letras y espacios',
  digits: 'Solo se permiten números',
  alphanumeric: 'Solo se permiten letras, números y espacios',
  zip: 'Debe ser un código postal válido',
  phone: 'Debe contener 10 dígitos',
  email: 'Escribe un correo electrónico válido, como nombre@dominio.mx',
  'international-phone': 'Escribe de 10 a 15 dígitos, con + al inicio si quieres',
  extension: 'Escribe de 1 a 15 dígitos, con + al inicio si quieres',
  curp: 'La CURP debe tener 18 caracteres con el formato oficial',
  'curp-date': 'La fecha de nacimiento de la CURP no existe',
  'curp-check-digit': 'El dígito verificador de la CURP no corresponde; revisa cada carácter',
  'fiscal-curp': 'La CURP no corresponde al RFC de la persona física',
  rfc: 'El RFC debe tener 12 caracteres (persona moral) o 13 (persona física)',
  'rfc-fisica': 'El RFC de persona física lleva 4 letras, 6 dígitos de fecha y 3 letras o números',
  'rfc-moral': 'El RFC de persona moral lleva 3 letras, 6 dígitos de fecha y 3 letras o números',
  'rfc-date': 'La fecha del RFC no existe',
  colony: 'Escribe la colonia con letras, números, espacios y . , - # / ( )',
  municipality: 'Escribe el municipio con letras, espacios y . -',
  'social-reason': 'Escribe la razón social con letras, números, espacios y & . , - ( ) /',
  street: 'Escribe la calle con letras, números, espacios y . , - # / ( )',
  'interior-number': 'Escribe el número interior con letras, números, espacios y - # / .',
  'roman-numeral': 'Escribe un número romano válido, de I a MMMCMXCIX',
  date: 'Escribe una fecha válida',
  'age-min': 'La edad mínima es de 10 años',
  'age-max': 'La edad máxima es de 120 años',
}

/** Spanish and common Latin letters, with and without accents (ñ, ü, á, ç…). */
const LETTER = 'A-Za-zÀ-ÖØ-öø-ÿ'
const word = (extra: string) => new RegExp(`^(?=.*[${LETTER}0-9])[${LETTER}0-9${extra}]+$`)

/**
 * The start every text pattern shares: present, not only spaces, trimmed, within its length.
 * A missing value (not a string) counts as an empty one.
 */
export const requiredText = (max = TEXT_MAX_CHARS) =>
  v.pipe(
    v.string('required'),
    v.check((value) => value !== '', 'required'),
    v.check((value) => value === '' || value.trim() !== '', 'blank'),
    v.trim(),
    v.maxLength(max, 'max-length'),
  )

/** Upper-cased after trimming: CURP, RFC and Roman numerals are written in capitals. */
const upperText = () => v.pipe(requiredText(), v.toUpperCase())

/** A field that may stay empty (or only spaces, read as empty); otherwise it follows `schema`. */
export function optionalText<TOutput>(schema: v.GenericSchema<string, TOutput>) {
  const empty = v.pipe(v.optional(v.string(), ''), v.trim())
  return v.lazy((input) => (input === undefined || (typeof input === 'string' && input.trim() === '') ? empty : schema)) as v.GenericSchema<
    string | undefined,
    TOutput | string
  >
}

export const LettersText = v.pipe(requiredText(), v.regex(new RegExp(`^[${LETTER} ]+$`), 'letters'))
export const DigitsText = v.pipe(requiredText(), v.regex(/^\d+$/, 'digits'))
export const AlphanumericName = v.pipe(requiredText(), v.regex(new RegExp(`^[${LETTER}0-9 ]+$`), 'alphanumeric'))
/** Letters, digits and spaces, at most 30 characters ("Máximo 30 caracteres"): a job title, an occupation. */
export const ShortAlphanumericName = v.pipe(requiredText(SHORT_TEXT_MAX_CHARS), v.regex(new RegExp(`^[${LETTER}0-9 ]+$`), 'alphanumeric'))
export const ZipCode = v.pipe(requiredText(), v.regex(/^\d{5}$/, 'zip'))
/**
 * Digits only ("Debe contener 10 dígitos" for anything else), then exactly 10 of them: a number one
 * digit short or long says so ("Mínimo y máximo 10 caracteres").
 */
export const Phone10 = v.pipe(requiredText(), v.regex(/^\d+$/, 'phone'), v.length(PHONE_DIGITS, 'exact-length'))
/** Spec §5: an optional plus, then 10 to 15 digits. */
export const InternationalPhone = v.pipe(requiredText(), v.regex(/^\+?\d{10,15}$/, 'international-phone'))
/** Spec §5: an optional plus, then 1 to 15 digits. */
export const PhoneExtension = v.pipe(requiredText(), v.regex(/^\+?\d{1,15}$/, 'extension'))

const EMAIL_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+"
const EMAIL_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
/** A mailbox people type: dotted local part, a domain of labels, a top-level domain of letters. */
const EMAIL = new RegExp(`^${EMAIL_ATOM}(?:\\.${EMAIL_ATOM})*@(?:${EMAIL_LABEL}\\.)+[A-Za-z]{2,63}$`)
export const Email = v.pipe(requiredText(EMAIL_MAX_CHARS), v.regex(EMAIL, 'email'))

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()
/** Whether year-month-day (month 1–12) is a day of the calendar, leap years included. */
export const isRealDate = (year: number, month: number, day: number) =>
  Number.isInteger(year) && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month)

/** RENAPO's state codes, and NE for people born abroad. */
const CURP_STATES = 'AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE'
/**
 * Initials (the second an inner vowel, X without one), birth date YYMMDD, sex (H, M or X), state,
 * the inner consonants of the names, the homonym character (a digit for births before 2000, a
 * letter from 2000) and the check digit.
 */
const CURP = new RegExp(`^[A-Z][AEIOUX][A-Z]{2}\\d{6}[HMX](?:${CURP_STATES})[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z]\\d$`)
const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'

/** RENAPO's check digit: each of the first 17 characters by its weight 18…2, modulo 10. */
export function curpCheckDigit(curp: string) {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += CURP_ALPHABET.indexOf(curp[i]!) * (18 - i)
  return (10 - (sum % 10)) % 10
}

function curpBirthDateIsReal(curp: string) {
  const century = /\d/.test(curp[16]!) ? 1900 : 2000
  return isRealDate(century + Number(curp.slice(4, 6)), Number(curp.slice(6, 8)), Number(curp.slice(8, 10)))
}

/** Each rule speaks only once the ones before it hold, so the first issue is the one to fix first. */
const curpRules = [
  v.regex(CURP, 'curp'),
  v.check((value: string) => !CURP.test(value) || curpBirthDateIsReal(value), 'curp-date'),
  v.check((value: string) => !CURP.test(value) || curpCheckDigit(value) === Number(value[17]), 'curp-check-digit'),
] as const
export const Curp = v.pipe(upperText(), ...curpRules)

const RFC_FISICA = /^[A-ZÑ&]{4}\d{6}[A-Z0-9]{3}$/
const RFC_MORAL = /^[A-ZÑ&]{3}\d{6}[A-Z0-9]{3}$/
/** The RFC's date (YYMMDD, nine characters from its end) exists in 19YY or in 20YY. */
function rfcDateIsReal(rfc: string) {
  const date = rfc.slice(-9, -3)
  const [yy, month, day] = [0, 2, 4].map((at) => Number(date.slice(at, at + 2))) as [number, number, number]
  return isRealDate(1900 + yy, month, day) || isRealDate(2000 + yy, month, day)
}
const rfcDate = (shape: RegExp) => v.check((value: string) => !shape.test(value) || rfcDateIsReal(value), 'rfc-date')

export const RfcFisica = v.pipe(upperText(), v.regex(RFC_FISICA, 'rfc-fisica'), rfcDate(RFC_FISICA))
export const RfcMoral = v.pipe(upperText(), v.regex(RFC_MORAL, 'rfc-moral'), rfcDate(RFC_MORAL))
/** Either kind, told apart by length: 12 characters for a company, 13 for a person. */
const isRfc = (value: string) => RFC_MORAL.test(value) || RFC_FISICA.test(value)
export const Rfc = v.pipe(
  upperText(),
  v.check(isRfc, 'rfc'),
  v.check((value) => !isRfc(value) || rfcDateIsReal(value), 'rfc-date'),
)

/** The CURP of fiscal data: optional, as a company has none; when given, a valid CURP. */
export const FiscalCurp = optionalText(Curp)

/**
 * RFC and CURP of fiscal data together: a person's CURP (13-character RFC) begins with the
 * same 10 characters as the RFC (initials and birth date).
 */
export const FiscalIdentity = v.pipe(
  v.object({ rfc: Rfc, curp: FiscalCurp }),
  v.forward(
    v.check(({ rfc, curp }) => curp === '' || rfc.length !== 13 || curp.slice(0, 10) === rfc.slice(0, 10), 'fiscal-curp'),
    ['curp'],
  ),
)

export const Colony = v.pipe(requiredText(), v.regex(word(" .,'#/()-"), 'colony'))
export const Municipality = v.pipe(requiredText(), v.regex(new RegExp(`^[${LETTER}][${LETTER} .'-]*$`), 'municipality'))
export const SocialReason = v.pipe(requiredText(), v.regex(word(" &.,'()/-"), 'social-reason'))
export const Street = v.pipe(requiredText(), v.regex(word(" .,'#/()-"), 'street'))
export const InteriorNumber = v.pipe(requiredText(), v.regex(word(' #./-'), 'interior-number'))

/** 1 to 3999 in canonical form only: IV, not IIII; XC, not LXXXX. */
const ROMAN = /^(?=[MDCLXVI])M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/
export const RomanNumeral = v.pipe(upperText(), v.regex(ROMAN, 'roman-numeral'))

/** Whole years from an ISO birth date to an ISO day. */
export function ageOn(birth: string, today: string) {
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4))
  return today.slice(5) >= birth.slice(5) ? years : years - 1
}

function isIsoDay(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  return match !== null && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]))
}

/** A birth date (YYYY-MM-DD) of someone aged 10 to 120 on `today` (YYYY-MM-DD). */
export function birthDateFor(today: string) {
  return v.pipe(
    requiredText(),
    v.check(isIsoDay, 'date'),
    v.check((value) => !isIsoDay(value) || ageOn(value, today) >= AGE_MIN_YEARS, 'age-min'),
    v.check((value) => !isIsoDay(value) || ageOn(value, today) <= AGE_MAX_YEARS, 'age-max'),
  )
}

const isPatternIssue = (code: string): code is PatternIssue => (PATTERN_ISSUES as readonly string[]).includes(code)

/** The code of the first issue and the values its sentence names; an unknown message reads as `format`. */
export function patternIssue(issues: readonly v.BaseIssue<unknown>[]): { code: PatternIssue; values: Record<string, string> } {
  const first = issues[0]
  const code = first && isPatternIssue(first.message) ? first.message : 'format'
  if (code === 'max-length') return { code, values: { max: String(first?.requirement) } }
  if (code === 'exact-length') return { code, values: { length: String(first?.requirement) } }
  return { code, values: {} }
}

/** The first issue's Spanish sentence: what the server answers in a 400's `message`. */
export function patternMessage(issues: readonly v.BaseIssue<unknown>[]) {
  const { code, values } = patternIssue(issues)
  return PATTERN_MESSAGES_ES[code].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`)
}
