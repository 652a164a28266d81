import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import type { PdfDocument } from '@/contract/academic'
import type { WithAge } from '../http/request'
import { useOnline } from '../offline/use-online'

export type StoredDocumentAnswer = WithAge<PdfDocument>
export type StoredDocumentQuery<K extends QueryKey = QueryKey> = UseQueryOptions<StoredDocumentAnswer, Error, StoredDocumentAnswer, K>

/**
 * `available`: online, or a copy is at hand; `checking`: offline, asking the service worker
 * for its saved copy; `missing`: offline and this device never downloaded it.
 */
export type StoredDocumentState = 'available' | 'checking' | 'missing'

/**
 * A generated document (a snapshot query, architecture §6) fetched when the person asks for
 * it. Offline, the saved copy is looked up at once so the screen can say whether it exists.
 */
export function useStoredDocument<K extends QueryKey>(options: StoredDocumentQuery<K>) {
  const online = useOnline()
  const client = useQueryClient()
  // No retry: offline a retry would wait for the network instead of answering "not saved".
  const query = useQuery({ ...options, enabled: !online, retry: false })
  const answer = query.data

  const state: StoredDocumentState = answer || online ? 'available' : query.isFetching ? 'checking' : 'missing'

  /**
   * The document: from the cache while fresh, else asked again; a saved copy is always asked
   * again (the network may be back), and any copy beats an error.
   */
  const load = async (): Promise<PdfDocument> => {
    const staleTime = answer?.savedAt != null ? 0 : options.staleTime
    try {
      return (await client.fetchQuery({ ...options, staleTime, retry: false })).data
    } catch (error) {
      if (answer) return answer.data
      throw error
    }
  }

  return { state, savedAt: answer?.savedAt ?? null, load }
}
