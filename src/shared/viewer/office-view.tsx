import { Box } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { TEMPORARY_DOCUMENT, type PreviewExtension, PREVIEW_EXTENSIONS } from '@/contract/digital-file'
import { digitalFileEndpoints } from '@/contract/digital-file-endpoints'
import { extensionOf } from '../files/file-rules'
import { getConfig } from '../config/runtime-config'
import { request, urlFor } from '../http/request'
import { useOnline } from '../offline/use-online'
import { bytesToBase64 } from './base64'
import { fileBytes } from './file-source'
import type { ViewerDocument } from './types'
import { ViewerMessage } from './viewer-message'

type Preview = { kind: 'starting' } | { kind: 'ready'; src: string } | { kind: 'failed' }

const isPreviewExtension = (extension: string): extension is PreviewExtension => (PREVIEW_EXTENSIONS as readonly string[]).includes(extension)

/**
 * Asks the server for a short-lived ticket to the file and builds the address the document
 * viewer service opens (spec §7 "Build the viewer URL"). The ticket, not the person's own
 * token, goes in `access_token`: that address is handed to a third party.
 */
async function startPreview(file: ViewerDocument, owner: NonNullable<ViewerDocument['owner']>, signal: AbortSignal) {
  const extension = extensionOf(file.name)
  if (!isPreviewExtension(extension)) throw new Error('not previewable')
  const stored = owner.documentDeliveredId !== undefined
  const base64 = stored ? '' : bytesToBase64(await fileBytes(file))
  const document = stored ? String(owner.documentDeliveredId) : TEMPORARY_DOCUMENT
  const reference = await request(digitalFileEndpoints.uploadPreview, {
    body: { base64, extention: extension, name: file.name, credential: owner.accountNumber, document, sharePointId: null, libraryName: null, visor: true },
    signal,
  })
  const visor = urlFor(digitalFileEndpoints.previewVisor, {
    query: {
      access_token: reference.visorToken,
      credential: owner.accountNumber,
      document,
      ...(stored ? { documentDeliveredId: document } : {}),
      libraryName: reference.libraryName,
      name: reference.name,
      visor: 'true',
    },
  })
  const absolute = new URL(visor, window.location.origin).href
  return { reference, src: `${getConfig().officeViewerUrl}${encodeURIComponent(absolute)}` }
}

/**
 * Word and PowerPoint files, shown by the external document viewer the university configures.
 * Unconfigured, offline, or for a file with no owner, the viewer says so and the toolbar's
 * download stays. The temporary copy is deleted when the viewer closes.
 */
export function OfficeView({ file, onShown, onFailed }: { file: ViewerDocument; onShown: () => void; onFailed: () => void }) {
  const { t } = useLingui()
  const online = useOnline()
  const configured = Boolean(getConfig().officeViewerUrl)
  const owner = file.owner
  const [preview, setPreview] = useState<Preview>({ kind: 'starting' })
  const explains = !configured || !owner || !online
  // A message instead of a preview is what this file shows: the viewer's own loader goes.
  useEffect(() => {
    if (explains) onShown()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [explains])

  useEffect(() => {
    if (!configured || !online || !owner) return
    const abort = new AbortController()
    let made: { serverRelativeUrl: string; sharePointId: string } | undefined
    setPreview({ kind: 'starting' })
    startPreview(file, owner, abort.signal)
      .then(({ reference, src }) => {
        made = reference
        if (!abort.signal.aborted) setPreview({ kind: 'ready', src })
      })
      .catch(() => {
        if (abort.signal.aborted) return
        setPreview({ kind: 'failed' })
        onFailed()
      })
    return () => {
      abort.abort()
      if (made) void request(digitalFileEndpoints.deletePreview, { body: { route: made.serverRelativeUrl, sharepointId: made.sharePointId } }).catch(() => undefined)
    }
    // The file and its owner name one preview; the callbacks do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file, owner, configured, online])

  if (!configured || !owner) {
    return (
      <ViewerMessage
        status="info"
        title={<Trans>La vista previa de documentos de Office no está disponible en este portal.</Trans>}
        description={<Trans>Descárgalo para abrirlo en tu dispositivo.</Trans>}
      />
    )
  }
  if (!online) {
    return (
      <ViewerMessage
        status="info"
        title={<Trans>Sin conexión: la vista previa de este documento necesita conexión.</Trans>}
        description={<Trans>Descárgalo para abrirlo en tu dispositivo.</Trans>}
      />
    )
  }
  // The viewer shows its loader until the frame has loaded, and its error if the preview failed.
  if (preview.kind !== 'ready') return null
  const name = file.name
  return (
    <Box w="full" h="full" minH="70vh" bg="white">
      <iframe
        src={preview.src}
        title={t`Vista previa de ${name}`}
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
        style={{ width: '100%', height: '100%', minHeight: '70vh', border: 0 }}
        onLoad={onShown}
      />
    </Box>
  )
}
