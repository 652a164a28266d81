import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { patternIssue, type PatternIssue } from '@/contract/field-patterns'
import { DEFAULT_ERRORS, type Rule } from './rules'

/**
 * The portal's words for each code of the field patterns. The Spanish source of each is the
 * contract's sentence (`PATTERN_MESSAGES_ES`), word for word: the server answers with that one.
 */
export const PATTERN_MESSAGES: Record<PatternIssue, MessageDescriptor> = {
  // The text input's default error (spec §5): one descriptor for both.
  required: DEFAULT_ERRORS.text,
  blank: msg`No puede contener solo espacios`,
  'max-length': msg({ message: 'Máximo {max} caracteres' }),
  'exact-length': msg({ message: 'Mínimo y máximo {length} caracteres' }),
  format: msg`Formato inválido`,
  letters: msg`Solo se permiten letras y espacios`,
  digits: msg`Solo se permiten números`,
  alphanumeric: msg`Solo se permiten letras, números y espacios`,
  zip: msg`Debe ser un código postal válido`,
  phone: msg`Debe contener 10 dígitos`,
  email: msg`Escribe un correo electrónico válido, como nombre@dominio.mx`,
  'international-phone': msg`Escribe de 10 a 15 dígitos, con + al inicio si quieres`,
  extension: msg`Escribe de 1 a 15 dígitos, con + al inicio si quieres`,
  curp: msg`La CURP debe tener 18 caracteres con el formato oficial`,
  'curp-date': msg`La fecha de nacimiento de la CURP no existe`,
  'curp-check-digit': msg`El dígito verificador de la CURP no corresponde; revisa cada carácter`,
  'fiscal-curp': msg`La CURP no corresponde al RFC de la persona física`,
  rfc: msg`El RFC debe tener 12 caracteres (persona moral) o 13 (persona física)`,
  'rfc-fisica': msg`El RFC de persona física lleva 4 letras, 6 dígitos de fecha y 3 letras o números`,
  'rfc-moral': msg`El RFC de persona moral lleva 3 letras, 6 dígitos de fecha y 3 letras o números`,
  'rfc-date': msg`La fecha del RFC no existe`,
  colony: msg`Escribe la colonia con letras, números, espacios y . , - # / ( )`,
  municipality: msg`Escribe el municipio con letras, espacios y . -`,
  'social-reason': msg`Escribe la razón social con letras, números, espacios y & . , - ( ) /`,
  street: msg`Escribe la calle con letras, números, espacios y . , - # / ( )`,
  'interior-number': msg`Escribe el número interior con letras, números, espacios y - # / .`,
  'roman-numeral': msg`Escribe un número romano válido, de I a MMMCMXCIX`,
  date: msg`Escribe una fecha válida`,
  'age-min': msg`La edad mínima es de 10 años`,
  'age-max': msg`La edad máxima es de 120 años`,
}

/** The translated sentence for a schema's issues (the first one speaks). */
export function translatedIssue(issues: readonly v.BaseIssue<unknown>[]) {
  const { code, values } = patternIssue(issues)
  return i18n._({ ...PATTERN_MESSAGES[code], values })
}

/** A contract schema as one of the kit's rules: the translated message, or undefined when the value passes. */
export function fieldRule<TInput>(schema: v.GenericSchema<TInput, unknown>): Rule<TInput> {
  return (value) => {
    const result = v.safeParse(schema, value)
    return result.success ? undefined : translatedIssue(result.issues)
  }
}
