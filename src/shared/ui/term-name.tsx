import { useLingui } from '@lingui/react/macro'
import { termName } from '../i18n/term-name'
import { ServerText } from './server-text'

/** A term's name from its code in the active language; the server's (Spanish) name for a code the portal does not know. */
export function TermName({ code, name }: { code: string; name: string }) {
  const { i18n } = useLingui()
  const written = termName(code, i18n)
  return written ?? <ServerText>{name}</ServerText>
}
