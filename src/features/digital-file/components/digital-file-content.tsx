import { Alert, Stack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { SelectedStudent } from '@/contract/user'
import { useServiceActions } from '@/shared/session/use-service-actions'
import { EmptyData } from '@/shared/ui/empty-data'
import { ServerText } from '@/shared/ui/server-text'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { fileId, ofCareer, withLatest } from '../logic'
import { digitalFileQueries } from '../queries'
import { FileSection } from './file-section'
import { useFocusedDocument } from './use-focused-document'

function Notice({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  )
}

/** The selected student's digital files, in the four states of an offline copy. */
export function DigitalFileContent({ student, focusDocument }: { student: SelectedStudent; focusDocument: number | undefined }) {
  const files = useQuery(digitalFileQueries.files(student))
  // Uploading and asking for extensions change the file: the role needs "Crear" on the section (spec §6).
  const canWrite = useServiceActions('/digital-files')?.Crear === true
  const focus = useFocusedDocument(focusDocument)
  // The linked document's file joins the list only when it is of the selected career.
  const focusFile = focus.file && ofCareer(focus.file.data, student) ? focus.file : undefined
  const elsewhere = focus.file && !focusFile ? focus.document?.data.name : undefined
  return (
    <Stack gap="4">
      {focus.missing ? (
        <Notice>
          <Trans>No encontramos ese documento en tu expediente digital.</Trans>
        </Notice>
      ) : null}
      {elsewhere ? (
        <Notice>
          <Trans>
            «<ServerText>{elsewhere}</ServerText>» es del expediente de otra carrera o de otro alumno. Elígelo en Inicio para verlo.
          </Trans>
        </Notice>
      ) : null}
      <SnapshotView
        query={files}
        notDownloaded={<Trans>Sin conexión. Tu expediente digital aún no se ha descargado en este dispositivo.</Trans>}
        failed={<Trans>No se pudo cargar tu expediente digital.</Trans>}
      >
        {(kept, savedAt) => {
          const list = withLatest(kept, savedAt, focusFile, fileId)
          return list.length === 0 ? (
            <EmptyData text={<Trans>No tienes un expediente digital asignado para esta carrera.</Trans>} />
          ) : (
            <Stack gap="8">
              {list.map((file) => (
                <FileSection
                  key={file.id}
                  file={file}
                  canWrite={canWrite}
                  focusDocument={focusDocument}
                  focused={focus.document?.data.assignedDigitalFileId === file.id ? focus.document : undefined}
                />
              ))}
            </Stack>
          )
        }}
      </SnapshotView>
    </Stack>
  )
}
