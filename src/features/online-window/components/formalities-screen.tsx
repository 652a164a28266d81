import { Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { campusDay } from '@/shared/i18n/format'
import { useOnline } from '@/shared/offline/use-online'
import { careerQuery } from '@/shared/session/selection'
import { StudentScreen } from '@/shared/session/student-screen'
import { useServiceActions } from '@/shared/session/use-service-actions'
import { SectionCard } from '@/shared/ui/section-card'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { useNow } from '@/shared/ui/use-now'
import type { Career } from '../api'
import { actionBlock, windowOf } from '../logic'
import { onlineWindowQueries } from '../queries'
import { FormalityCatalog } from './formality-catalog'
import { FormalityRequests } from './formality-requests'
import { WindowStatus } from './window-status'

/** Trámites: the documents a student may request, with their cost, and the requests made. */
export function FormalitiesScreen() {
  const { t } = useLingui()
  return (
    <StudentScreen title={<Trans>Trámites</Trans>} width="5xl" needsStudent={t`Elige un alumno y su carrera para ver sus trámites.`}>
      {(student) => <Formalities career={careerQuery(student)} />}
    </StudentScreen>
  )
}

function Formalities({ career }: { career: Career }) {
  const state = useQuery(onlineWindowQueries.state(career))
  const today = campusDay(useNow())
  const online = useOnline()
  const allowed = useServiceActions('/online-window')?.Ejecutar === true
  return (
    <SnapshotView
      query={state}
      notDownloaded={<Trans>Sin conexión. Tus trámites aún no se han descargado en este dispositivo.</Trans>}
      failed={<Trans>No se pudieron cargar tus trámites.</Trans>}
    >
      {(data) => {
        const formalities = windowOf(data, 'formalities', today)
        const block = actionBlock({ online, allowed, open: formalities?.state.open === true })
        return (
          <Stack gap="6">
            <SectionCard title={<Trans>Ventanilla de trámites</Trans>}>
              <WindowStatus window={formalities?.window} today={today} />
            </SectionCard>
            <FormalityCatalog career={career} catalog={data.catalog} block={block} />
            <FormalityRequests requests={data.formalities} canPay={allowed} />
          </Stack>
        )
      }}
    </SnapshotView>
  )
}
