import type { QueryClient } from '@tanstack/react-query'
import type { Acknowledged } from '@/shared/sync/drain'

/** A digital file's upload names its document and file in the item's `meta`. */
function documentOf({ kind, meta }: Acknowledged) {
  if (kind !== 'upload' || meta.domain !== 'digital-file') return undefined
  const documentDeliveredId = Number(meta.documentDeliveredId)
  const assignedDigitalFileId = Number(meta.assignedDigitalFileId)
  return documentDeliveredId > 0 && assignedDigitalFileId > 0 ? { documentDeliveredId, assignedDigitalFileId } : undefined
}

/**
 * After the outbox delivered writes (from the page or from the worker). A document upload asks
 * again for that document and its file only; any other write, or writes the worker did not name,
 * still mark every query for another read, the digital file's aside when its writes were refreshed.
 */
export async function afterSent(queryClient: QueryClient, acknowledged: readonly Acknowledged[] | undefined) {
  const documents = (acknowledged ?? []).flatMap((item) => documentOf(item) ?? [])
  const others = acknowledged === undefined || documents.length < acknowledged.length
  // The digital file's code loads only when one of its writes went.
  const refresh = documents.length > 0 ? (await import('@/features/digital-file/fresh')).refreshDocument : undefined
  await Promise.all([
    others && queryClient.invalidateQueries({ predicate: (query) => documents.length === 0 || query.queryKey[0] !== 'digital-file' }),
    ...documents.map((document) => refresh?.(queryClient, document)),
  ])
}
