import { Trans, useLingui } from '@lingui/react/macro'
import { useSessionMode } from '../auth/session-mode'
import { formatDate } from '../i18n/format'
import { formatRelative } from '../i18n/relative-time'

/**
 * Architecture §6: an offline copy says so, and how old it is. Plain elements styled by the
 * theme's build-time CSS (`.offline-age`), so a first view drawn before Chakra says it alike.
 */
export function OfflineAgeLine({ savedAt, now }: { savedAt: number; now: Date }) {
  const { i18n } = useLingui()
  const age = formatRelative(savedAt, now.getTime(), i18n.locale)
  return (
    <p role="status" className="offline-age" title={formatDate(new Date(savedAt), i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })}>
      <Trans>Sin conexión · actualizado {age}</Trans>
    </p>
  )
}

/** The age line, except while a start is being confirmed: whether there is signal is not known yet, and the fresh answer follows at once. */
export function OfflineAge({ savedAt, now }: { savedAt: number; now: Date }) {
  const confirming = useSessionMode() === 'checking'
  if (confirming) return null
  return <OfflineAgeLine savedAt={savedAt} now={now} />
}
