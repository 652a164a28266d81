import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useOnline } from '@/shared/offline/use-online'
import { SkeletonList } from '@/shared/ui/skeleton-list'
import { LoadFailedAlert, NotDownloadedAlert } from '@/shared/ui/snapshot-view'

export interface QueryBlockProps<T> {
  query: UseQueryResult<T>
  /** Offline and never downloaded. */
  notDownloaded: ReactNode
  /** The call failed with signal; a retry button goes with it. */
  failed: ReactNode
  loading?: ReactNode
  children: (data: T) => ReactNode
}

/**
 * The four states of one section fed by a plain query (not kept by the worker): data,
 * loading, offline without data, error with retry. `null` is data here ("no average yet").
 */
export function QueryBlock<T>({ query, notDownloaded, failed, loading, children }: QueryBlockProps<T>) {
  const online = useOnline()
  if (query.data === undefined) {
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
    return <>{loading ?? <SkeletonList rows={2} />}</>
  }
  return <>{children(query.data)}</>
}
