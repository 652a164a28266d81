import { i18n, type Messages } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { PATTERN_ISSUES, PATTERN_MESSAGES_ES } from '@/contract/field-patterns'
import { PATTERN_MESSAGES } from '@/shared/forms/pattern-messages'
import { messages as formsEs } from '../../../locales/es/forms.po'
import { messages as formsEn } from '../../../locales/en/forms.po'

/** A sample for each placeholder a sentence names. */
const VALUES = { max: '30', length: '10' }

describe('the field patterns’ messages in the portal and on the server', () => {
  it('has one descriptor per code, and no other', () => {
    expect(Object.keys(PATTERN_MESSAGES).sort()).toEqual([...PATTERN_ISSUES].sort())
  })

  it('writes each Spanish source exactly as the contract’s sentence', () => {
    for (const code of PATTERN_ISSUES) expect(PATTERN_MESSAGES[code].message, code).toBe(PATTERN_MESSAGES_ES[code])
  })

  it('finds each message in the forms catalog, in Spanish as the server says it and in English', () => {
    const render = (locale: string, messages: Messages, code: (typeof PATTERN_ISSUES)[number]) => {
      i18n.loadAndActivate({ locale, messages })
      return i18n._({ ...PATTERN_MESSAGES[code], values: VALUES })
    }
    for (const code of PATTERN_ISSUES) {
      expect(render('es', formsEs, code), code).toBe(PATTERN_MESSAGES_ES[code].replace('{max}', VALUES.max).replace('{length}', VALUES.length))
      expect(formsEn[PATTERN_MESSAGES[code].id], `${code} has English`).toBeDefined()
      expect(render('en', formsEn, code), code).not.toBe(render('es', formsEs, code))
    }
  })
})
