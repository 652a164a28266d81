import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { SelectedStudent } from '@/contract/user'
import { EmptyData } from '@/shared/ui/empty-data'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { newestFirst } from '../logic'
import { reportCardQueries } from '../queries'
import { ReportCardPicker } from './report-card-picker'

/** The cycles with a report card, in the four states of an offline copy. */
export function ReportCardContent({ student }: { student: SelectedStudent }) {
  const query = useQuery(reportCardQueries.cycles(student))
  return (
    <SnapshotView
      query={query}
      notDownloaded={<Trans>Sin conexión. Tus boletas aún no se han descargado en este dispositivo.</Trans>}
      failed={<Trans>No se pudieron cargar los ciclos de tus boletas.</Trans>}
    >
      {(cycles) =>
        cycles.length === 0 ? (
          <EmptyData text={<Trans>Aún no hay boletas para esta carrera.</Trans>} />
        ) : (
          <ReportCardPicker student={student} cycles={newestFirst(cycles)} />
        )
      }
    </SnapshotView>
  )
}
