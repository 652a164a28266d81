import * as v from 'valibot'
import { afterAll, describe, expect, it } from 'vitest'
import {
  AlphanumericName, birthDateFor, Colony, Curp, curpCheckDigit, DigitsText, Email, FiscalCurp, FiscalIdentity, InteriorNumber,
  InternationalPhone, LettersText, Municipality, patternMessage, Phone10, PhoneExtension, requiredText, Rfc, RfcFisica, RfcMoral,
  RomanNumeral, ShortAlphanumericName, SocialReason, Street, ZipCode,
} from '@/contract/field-patterns'
import { fieldRule } from '@/shared/forms/pattern-messages'
import { activateTestLocale } from '../../support/render'

/** The code of the first issue, or 'ok' with the value the schema gives back. */
function verdict(schema: v.GenericSchema<unknown, unknown>, value: unknown) {
  const result = v.safeParse(schema, value)
  return result.success ? { ok: result.output } : result.issues[0]?.message
}

const accepts = (schema: v.GenericSchema<unknown, unknown>, values: readonly string[]) =>
  values.forEach((value) => expect(v.safeParse(schema, value).success, `${JSON.stringify(value)} should pass`).toBe(true))

const refuses = (schema: v.GenericSchema<unknown, unknown>, code: string, values: readonly unknown[]) =>
  values.forEach((value) => expect(verdict(schema, value), `${JSON.stringify(value)}`).toBe(code))

describe('text every pattern starts from', () => {
  it('asks for a value, refuses only spaces and counts at most 250 characters after trimming', () => {
    const text = requiredText()
    refuses(text, 'required', ['', undefined, null, 42])
    refuses(text, 'blank', ['   ', '\t'])
    expect(verdict(text, ` ${'a'.repeat(250)} `)).toEqual({ ok: 'a'.repeat(250) })
    refuses(text, 'max-length', ['a'.repeat(251)])
    expect(verdict(requiredText(30), 'a'.repeat(31))).toBe('max-length')
  })

  it('says the limit in the Spanish sentence', () => {
    const result = v.safeParse(requiredText(30), 'a'.repeat(31))
    expect(result.success ? '' : patternMessage(result.issues)).toBe('Máximo 30 caracteres')
  })
})

describe('names, digits and contact patterns', () => {
  it('letters with accents and spaces', () => {
    accepts(LettersText, ['María José', 'Peña Nieto', 'Ángel Güémez', ' Zoë '])
    refuses(LettersText, 'letters', ['Ana2', 'O’Brien', 'Luis_', 'Juan-Pablo'])
  })

  it('digits only', () => {
    accepts(DigitsText, ['0', '0123456789'])
    refuses(DigitsText, 'digits', ['12a', '1 2', '-3', '１２'])
  })

  it('alphanumeric names', () => {
    accepts(AlphanumericName, ['Preparatoria 5', 'Colegio Ñandú 2000'])
    accepts(ShortAlphanumericName, ['Gerente de logística', 'a'.repeat(30)])
    refuses(ShortAlphanumericName, 'max-length', ['a'.repeat(31)])
    refuses(ShortAlphanumericName, 'alphanumeric', ['Jefe #2'])
    refuses(AlphanumericName, 'alphanumeric', ['Prepa #5', 'a.b'])
  })

  it('zip code of exactly 5 digits', () => {
    accepts(ZipCode, ['01000', ' 64000 '])
    refuses(ZipCode, 'zip', ['1234', '123456', '0100A'])
  })

  it('phone of exactly 10 digits: other characters say so first, then a wrong length', () => {
    accepts(Phone10, ['5512345678'])
    refuses(Phone10, 'phone', ['55 1234 5678', '+525512345678', '55-12345678'])
    refuses(Phone10, 'exact-length', ['551234567', '55123456789', '1'])
  })

  it('email', () => {
    accepts(Email, ['ana.perez@uvm.edu.mx', 'a+b@sub.dominio.com', ' X_Y@unitec.mx '])
    refuses(Email, 'email', ['ana', 'ana@', '@uvm.mx', 'ana@uvm', 'ana..p@uvm.mx', '.ana@uvm.mx', 'ana@-uvm.mx', 'ana @uvm.mx', 'ana@uvm.m'])
    refuses(Email, 'max-length', [`${'a'.repeat(250)}@x.mx`])
  })

  it('international phone: optional plus, 10 to 15 digits', () => {
    accepts(InternationalPhone, ['5512345678', '+525512345678', '+123456789012345'])
    refuses(InternationalPhone, 'international-phone', ['123456789', '+1234567890123456', '52 55 1234 5678', '++5255123456'])
  })

  it('extension: optional plus, 1 to 15 digits', () => {
    accepts(PhoneExtension, ['1', '+204', '123456789012345'])
    refuses(PhoneExtension, 'extension', ['+', 'ext 4', '1234567890123456'])
  })
})

describe('CURP', () => {
  /**
   * Check digits worked out by hand: each of the first 17 characters by its place in
   * 0-9A-NÑO-Z and its weight 18…2, then (10 − sum mod 10) mod 10.
   *   ROCE000131HNLDNDA: 28·18+25·17+12·16+14·15+0+0+0+1·11+3·10+1·9+17·8+23·7+21·6+13·5+23·4+13·3+10·2 = 2020 → 0
   *   MAGL020715MJCRRSA: 22·18+10·17+16·16+21·15+0+2·13+0+7·11+1·10+5·9+22·8+19·7+12·6+28·5+28·4+29·3+10·2 = 2035 → 5
   *   HEGA731109MVZRNN0: 17·18+14·17+16·16+10·15+7·14+3·13+1·12+1·11+0+9·9+22·8+32·7+36·6+28·5+23·4+23·3+0 = 2108 → 2
   *   PEAR000229MNERLNB: 26·18+14·17+10·16+28·15+0+0+0+2·11+2·10+9·9+22·8+23·7+14·6+28·5+21·4+23·3+11·2 = 2145 → 5
   */
  const valid = ['ROCE000131HNLDNDA0', 'MAGL020715MJCRRSA5', 'HEGA731109MVZRNN02', 'PEAR000229MNERLNB5']

  it('computes the official check digit', () => {
    expect(valid.map((curp) => curpCheckDigit(curp))).toEqual([0, 5, 2, 5])
  })

  it('accepts real-looking CURPs, in capitals, trimmed', () => {
    accepts(Curp, valid)
    expect(verdict(Curp, ' magl020715mjcrrsa5 ')).toEqual({ ok: 'MAGL020715MJCRRSA5' })
  })

  it('refuses a wrong check digit', () => {
    refuses(Curp, 'curp-check-digit', ['MAGL020715MJCRRSA4', 'HEGA731109MVZRNN09'])
  })

  it('refuses a wrong shape: length, state, sex, inner vowel, consonants, homonym', () => {
    refuses(Curp, 'curp', [
      'MAGL020715MJCRRSA', 'MAGL020715MJCRRSA55', 'MAGL020715MXXRRSA5', 'MAGL020715QJCRRSA5',
      'MBGL020715MJCRRSA5', 'MAGL020715MJCARSA5', 'MAGL020715MJCRRS-5', 'MAGL020715MJCRRSAA',
    ])
  })

  it('refuses a birth date that does not exist, with the century read from the homonym character', () => {
    // 29 February 1900 (a digit: born before 2000) never existed; 29 February 2000 did (above).
    refuses(Curp, 'curp-date', ['PEAR000229MNERLN05', 'MAGL021315MJCRRSA5', 'MAGL020231MJCRRSA5'])
  })

  it('takes a fiscal CURP as optional, and matches it with an individual’s RFC', () => {
    expect(verdict(FiscalCurp, '  ')).toEqual({ ok: '' })
    accepts(FiscalCurp, ['HEGA731109MVZRNN02'])
    refuses(FiscalCurp, 'curp-check-digit', ['HEGA731109MVZRNN03'])
    expect(v.safeParse(FiscalIdentity, { rfc: 'HEGA731109AB1', curp: 'HEGA731109MVZRNN02' }).success).toBe(true)
    expect(v.safeParse(FiscalIdentity, { rfc: 'ABC000229AB1', curp: '' }).success).toBe(true)
    const other = v.safeParse(FiscalIdentity, { rfc: 'HEGA731110AB1', curp: 'HEGA731109MVZRNN02' })
    expect(other.success ? null : [other.issues[0]?.message, v.getDotPath(other.issues[0]!)]).toEqual(['fiscal-curp', 'curp'])
  })
})

describe('RFC', () => {
  it('individual: 4 letters, a real date, 3 letters or digits', () => {
    accepts(RfcFisica, ['GODE561231GR8', 'ÑAÑO000229AB1', 'gode561231gr8'])
    refuses(RfcFisica, 'rfc-fisica', ['GOD561231GR8', 'GODE56123GR8', 'GODE561231GR', 'GODE561231GR-', 'G0DE561231GR8'])
    // 31 February, and 29 February of 2023 (and 1923): neither year is a leap year.
    refuses(RfcFisica, 'rfc-date', ['GODE560231GR8', 'GODE230229GR8', 'GODE561301GR8', 'GODE561200GR8'])
  })

  it('company: 3 letters, a real date, 3 letters or digits', () => {
    accepts(RfcMoral, ['ABC000229AB1', 'A&B961031XY9'])
    refuses(RfcMoral, 'rfc-moral', ['ABCD000229AB1', 'AB000229AB1'])
    refuses(RfcMoral, 'rfc-date', ['ABC990229AB1', 'ABC010231AB1', 'ABC010431AB1'])
  })

  it('either kind, told apart by length', () => {
    accepts(Rfc, ['GODE561231GR8', 'ABC000229AB1'])
    refuses(Rfc, 'rfc', ['GODE561231GR', 'ABCDE561231GR8', 'ABC0002290AB1'])
    refuses(Rfc, 'rfc-date', ['GODE230229GR8', 'ABC230229AB1'])
  })
})

describe('address and company patterns', () => {
  it('colony', () => {
    accepts(Colony, ['Del Valle', 'Jardines del Pedregal 2a. Secc.', 'INFONAVIT (Iztacalco)', 'Lomas #3'])
    refuses(Colony, 'colony', ['Col. @Centro', '...', 'Centro; Norte'])
  })

  it('municipality', () => {
    accepts(Municipality, ['Benito Juárez', 'Cd. Juárez', "Tlaquepaque", 'Dolores Hidalgo-Cuna'])
    refuses(Municipality, 'municipality', ['Zona 3', '-Tonalá', 'Ecatepec/Morelos'])
  })

  it('social reason', () => {
    accepts(SocialReason, ['Grupo Bimbo, S.A.B. de C.V.', 'AT&T Comunicaciones Digitales, S. de R.L. de C.V.', 'Café 21 (Sucursal)'])
    refuses(SocialReason, 'social-reason', ['Empresa <script>', 'Ventas@Mx', '& ,'])
  })

  it('street', () => {
    accepts(Street, ['Av. Insurgentes Sur #1234', 'Calle 5 de Mayo', 'Privada de la Luz, Mz. 3 / Lt. 7'])
    refuses(Street, 'street', ['Calle_Falsa', 'Av. Reforma!', '#'])
  })

  it('interior number', () => {
    accepts(InteriorNumber, ['4B', 'Depto. 302-B', 'Int. #12/A'])
    refuses(InteriorNumber, 'interior-number', ['(3)', 'A,B', '---'])
  })
})

describe('Roman numerals', () => {
  it('accepts I to MMMCMXCIX in canonical form, in capitals', () => {
    accepts(RomanNumeral, ['I', 'IV', 'IX', 'XIV', 'XL', 'XC', 'CD', 'CM', 'MCMXCIX', 'MMXXVI', 'MMMCMXCIX'])
    expect(verdict(RomanNumeral, ' xiv ')).toEqual({ ok: 'XIV' })
  })

  it('refuses other forms and numbers out of range', () => {
    refuses(RomanNumeral, 'roman-numeral', ['IIII', 'VV', 'IC', 'IL', 'XM', 'MMMM', 'VX', 'IIV', 'XIIII', '4', 'X I'])
  })
})

describe('birth date (age between 10 and 120)', () => {
  const birthDate = birthDateFor('2026-11-26')

  it('counts whole years on the given day', () => {
    refuses(birthDate, 'age-min', ['2016-11-27', '2030-01-01'])
    accepts(birthDate, ['2016-11-26', '1906-11-26', '1906-11-27'])
    refuses(birthDate, 'age-max', ['1905-11-26', '1800-01-01'])
  })

  it('says ages 9 and 121 are out, 10 and 120 are in', () => {
    expect(verdict(birthDate, '2017-01-15')).toBe('age-min') // 9
    expect(verdict(birthDate, '2016-01-15')).toEqual({ ok: '2016-01-15' }) // 10
    expect(verdict(birthDate, '1906-01-15')).toEqual({ ok: '1906-01-15' }) // 120
    expect(verdict(birthDate, '1905-01-15')).toBe('age-max') // 121
  })

  it('is 10 on 1 March for someone born on 29 February, when the year has no 29th', () => {
    expect(verdict(birthDateFor('2026-02-28'), '2016-02-29')).toBe('age-min')
    expect(verdict(birthDateFor('2026-03-01'), '2016-02-29')).toEqual({ ok: '2016-02-29' })
  })

  it('refuses a day that is not a date', () => {
    refuses(birthDate, 'date', ['2015-02-29', '2015-13-01', '15/01/2010', '2010-1-5'])
  })
})

describe('messages through the forms kit’s adapter', () => {
  afterAll(() => activateTestLocale('es'))

  it('speaks Spanish', () => {
    activateTestLocale('es')
    expect(fieldRule(Curp)('MAGL020715MJCRRSA4')).toBe('El dígito verificador de la CURP no corresponde; revisa cada carácter')
    expect(fieldRule(ZipCode)('123')).toBe('Debe ser un código postal válido')
    expect(fieldRule(Phone10)('55 1234 567')).toBe('Debe contener 10 dígitos')
    expect(fieldRule(Phone10)('123')).toBe('Mínimo y máximo 10 caracteres')
    expect(fieldRule(ShortAlphanumericName)('Coordinadora de logística regional')).toBe('Máximo 30 caracteres')
    expect(fieldRule(requiredText())('')).toBe('Campo requerido')
    expect(fieldRule(requiredText(30))('a'.repeat(31))).toBe('Máximo 30 caracteres')
    expect(fieldRule(birthDateFor('2026-11-26'))('2020-01-01')).toBe('La edad mínima es de 10 años')
    expect(fieldRule(Curp)('MAGL020715MJCRRSA5')).toBeUndefined()
  })

  it('speaks English', () => {
    activateTestLocale('en')
    expect(fieldRule(Curp)('MAGL020715MJCRRSA4')).toBe("The CURP's check digit does not match; check every character")
    expect(fieldRule(ZipCode)('123')).toBe('Must be a valid zip code')
    expect(fieldRule(Phone10)('55 1234 567')).toBe('Must contain 10 digits')
    expect(fieldRule(Phone10)('55123456789')).toBe('Minimum and maximum 10 characters')
    expect(fieldRule(ShortAlphanumericName)('Coordinadora de logística regional')).toBe('Maximum 30 characters')
    expect(fieldRule(requiredText())('  ')).toBe('It cannot contain only spaces')
    expect(fieldRule(requiredText(30))('a'.repeat(31))).toBe('Maximum 30 characters')
    expect(fieldRule(RfcMoral)('ABC230229AB1')).toBe("The RFC's date does not exist")
    expect(fieldRule(birthDateFor('2026-11-26'))('1900-01-01')).toBe('The maximum age is 120 years')
    expect(fieldRule(RomanNumeral)('XIV')).toBeUndefined()
  })
})
