import { Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { campusDay } from '@/shared/i18n/format'
import { useOnline } from '@/shared/offline/use-online'
import { careerQuery } from '@/shared/session/selection'
import { StudentScreen } from '@/shared/session/student-screen'
import { useServiceActions } from '@/shared/session/use-service-actions'
import { SectionCard } from '@/shared/ui/section-card'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { TermName } from '@/shared/ui/term-name'
import { useNow } from '@/shared/ui/use-now'
import type { Career } from '../api'
import { actionBlock, windowOf } from '../logic'
import { onlineWindowQueries } from '../queries'
import { ActionNote } from './action-note'
import { ReenrolledSummary } from './reenrolled-summary'
import { ReenrollmentFlow } from './reenrollment-flow'
import { WindowStatus } from './window-status'

/** Reinscripción: the window, then the guided flow (subjects, confirmation, payment), or what was done. */
export function ReenrollmentScreen() {
  const { t } = useLingui()
  return (
    <StudentScreen title={<Trans>Reinscripción</Trans>} width="5xl" needsStudent={t`Elige un alumno y su carrera para ver su reinscripción.`}>
      {(student) => <Reenrollment career={careerQuery(student)} />}
    </StudentScreen>
  )
}

function Reenrollment({ career }: { career: Career }) {
  const state = useQuery(onlineWindowQueries.state(career))
  const today = campusDay(useNow())
  const online = useOnline()
  const allowed = useServiceActions('/online-window')?.Ejecutar === true
  const noteId = useId()
  return (
    <SnapshotView
      query={state}
      notDownloaded={<Trans>Sin conexión. Tu reinscripción aún no se ha descargado en este dispositivo.</Trans>}
      failed={<Trans>No se pudo cargar tu reinscripción.</Trans>}
    >
      {(data) => {
        const reenrollment = windowOf(data, 'reenrollment', today)
        const open = reenrollment?.state.open === true
        const block = actionBlock({ online, allowed, open })
        return (
          <Stack gap="6">
            <SectionCard title={<Trans>Ventanilla de reinscripción · {<TermName code={data.nextCycle.code} name={data.nextCycle.name} />}</Trans>}>
              <WindowStatus window={reenrollment?.window} today={today} />
            </SectionCard>
            {data.reenrollment ? (
              <ReenrolledSummary reenrollment={data.reenrollment} canPay={allowed} />
            ) : (
              <>
                <ActionNote block={block} id={noteId} />
                {open ? <ReenrollmentFlow career={career} nextCycle={data.nextCycle} block={block} noteId={noteId} /> : null}
              </>
            )}
          </Stack>
        )
      }}
    </SnapshotView>
  )
}
