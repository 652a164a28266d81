import { useLingui } from '@lingui/react/macro'
import { useCallback, useMemo, useState } from 'react'
import type { MonitorFile } from '@/contract/monitor'
import { showAlert } from '@/shared/ui/toaster'
import type { ViewerDocument } from '@/shared/viewer'
import { downloadTicketFile } from '../api'

/** Opens a ticket's evidence or a chat attachment in the portal's one viewer. */
export function useTicketFile() {
  const { t } = useLingui()
  const [opening, setOpening] = useState<number | null>(null)
  const [shown, setShown] = useState<ViewerDocument | null>(null)

  // Stable callbacks: every message of a long conversation takes them, and keeps its drawing.
  const open = useCallback(async (file: MonitorFile) => {
    setOpening(file.id)
    try {
      const blob = await downloadTicketFile(file)
      setShown({ blob, name: file.name, mimeType: file.mimeType || blob.type })
    } catch {
      showAlert({ type: 'error', message: t`No se pudo abrir el archivo. Revisa tu conexión e inténtalo de nuevo.` })
    } finally {
      setOpening(null)
    }
  }, [t])
  const actions = useMemo(
    () => ({
      open: (file: MonitorFile) => void open(file),
      /** A file still on this device (a queued attachment) opens from its own bytes. */
      showLocal: (blob: Blob, name: string) => setShown({ blob, name, mimeType: blob.type }),
      close: () => setShown(null),
    }),
    [open],
  )

  return { opening, shown, ...actions }
}
