import { Span, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { intlLocale } from '@/shared/i18n/i18n'
import { OfflineAge } from '@/shared/ui/offline-age'
import { LoadFailedAlert, NotDownloadedAlert } from '@/shared/ui/load-alerts'
import { firstDayOfMonth } from '../dates'
import { formatDay } from '../format'
import type { AgendaMonths } from '../use-agenda-months'

/** What is missing or old among the months a view needs; the view shows what it has below. */
export function AgendaStates({ agenda, now }: { agenda: AgendaMonths; now: Date }) {
  const { i18n, t } = useLingui()
  const missing = [...new Set(agenda.parts.filter((part) => part.state === 'not-downloaded').map((part) => part.month))]
  const failed = agenda.parts.some((part) => part.state === 'failed')
  if (agenda.savedAt === null && missing.length === 0 && !failed) return null
  const months = new Intl.ListFormat(intlLocale(i18n.locale), { type: 'conjunction' }).format(
    missing.map((month) => formatDay(firstDayOfMonth(month), i18n.locale, 'monthYear')),
  )
  return (
    <Stack gap="2">
      {agenda.savedAt !== null ? <OfflineAge savedAt={agenda.savedAt} now={now} /> : null}
      {missing.length > 0 ? (
        <NotDownloadedAlert>
          <Span display="block">
            <Trans>Sin conexión. Esta parte de tu agenda aún no se ha descargado en este dispositivo.</Trans>
          </Span>
          <Text as="span" display="block" fontWeight="normal">
            {t`Sin descargar: ${months}.`}
          </Text>
        </NotDownloadedAlert>
      ) : null}
      {failed ? (
        <LoadFailedAlert onRetry={agenda.retry} retrying={agenda.retrying}>
          <Trans>No se pudo cargar parte de tu agenda.</Trans>
        </LoadFailedAlert>
      ) : null}
    </Stack>
  )
}
