import { useOnline } from '@/shared/offline/use-online'
import { OfflineAge } from '@/shared/ui/offline-age'
import { useNow } from '@/shared/ui/use-now'

/**
 * Architecture §6: with no signal, what shows is the copy kept on this device, and it says how
 * old it is (for reads the query cache keeps, its age is when it was read).
 */
export function SavedAge({ updatedAt }: { updatedAt: number }) {
  const online = useOnline()
  const now = useNow()
  return !online && updatedAt > 0 ? <OfflineAge savedAt={updatedAt} now={now} /> : null
}
