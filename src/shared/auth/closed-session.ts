import { endpoints } from '@/contract/endpoints'
import { request } from '../http/request'
import { safeLocalStorage, STORAGE_KEYS } from '../storage-keys'

/**
 * Whether the sign-in this browser held was closed from another device (spec §1 "close
 * sessions"), asked once the provider says the session ended: then what this device saved must
 * go, as at any sign-out. An ended session that was not closed (it ran out) keeps it, and so does
 * a question that gets no answer.
 */
export async function closedElsewhere(): Promise<boolean> {
  const sid = safeLocalStorage()?.getItem(STORAGE_KEYS.sessionId)
  if (!sid) return false
  try {
    return (await request(endpoints.sessionState, { params: { id: sid } })).closed
  } catch {
    return false
  }
}
