import { useQuery } from '@tanstack/react-query'
import type { ZipCodePlace } from '@/contract/zip-codes'
import { contactQueries } from '../queries'

/**
 * What the catalog says of the zip code being typed: nothing yet (not 5 digits), looking it up,
 * its place, not in the catalog, or no answer (no signal, a failure). Only a known code fills the
 * form; in every other case the person types the colony, municipality and state.
 */
export type ZipLookup =
  | { kind: 'none' }
  | { kind: 'looking' }
  | { kind: 'known'; place: ZipCodePlace }
  | { kind: 'unknown' }
  | { kind: 'failed' }

const FIVE_DIGITS = /^\d{5}$/

export function useZipPlace(zipCode: string): ZipLookup {
  const zip = zipCode.trim()
  const valid = FIVE_DIGITS.test(zip)
  const query = useQuery({ ...contactQueries.zipCode(zip), enabled: valid })
  if (!valid) return { kind: 'none' }
  if (query.data) return { kind: 'known', place: query.data }
  if (query.data === null) return { kind: 'unknown' }
  if (query.isError || query.fetchStatus === 'paused') return { kind: 'failed' }
  return { kind: 'looking' }
}
