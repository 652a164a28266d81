import { Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { SelectedStudent } from '@/contract/user'
import { EmptyData } from '@/shared/ui/empty-data'
import { LoadFailedAlert, NotDownloadedAlert } from '@/shared/ui/load-alerts'
import { OfflineAge } from '@/shared/ui/offline-age'
import { SkeletonList } from '@/shared/ui/skeleton-list'
import { useNow } from '@/shared/ui/use-now'
import { dayKeyOf } from '../dates'
import { ONLINE_CLASS_SOURCES, onlineClassMonths, onlineClassWeeksOf } from '../online-classes'
import { useAgendaMonths } from '../use-agenda-months'
import { OnlineClassWeekCard } from './online-class-week'

/**
 * The student's online classes of two weeks, read through the agenda's own month queries of the
 * schedule, so a copy the worker saved for the agenda serves here too, and the other way round.
 */
export function OnlineClassesContent({ student }: { student: SelectedStudent }) {
  const { t } = useLingui()
  const now = useNow()
  const today = dayKeyOf(now)
  const months = useMemo(() => onlineClassMonths(today), [today])
  const agenda = useAgendaMonths(student, months, ONLINE_CLASS_SOURCES)
  const weeks = useMemo(() => onlineClassWeeksOf(agenda.items, today, now.getTime()), [agenda.items, today, now])

  const states = agenda.parts.map((part) => part.state)
  const ready = states.some((state) => state === 'ready')
  const complete = states.every((state) => state === 'ready')
  const missing = states.some((state) => state === 'not-downloaded')
  const failed = states.some((state) => state === 'failed')
  const empty = weeks.every((week) => week.days.length === 0)

  return (
    <Stack gap="4">
      {ready && agenda.savedAt !== null ? <OfflineAge savedAt={agenda.savedAt} now={now} /> : null}
      {missing ? (
        <NotDownloadedAlert>
          {ready ? (
            <Trans>Sin conexión. Parte de las clases en línea aún no se ha descargado en este dispositivo; la lista puede estar incompleta.</Trans>
          ) : (
            <Trans>Sin conexión. Las clases en línea aún no se han descargado en este dispositivo.</Trans>
          )}
        </NotDownloadedAlert>
      ) : null}
      {failed ? (
        <LoadFailedAlert onRetry={agenda.retry} retrying={agenda.retrying}>
          <Trans>No se pudieron cargar las clases en línea.</Trans>
        </LoadFailedAlert>
      ) : null}
      {!ready ? (
        !missing && !failed ? <SkeletonList rows={4} /> : null
      ) : complete && empty ? (
        <EmptyData text={t`No tienes clases en línea esta semana ni la próxima.`} />
      ) : (
        weeks.map((week, index) => (
          <OnlineClassWeekCard key={week.range.from} week={week} next={index > 0} today={today}>
            {complete ? (
              <Text m="0" color="fg.muted">
                {index > 0 ? t`No tienes clases en línea la próxima semana.` : t`No tienes clases en línea esta semana.`}
              </Text>
            ) : null}
          </OnlineClassWeekCard>
        ))
      )}
    </Stack>
  )
}
