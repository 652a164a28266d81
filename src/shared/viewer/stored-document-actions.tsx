import { Button, HStack, Stack } from '@chakra-ui/react'
import type { QueryKey } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { OfflineAge } from '../ui/offline-age'
import { FailureAlert, NotDownloadedAlert } from '../ui/load-alerts'
import { useNow } from '../ui/use-now'
import { base64ToBlob } from './base64'
import { downloadFile } from './download'
import { FileViewer } from './file-viewer'
import { pdfDocumentFile } from './file-source'
import type { ViewerDocument } from './types'
import { useStoredDocument, type StoredDocumentQuery } from './use-stored-document'
import { DownloadIcon } from './viewer-icons'

export interface StoredDocumentActionsProps<K extends QueryKey> {
  /** The snapshot query that answers the document. */
  query: StoredDocumentQuery<K>
  viewLabel: string
  downloadLabel: string
  /** Shown when the document could not be fetched, e.g. "No se pudo descargar la boleta." */
  failedText: string
  /** Offline and never downloaded here, e.g. "Sin conexión. Esta boleta aún no se ha descargado…" */
  missingText: string
}

/**
 * "View" and "download" for a document the server generates. Both use the same answer, so a
 * document opened once stays viewable and downloadable offline; its age is said beside them.
 */
export function StoredDocumentActions<K extends QueryKey>({
  query,
  viewLabel,
  downloadLabel,
  failedText,
  missingText,
}: StoredDocumentActionsProps<K>) {
  const { state, savedAt, load } = useStoredDocument(query)
  const now = useNow()
  const reasonId = useId()
  const [busy, setBusy] = useState<'view' | 'download' | null>(null)
  const [failed, setFailed] = useState(false)
  const [file, setFile] = useState<ViewerDocument | null>(null)

  const run = async (action: 'view' | 'download') => {
    setBusy(action)
    setFailed(false)
    try {
      const pdf = await load()
      if (action === 'view') setFile(pdfDocumentFile(pdf))
      else downloadFile(pdf.fileName, base64ToBlob(pdf.base64, pdf.mimeType))
    } catch {
      setFailed(true)
    } finally {
      setBusy(null)
    }
  }

  const unavailable = state !== 'available'
  const describedBy = state === 'missing' ? reasonId : undefined
  return (
    <Stack gap="3" align="start">
      <HStack gap="3" flexWrap="wrap">
        <Button
          colorPalette="brand"
          loading={busy === 'view' || state === 'checking'}
          disabled={unavailable || busy !== null}
          aria-describedby={describedBy}
          onClick={() => void run('view')}
        >
          {viewLabel}
        </Button>
        <Button
          variant="outline"
          colorPalette="brand"
          loading={busy === 'download'}
          disabled={unavailable || busy !== null}
          aria-describedby={describedBy}
          onClick={() => void run('download')}
        >
          <DownloadIcon />
          {downloadLabel}
        </Button>
      </HStack>
      {state === 'missing' ? (
        <div id={reasonId}>
          <NotDownloadedAlert>{missingText}</NotDownloadedAlert>
        </div>
      ) : null}
      {savedAt !== null ? <OfflineAge savedAt={savedAt} now={now} /> : null}
      {failed ? <FailureAlert>{failedText}</FailureAlert> : null}
      <FileViewer file={file} onClose={() => setFile(null)} />
    </Stack>
  )
}
