import type { CampusRequest } from '@/contract/student-information'
import { readKv, writeKv } from '@/shared/db/user-db'

/**
 * A closed banner is remembered in the person's database, per account, request and state: closing
 * the "in review" banner does not hide the decision when it comes.
 */
export const closedBannerKey = (accountNumber: string, request: Pick<CampusRequest, 'id' | 'status'>) =>
  `campus-request-banner-closed:${accountNumber}:${request.id}:${request.status}`

export async function isBannerClosed(key: string): Promise<boolean> {
  return (await readKv<boolean>(key)) === true
}

export const closeBanner = (key: string) => writeKv(key, true)
