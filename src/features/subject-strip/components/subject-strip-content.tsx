import { Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { SelectedStudent } from '@/contract/user'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { StoredDocumentActions } from '@/shared/viewer'
import { subjectStripQueries } from '../queries'
import { SubjectStripTable } from './subject-strip-table'

/**
 * The PDF and the table come from two calls; each works (or says why not) on its own, so a
 * failed table never hides a PDF that can still be opened.
 */
export function SubjectStripContent({ student }: { student: SelectedStudent }) {
  const { t } = useLingui()
  const query = useQuery(subjectStripQueries.strip(student))
  // With no subjects this term there is no PDF either (the server answers 404): no buttons that can only fail.
  const noSubjects = query.data?.data.subjects.length === 0
  return (
    <Stack gap="6">
      {noSubjects ? null : (
        <StoredDocumentActions
          query={subjectStripQueries.pdf(student)}
          viewLabel={t`Ver PDF`}
          downloadLabel={t`Descargar PDF`}
          failedText={t`No se pudo descargar la tira de materias.`}
          missingText={t`Sin conexión. El PDF de tu tira de materias aún no se ha descargado en este dispositivo.`}
        />
      )}
      <SnapshotView
        query={query}
        notDownloaded={<Trans>Sin conexión. Tu tira de materias aún no se ha descargado en este dispositivo.</Trans>}
        failed={<Trans>No se pudo cargar tu tira de materias.</Trans>}
      >
        {(strip) => <SubjectStripTable strip={strip} />}
      </SnapshotView>
    </Stack>
  )
}
