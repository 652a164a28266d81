import { Stack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { SelectedStudent } from '@/contract/user'
import { useServiceActions } from '@/shared/session/use-service-actions'
import { EmptyData } from '@/shared/ui/empty-data'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { digitalFileQueries } from '../queries'
import { FileSection } from './file-section'

/** The selected student's digital files, in the four states of an offline copy. */
export function DigitalFileContent({ student, focusDocument }: { student: SelectedStudent; focusDocument: number | undefined }) {
  const files = useQuery(digitalFileQueries.files(student))
  // Uploading and asking for extensions change the file: the role needs "Crear" on the section (spec §6).
  const canWrite = useServiceActions('/digital-files')?.Crear === true
  return (
    <SnapshotView
      query={files}
      notDownloaded={<Trans>Sin conexión. Tu expediente digital aún no se ha descargado en este dispositivo.</Trans>}
      failed={<Trans>No se pudo cargar tu expediente digital.</Trans>}
    >
      {(list) =>
        list.length === 0 ? (
          <EmptyData text={<Trans>No tienes un expediente digital asignado para esta carrera.</Trans>} />
        ) : (
          <Stack gap="8">
            {list.map((file) => (
              <FileSection key={file.id} file={file} canWrite={canWrite} focusDocument={focusDocument} />
            ))}
          </Stack>
        )
      }
    </SnapshotView>
  )
}
