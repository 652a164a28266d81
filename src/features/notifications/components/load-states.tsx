import { Trans } from '@lingui/react/macro'
import { EmptyData } from '@/shared/ui/empty-data'
import { LoadFailedAlert, NotDownloadedAlert } from '@/shared/ui/snapshot-view'

/** Offline and nothing saved yet: say so instead of spinning (architecture §6). */
export function NotDownloaded() {
  return (
    <NotDownloadedAlert>
      <Trans>Sin conexión. Estas notificaciones aún no se han descargado en este dispositivo.</Trans>
    </NotDownloadedAlert>
  )
}

export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <LoadFailedAlert onRetry={onRetry} retrying={retrying}>
      <Trans>No se pudieron cargar las notificaciones.</Trans>
    </LoadFailedAlert>
  )
}

export function NoNotifications() {
  return <EmptyData text={<Trans>No tienes notificaciones.</Trans>} />
}
