import { Alert, Button, Stack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { WithAge } from '../http/request'
import { useOnline } from '../offline/use-online'
import { OfflineAge } from './offline-age'
import { SkeletonList } from './skeleton-list'
import { useNow } from './use-now'

export interface SnapshotViewProps<T> {
  query: UseQueryResult<WithAge<T>>
  /** Offline and never downloaded, e.g. "Sin conexión. Tu credencial aún no se ha descargado en este dispositivo." */
  notDownloaded: ReactNode
  /** The call failed with signal, e.g. "No se pudo cargar tu credencial." */
  failed: ReactNode
  /** What shows while the first answer is on its way; a skeleton list by default. */
  loading?: ReactNode
  children: (data: T, savedAt: number | null) => ReactNode
}

export function NotDownloadedAlert({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  )
}

export function LoadFailedAlert({ children, onRetry, retrying }: { children: ReactNode; onRetry: () => void; retrying: boolean }) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{children}</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" loading={retrying} onClick={onRetry}>
        <Trans>Reintentar</Trans>
      </Button>
    </Alert.Root>
  )
}

/**
 * The four states every screen backed by an offline copy shows (architecture §6): data (with
 * its age when it is the saved copy), loading, offline without data, and error with a retry.
 * A paused query is "not downloaded", never a spinner that waits forever.
 */
export function SnapshotView<T>({ query, notDownloaded, failed, loading, children }: SnapshotViewProps<T>) {
  const online = useOnline()
  const now = useNow()
  const answer = query.data
  if (!answer) {
    if (query.fetchStatus === 'paused' || (!online && (query.isError || !query.isFetching))) {
      return <NotDownloadedAlert>{notDownloaded}</NotDownloadedAlert>
    }
    if (query.isError) {
      return (
        <LoadFailedAlert retrying={query.isFetching} onRetry={() => void query.refetch()}>
          {failed}
        </LoadFailedAlert>
      )
    }
    return <>{loading ?? <SkeletonList rows={4} />}</>
  }
  return (
    <Stack gap="4">
      {answer.savedAt !== null && <OfflineAge savedAt={answer.savedAt} now={now} />}
      {children(answer.data, answer.savedAt)}
    </Stack>
  )
}
