import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** A field rule: the message to show, or undefined when the value passes. */
export type Rule<T> = (value: T) => string | undefined

/** Spec §5 "Messages" and §9: the texts and limits every form of the portal shares. */
export const TEXT_MAX_LENGTH = 250

/** 'This field is required'. */
export const required: Rule<string | null | undefined> = (value) =>
  value === null || value === undefined || value === '' ? i18n._(msg`Este campo es obligatorio`) : undefined

/** 'Not only whitespace'. */
export const notOnlyWhitespace: Rule<string> = (value) =>
  value.length > 0 && value.trim() === '' ? i18n._(msg`No puede contener solo espacios`) : undefined

/** 'Max characters {n}'. */
export const maxLength =
  (max: number): Rule<string> =>
  (value) =>
    value.length > max ? i18n._(msg`Máximo ${max} caracteres`) : undefined

/**
 * Spec §5: what each kind of field says when it is refused without a sentence of its own: text
 * input 'Campo requerido', text area 'error', select 'Seleccione una opción'.
 */
export const DEFAULT_ERRORS = {
  text: msg`Campo requerido`,
  textArea: msg`error`,
  select: msg`Seleccione una opción`,
}

/** Select (spec §5): 'Seleccione una opción'. */
export const chosen: Rule<string | null | undefined> = (value) => (value ? undefined : i18n._(DEFAULT_ERRORS.select))

/** The first message of several rules, in order. */
export function rules<T>(...list: readonly Rule<T>[]): Rule<T> {
  return (value) => {
    for (const rule of list) {
      const message = rule(value)
      if (message) return message
    }
    return undefined
  }
}
