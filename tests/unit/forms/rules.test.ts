import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { chosen, maxLength, notOnlyWhitespace, required, rules } from '@/shared/forms/rules'

describe('the forms kit’s rules (spec §5 "Messages")', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'es', messages: {} })
  })

  it('asks for a required value', () => {
    expect(required('')).toBe('Este campo es obligatorio')
    expect(required('x')).toBeUndefined()
  })

  it('refuses a value made only of spaces', () => {
    expect(notOnlyWhitespace('   ')).toBe('No puede contener solo espacios')
    expect(notOnlyWhitespace(' a ')).toBeUndefined()
  })

  it('says the maximum number of characters', () => {
    expect(maxLength(250)('a'.repeat(251))).toBe('Máximo 250 caracteres')
    expect(maxLength(250)('a'.repeat(250))).toBeUndefined()
  })

  it('asks to choose an option in a select', () => {
    expect(chosen('')).toBe('Seleccione una opción')
    expect(chosen('3')).toBeUndefined()
  })

  it('answers with the first rule that fails', () => {
    const reason = rules(required, notOnlyWhitespace, maxLength(5))
    expect(reason('')).toBe('Este campo es obligatorio')
    expect(reason('  ')).toBe('No puede contener solo espacios')
    expect(reason('abcdefg')).toBe('Máximo 5 caracteres')
    expect(reason('bien')).toBeUndefined()
  })
})
