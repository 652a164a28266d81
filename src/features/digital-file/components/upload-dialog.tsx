import { Button, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { FileDocument } from '@/contract/digital-file'
import { FileInput, type PickedFile } from '@/shared/files/file-input'
import { useOnline } from '@/shared/offline/use-online'
import { Modal } from '@/shared/ui/modal'
import { useQueueUpload } from '../mutations'
import { SendButton } from '@/shared/ui/send-button'
import { ServerText } from '@/shared/ui/server-text'

interface UploadDialogProps {
  document: FileDocument | null
  /** Names already used in this digital file (spec §5: a duplicate is refused). */
  takenNames: readonly string[]
  onClose: () => void
}

/** Spec §2 "upload": one file for one document, checked before it is queued; with no signal it waits in the outbox. */
export function UploadDialog({ document, takenNames, onClose }: UploadDialogProps) {
  const { t } = useLingui()
  const online = useOnline()
  const [file, setFile] = useState<PickedFile | null>(null)
  const queue = useQueueUpload()
  const close = () => {
    setFile(null)
    onClose()
  }
  const send = async () => {
    if (!document || !file) return
    if (await queue.mutateAsync({ document, file })) close()
  }
  const name = document?.name ?? ''

  return (
    <Modal
      open={document !== null}
      title={
        <Trans>
          Subir <ServerText>{name}</ServerText>
        </Trans>
      }
      footer={
        <>
          <Button variant="outline" onClick={close}>
            <Trans>Cancelar</Trans>
          </Button>
          <SendButton disabled={!file} loading={queue.isPending} onSend={send}>
            {online ? <Trans>Enviar</Trans> : <Trans>Guardar para enviar</Trans>}
          </SendButton>
        </>
      }
    >
      {document ? (
        <Stack gap="4">
          <FileInput
            label={t`Archivo de ${name}`}
            hint={document.description || undefined}
            photos={{ documentName: document.name }}
            limits={{ allowedExtensions: document.allowedExtensions, maxSizeMb: document.maxSizeMb, takenNames }}
            value={file}
            onChange={setFile}
          />
          {!online ? (
            <Text color="fg.muted" fontSize="sm">
              <Trans>Sin conexión: el archivo se guarda en este dispositivo y se envía en cuanto vuelva la señal.</Trans>
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  )
}
