import { useLingui } from '@lingui/react/macro'
import type { SharedDatum } from '@/contract/online-services'
import { intlLocale } from '@/shared/i18n/i18n'
import { joinWords } from '../logic'
import { SHARED_WORDS } from './words'

/** "Se compartirá tu número de cuenta y tu correo institucional", or null when nothing is shared. */
export function useSharedSentence(shares: readonly SharedDatum[]): string | null {
  const { t, i18n } = useLingui()
  if (shares.length === 0) return null
  const list = joinWords(shares.map((datum) => i18n._(SHARED_WORDS[datum])), intlLocale(i18n.locale))
  return t`Se compartirá ${list}.`
}
