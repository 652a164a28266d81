import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useOnline } from '@/shared/offline/use-online'
import { keepResource, openSavedResource } from '@/shared/offline/saved-resources'
import { base64ToBlob, type ViewerDocument } from '@/shared/viewer'
import { fetchLibraryFile } from './api'
import { rememberViewed, type ResourceRef } from './recent'

/**
 * Opens a resource in the one file viewer: from the network when there is signal (and keeps the
 * copy within the budget), else from the copy kept on this device. Either way it goes to the top of
 * "Vistos recientemente".
 */
export function useOpenResource(accountNumber: string) {
  const { t } = useLingui()
  const online = useOnline()
  const [file, setFile] = useState<ViewerDocument | null>(null)
  const [busyId, setBusyId] = useState<number | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const fromDevice = async (item: ResourceRef) => (await openSavedResource(item.id))?.blob

  const fromNetwork = async (item: ResourceRef) => {
    try {
      const answer = await fetchLibraryFile(accountNumber, item.id)
      const blob = base64ToBlob(answer.base64, answer.mimeType)
      const now = Date.now()
      // A full device only loses the offline copy; the person still reads the file.
      await keepResource({ resourceId: item.id, title: item.title, fileName: answer.fileName, mimeType: answer.mimeType, blob, savedAt: now, openedAt: now }).catch(() => false)
      return blob
    } catch (error) {
      const saved = await fromDevice(item)
      if (saved) return saved
      throw error
    }
  }

  const open = async (item: ResourceRef, libraryName: string) => {
    setBusyId(item.id)
    setProblem(null)
    try {
      const blob = online ? await fromNetwork(item) : await fromDevice(item)
      if (!blob) {
        setProblem(t`Sin conexión: «${item.title}» no está guardado en este dispositivo. Ábrelo con conexión para leerlo después sin ella.`)
        return
      }
      await rememberViewed(accountNumber, item, libraryName)
      setFile({ name: item.fileName, mimeType: item.mimeType, blob })
    } catch {
      setProblem(t`No se pudo abrir «${item.title}». Inténtalo de nuevo.`)
    } finally {
      setBusyId(null)
    }
  }

  return { file, close: () => setFile(null), open, busyId, problem }
}
