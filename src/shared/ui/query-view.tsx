import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useOnline } from '../offline/use-online'
import { queryState } from './query-state'
import { SkeletonList } from './skeleton-list'
import { LoadFailedAlert, NotDownloadedAlert } from './load-alerts'

export interface QueryViewProps<T> {
  query: UseQueryResult<T>
  /** Offline and never downloaded. */
  notDownloaded: ReactNode
  /** The call failed with signal; a retry button goes with it. */
  failed: ReactNode
  /** What shows while the first answer is on its way; two skeleton rows, a section's worth, by default. */
  loading?: ReactNode
  children: (data: T) => ReactNode
}

/**
 * The four states of one part of a screen fed by a single query. Unlike `SnapshotView` it adds
 * no wrapper around the data and no age line: the screen around it tells how old its copies
 * are. Any answer, `null` included, is data ("no average yet" is for `children` to say).
 */
export function QueryView<T>({ query, notDownloaded, failed, loading, children }: QueryViewProps<T>) {
  const online = useOnline()
  if (query.data !== undefined) return <>{children(query.data)}</>
  const state = queryState({ hasData: false, isError: query.isError, isFetching: query.isFetching, fetchStatus: query.fetchStatus }, online)
  if (state === 'not-downloaded') return <NotDownloadedAlert>{notDownloaded}</NotDownloadedAlert>
  if (state === 'failed') {
    return (
      <LoadFailedAlert retrying={query.isFetching} onRetry={() => void query.refetch()}>
        {failed}
      </LoadFailedAlert>
    )
  }
  return <>{loading ?? <SkeletonList rows={2} />}</>
}
