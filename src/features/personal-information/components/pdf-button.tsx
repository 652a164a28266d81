import { Button, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { useOnline } from '@/shared/offline/use-online'
import { FailureAlert } from '@/shared/ui/load-alerts'
import { FileViewer, type ViewerDocument } from '@/shared/viewer'
import { downloadPersonalPdf } from '../api'

/**
 * "Descargar PDF": the server writes the record as a PDF, which opens in the portal's one file
 * viewer, where it can be read, zoomed and saved. The PDF is made on request, so it needs signal.
 */
export function PdfButton({ accountNumber }: { accountNumber: string }) {
  const online = useOnline()
  const offlineId = useId()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const [file, setFile] = useState<ViewerDocument | null>(null)

  const open = async () => {
    setBusy(true)
    setFailed(false)
    try {
      const blob = await downloadPersonalPdf(accountNumber)
      setFile({ blob, name: `datos-personales-${accountNumber}.pdf`, mimeType: 'application/pdf' })
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="2" align="start">
      <Button variant="outline" colorPalette="brand" loading={busy} disabled={!online} aria-describedby={online ? undefined : offlineId} onClick={() => void open()}>
        <Trans>Descargar PDF</Trans>
      </Button>
      {!online ? (
        <Text id={offlineId} m="0" fontSize="sm">
          <Trans>Sin conexión: el PDF se genera con señal.</Trans>
        </Text>
      ) : null}
      {failed ? (
        <FailureAlert>
          <Trans>No se pudo descargar el PDF de los datos personales.</Trans>
        </FailureAlert>
      ) : null}
      <FileViewer file={file} onClose={() => setFile(null)} />
    </Stack>
  )
}
