import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Rule } from '@/shared/forms/rules'

/** The fields a reason's form may add to a ticket; each is sent only when the form has it. */
export interface ExtraValues {
  subject: string
  subjectCode: string
  groupCode: string
  teacher: string
  numericValue: string
  catalogValueId: string
  textValue: string
  firstCheck: boolean
  secondCheck: boolean
}

export const NO_EXTRAS: ExtraValues = {
  subject: '', subjectCode: '', groupCode: '', teacher: '', numericValue: '', catalogValueId: '', textValue: '', firstCheck: false, secondCheck: false,
}

export const EXTRA_FIELDS = Object.keys(NO_EXTRAS) as Array<keyof ExtraValues>

/** A subject request's four fields and their lengths (the contract's limits). */
export const SUBJECT_FIELDS = [
  { field: 'subject', maxLength: 120 },
  { field: 'subjectCode', maxLength: 20 },
  { field: 'groupCode', maxLength: 20 },
  { field: 'teacher', maxLength: 120 },
] as const

/** An amount with at most two decimals, between the form's bounds. */
export const numberRule =
  (min: number, max: number): Rule<string> =>
  (value) => {
    const text = value.trim()
    if (text === '') return undefined
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return i18n._(msg`Escribe un número, con dos decimales a lo más`)
    const amount = Number(text)
    return amount < min || amount > max ? i18n._(msg`Escribe un valor entre ${min} y ${max}`) : undefined
  }
