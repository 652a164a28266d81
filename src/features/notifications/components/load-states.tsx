import { Alert, Button } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { EmptyData } from '@/shared/ui/empty-data'

/** Offline and nothing saved yet: say so instead of spinning (architecture §6). */
export function NotDownloaded() {
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Title>
        <Trans>Sin conexión. Estas notificaciones aún no se han descargado en este dispositivo.</Trans>
      </Alert.Title>
    </Alert.Root>
  )
}

export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>No se pudieron cargar las notificaciones.</Trans>
        </Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" loading={retrying} onClick={onRetry}>
        <Trans>Reintentar</Trans>
      </Button>
    </Alert.Root>
  )
}

export function NoNotifications() {
  return <EmptyData text={<Trans>No tienes notificaciones.</Trans>} />
}
