import { Stack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { SelectedStudent } from '@/contract/user'
import { EmptyData } from '@/shared/ui/empty-data'
import { SkeletonList } from '@/shared/ui/skeleton-list'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { subjectQueries } from '../queries'
import { EnrolledSubject } from './enrolled-subject'

/** "Inscritas": the subjects of the current cycle, with grades by period and absences. */
export function EnrolledList({ student }: { student: SelectedStudent }) {
  const query = useQuery(subjectQueries.list(student, 'enrolled'))
  return (
    <SnapshotView
      query={query}
      loading={<SkeletonList rows={3} />}
      notDownloaded={<Trans>Sin conexión. Tus materias inscritas aún no se han descargado en este dispositivo.</Trans>}
      failed={<Trans>No se pudieron cargar tus materias inscritas.</Trans>}
    >
      {(subjects) =>
        subjects.length === 0 ? (
          <EmptyData text={<Trans>No tienes materias inscritas en este ciclo.</Trans>} />
        ) : (
          <Stack gap="4">
            {subjects.map((subject) => (
              <EnrolledSubject key={`${subject.code}-${subject.group ?? ''}`} subject={subject} />
            ))}
          </Stack>
        )
      }
    </SnapshotView>
  )
}
