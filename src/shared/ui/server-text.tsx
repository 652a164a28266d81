import type { ReactNode } from 'react'
import { SERVER_LANGUAGE } from '../i18n/locales'

export { SERVER_LANGUAGE }

/**
 * Text as the server wrote it, marked as Spanish so a screen reader reads it with Spanish
 * pronunciation whatever the portal's language. For the server's words only: the portal's own
 * translated texts are never wrapped in it. Where a `<span>` cannot go (an `<option>`), the element
 * takes `lang={SERVER_LANGUAGE}` itself.
 */
export function ServerText({ children }: { children: ReactNode }) {
  return <span lang={SERVER_LANGUAGE}>{children}</span>
}
