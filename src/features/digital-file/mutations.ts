import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import type { FileDocument } from '@/contract/digital-file'
import type { PickedFile } from '@/shared/files/file-input'
import { isQuotaError } from '@/shared/offline/storage'
import { enqueue } from '@/shared/sync/outbox'
import { uploadRequest } from './api'
import { UPLOAD_KIND } from './logic'

interface QueueUploadInput {
  document: FileDocument
  file: PickedFile
}

/**
 * An upload goes to the outbox with its file (architecture §7): sent now when there is signal,
 * later when there is not, once either way. Resolves false when the device had no room (the
 * person has been told), so the dialog keeps the chosen file.
 */
export function useQueueUpload() {
  const { t } = useLingui()
  return useMutation({
    mutationFn: async ({ document, file }: QueueUploadInput) => {
      const documentName = document.name
      try {
        await enqueue({
          kind: UPLOAD_KIND,
          ...uploadRequest(document),
          files: [{ field: 'file', name: file.name, blob: file.blob }],
          meta: {
            domain: 'digital-file',
            documentDeliveredId: document.documentDeliveredId,
            assignedDigitalFileId: document.assignedDigitalFileId,
          },
          label: t`Expediente digital: ${documentName}`,
        })
      } catch (error) {
        if (isQuotaError(error)) return false
        throw error
      }
      return true
    },
    networkMode: 'always',
  })
}
