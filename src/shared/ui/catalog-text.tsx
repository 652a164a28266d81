import type { I18n, MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { ServerText } from './server-text'

/** The portal's words for the values of a closed set the API sends (a key or a fixed word). */
export type CatalogWords = Readonly<Record<string, MessageDescriptor>>

/** The portal's words for `value` in the active language, or null for a value the portal does not know. */
export function catalogLabel(value: string, words: CatalogWords, i18n: I18n): string | null {
  const descriptor = Object.hasOwn(words, value) ? words[value] : undefined
  return descriptor ? i18n._(descriptor) : null
}

/** A catalog's value in the portal's words; one the portal does not know, as the server sent it (Spanish). */
export function CatalogText({ value, words }: { value: string; words: CatalogWords }) {
  const { i18n } = useLingui()
  return catalogLabel(value, words, i18n) ?? <ServerText>{value}</ServerText>
}
