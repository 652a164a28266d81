import { Card, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { DigitalFile, FileDocument } from '@/contract/digital-file'
import type { WithAge } from '@/shared/http/request'
import { useOutbox } from '@/shared/sync/use-outbox'
import { EmptyData } from '@/shared/ui/empty-data'
import { ServerText } from '@/shared/ui/server-text'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { StatusWordBadge } from '@/shared/ui/status-word'
import { showAlert } from '@/shared/ui/toaster'
import { useNow } from '@/shared/ui/use-now'
import { FileViewer, type ViewerDocument } from '@/shared/viewer'
import { downloadDocumentFile } from '../api'
import { byUrgency, documentId, queuedUploads, takenNames, UPLOAD_KIND, withLatest } from '../logic'
import { digitalFileQueries } from '../queries'
import { DocumentCard } from './document-card'
import { ExtensionDialog } from './extension-dialog'
import { HistoryDialog } from './history-dialog'
import { LetterDialog } from './letter-dialog'
import { UploadDialog } from './upload-dialog'

interface FileSectionProps {
  file: DigitalFile
  canWrite: boolean
  /** The document a notification pointed at: shown highlighted, scrolled to and focused. */
  focusDocument: number | undefined
  /** That document as read on its own, when it is of this file: shown even if the list lacks it or is older. */
  focused?: WithAge<FileDocument> | undefined
}

/** One digital file: its status, how far along it is, and each of its documents. */
export function FileSection({ file, canWrite, focusDocument, focused: focusedDocument }: FileSectionProps) {
  const { t } = useLingui()
  const documents = useQuery(digitalFileQueries.documents(file.id))
  const queue = useOutbox(UPLOAD_KIND)
  const queued = useMemo(() => queuedUploads(queue), [queue])
  const now = useNow()
  const [uploading, setUploading] = useState<FileDocument | null>(null)
  const [history, setHistory] = useState<FileDocument | null>(null)
  const [extension, setExtension] = useState<FileDocument | null>(null)
  const [letter, setLetter] = useState<FileDocument | null>(null)
  const [viewing, setViewing] = useState<number | null>(null)
  const [shown, setShown] = useState<ViewerDocument | null>(null)
  const focused = useRef<HTMLHeadingElement>(null)

  // The linked document may join the list after it drew (read on its own): it is focused when it shows.
  const present = documents.data?.data.some((d) => d.documentDeliveredId === focusDocument) || focusedDocument !== undefined
  const loaded = documents.data !== undefined
  useEffect(() => {
    if (!loaded || !present || !focused.current) return
    focused.current.scrollIntoView({ block: 'center' })
    focused.current.focus()
  }, [loaded, present, focusDocument])

  const view = async (document: FileDocument) => {
    if (!document.file) return
    setViewing(document.documentDeliveredId)
    try {
      const blob = await downloadDocumentFile(document)
      setShown({
        blob,
        name: document.file.name,
        mimeType: document.file.mimeType || blob.type,
        owner: { accountNumber: file.accountNumber, documentDeliveredId: document.documentDeliveredId },
      })
    } catch {
      showAlert({ type: 'error', message: t`No se pudo abrir el archivo. Revisa tu conexión e inténtalo de nuevo.` })
    } finally {
      setViewing(null)
    }
  }

  const fileName = file.name
  const completed = file.completedDocuments
  const total = file.totalDocuments
  return (
    <Stack as="section" aria-labelledby={`file-${file.id}`} gap="4">
      <Card.Root variant="subtle">
        <Card.Body gap="3">
          <HStack justify="space-between" flexWrap="wrap" gap="2">
            <Heading as="h2" size="lg" m="0" id={`file-${file.id}`}>
              <ServerText>{fileName}</ServerText>
            </Heading>
            <StatusWordBadge word={file.statusWord} />
          </HStack>
          <Progress.Root value={total === 0 ? 0 : Math.round((completed / total) * 100)} colorPalette="brand" aria-label={t`Documentos aprobados`}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text m="0">
            <Trans>
              {completed} de {total} documentos aprobados
            </Trans>
          </Text>
        </Card.Body>
      </Card.Root>
      <SnapshotView
        query={documents}
        notDownloaded={<Trans>Sin conexión. Los documentos de tu expediente aún no se han descargado en este dispositivo.</Trans>}
        failed={<Trans>No se pudieron cargar los documentos de tu expediente.</Trans>}
      >
        {(kept, savedAt) => {
          const list = withLatest(kept, savedAt, focusedDocument, documentId)
          return list.length === 0 ? (
            <EmptyData text={<Trans>Este expediente aún no tiene documentos asignados.</Trans>} />
          ) : (
            <Stack as="ul" gap="3" m="0" p="0" aria-label={t`Documentos de ${fileName}`}>
              {byUrgency(list).map((document) => (
                <DocumentCard
                  key={document.documentDeliveredId}
                  ref={document.documentDeliveredId === focusDocument ? focused : undefined}
                  document={document}
                  queued={queued.get(document.documentDeliveredId)}
                  now={now}
                  nearExpiryDays={file.nearExpiryDays}
                  canWrite={canWrite}
                  highlighted={document.documentDeliveredId === focusDocument}
                  viewing={viewing === document.documentDeliveredId}
                  onUpload={setUploading}
                  onHistory={setHistory}
                  onView={(d) => void view(d)}
                  onExtension={setExtension}
                  onLetter={setLetter}
                />
              ))}
            </Stack>
          )
        }}
      </SnapshotView>
      <UploadDialog
        document={uploading}
        takenNames={takenNames(documents.data?.data ?? [], queued.values())}
        onClose={() => setUploading(null)}
      />
      <HistoryDialog document={history} onClose={() => setHistory(null)} />
      <ExtensionDialog document={extension} onClose={() => setExtension(null)} />
      <LetterDialog document={letter} onClose={() => setLetter(null)} />
      <FileViewer file={shown} onClose={() => setShown(null)} />
    </Stack>
  )
}
