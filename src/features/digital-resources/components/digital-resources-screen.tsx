import { Alert, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { SelectedStudent } from '@/contract/user'
import { useOnline } from '@/shared/offline/use-online'
import { StudentScreen } from '@/shared/session/student-screen'
import { FailureAlert } from '@/shared/ui/load-alerts'
import { QueryView } from '@/shared/ui/query-view'
import { FileViewer } from '@/shared/viewer'
import { resourceQueries } from '../queries'
import { useOpenResource } from '../use-open-resource'
import { LibraryBrowser } from './library-browser'
import { RecentSection } from './recent-section'

export interface DigitalResourcesScreenProps {
  /** The library to show first (from Bibliotecas); the first of the student's otherwise. */
  libraryId: string | undefined
  onLibrary: (id: string) => void
}

function Resources({ student, libraryId, onLibrary }: DigitalResourcesScreenProps & { student: SelectedStudent }) {
  const online = useOnline()
  const libraries = useQuery(resourceQueries.libraries(student.accountNumber))
  const viewer = useOpenResource(student.accountNumber)
  const open = (item: Parameters<typeof viewer.open>[0], libraryName: string) => void viewer.open(item, libraryName)

  return (
    <Stack gap="6">
      {viewer.problem && <FailureAlert>{viewer.problem}</FailureAlert>}
      <RecentSection accountNumber={student.accountNumber} busyId={viewer.busyId} onOpen={open} />
      {online ? (
        <QueryView
          query={libraries}
          notDownloaded={<Trans>Sin conexión: la búsqueda en las bibliotecas necesita internet.</Trans>}
          failed={<Trans>No se pudieron cargar tus bibliotecas.</Trans>}
        >
          {({ data: list }) => (
            <LibraryBrowser
              accountNumber={student.accountNumber}
              libraries={list}
              libraryId={list.some((entry) => entry.id === libraryId) ? (libraryId ?? '') : (list[0]?.id ?? '')}
              onLibrary={onLibrary}
              busyId={viewer.busyId}
              onOpen={open}
            />
          )}
        </QueryView>
      ) : (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Description>
            <Trans>Sin conexión: buscar en las bibliotecas necesita internet. Tus recursos guardados en este dispositivo se pueden abrir arriba.</Trans>
          </Alert.Description>
        </Alert.Root>
      )}
      <FileViewer file={viewer.file} onClose={viewer.close} />
    </Stack>
  )
}

/** Menu key digital-resources (spec §2: digital resources with search and recently viewed). */
export function DigitalResourcesScreen(props: DigitalResourcesScreenProps) {
  const { t } = useLingui()
  return (
    <StudentScreen title={<Trans>Recursos digitales</Trans>} needsStudent={t`Elige un alumno y su carrera para ver sus recursos digitales.`}>
      {(student) => <Resources student={student} {...props} />}
    </StudentScreen>
  )
}
