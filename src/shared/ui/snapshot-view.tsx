import { Stack } from '@chakra-ui/react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { WithAge } from '../http/request'
import { OfflineAge } from './offline-age'
import { QueryView } from './query-view'
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

/**
 * The four states every screen backed by an offline copy shows (architecture §6): data (with
 * its age when it is the saved copy), loading, offline without data, and error with a retry.
 * A paused query is "not downloaded", never a spinner that waits forever.
 */
export function SnapshotView<T>({ query, notDownloaded, failed, loading, children }: SnapshotViewProps<T>) {
  const now = useNow()
  return (
    <QueryView query={query} notDownloaded={notDownloaded} failed={failed} loading={loading ?? <SkeletonList rows={4} />}>
      {(answer) => (
        <Stack gap="4">
          {answer.savedAt !== null && <OfflineAge savedAt={answer.savedAt} now={now} />}
          {children(answer.data, answer.savedAt)}
        </Stack>
      )}
    </QueryView>
  )
}
