import * as v from 'valibot'
import { BinnacleCatalog } from '@/contract/catalogs'
import { endpoints } from '@/contract/endpoints'
import { hasUserDb, readKv, writeKv } from '../db/user-db'
import { request } from '../http/request'

/** Where the person's database keeps the last catalog the server answered, for recording with no signal. */
export const CATALOG_KEY = 'binnacle-catalog'
/** How long a catalog read in this page is used before it is asked again. */
const FRESH_MS = 60 * 60_000

let last: { catalog: BinnacleCatalog; at: number } | undefined
let loading: Promise<BinnacleCatalog | undefined> | undefined

/** The last catalog read in this page (from the server or the person's database), if any: what an entry made right now is written in. */
export function knownCatalog(): BinnacleCatalog | undefined {
  return last?.catalog
}

async function savedCatalog(): Promise<BinnacleCatalog | undefined> {
  if (!hasUserDb()) return undefined
  const saved = await readKv<unknown>(CATALOG_KEY).catch(() => undefined)
  return v.is(BinnacleCatalog, saved) ? saved : undefined
}

async function fetchCatalog(timeoutMs: number): Promise<BinnacleCatalog | undefined> {
  if (!navigator.onLine) return undefined
  try {
    const catalog = await request(endpoints.catalogs, { signal: AbortSignal.timeout(timeoutMs) })
    last = { catalog, at: Date.now() }
    if (hasUserDb()) await writeKv(CATALOG_KEY, catalog).catch(() => undefined)
    return catalog
  } catch {
    // No answer, or not one the contract reads: the catalog known so far stays.
    return undefined
  }
}

function refresh(timeoutMs: number): Promise<BinnacleCatalog | undefined> {
  loading ??= fetchCatalog(timeoutMs).finally(() => {
    loading = undefined
  })
  return loading
}

/**
 * The binnacle catalog (spec §3, `GET /catalogs`), read from the server while entries are recorded
 * (again once the copy is an hour old) and kept in the person's database. A catalog already known
 * (read in this page, or saved) answers at once while a newer one is asked in the background, so
 * recording never waits on the network but the first time on a device (at most `timeoutMs`).
 * Undefined when it could never be read: entries then speak the portal's own words (entry.ts).
 */
export async function binnacleCatalog(timeoutMs = 3_000): Promise<BinnacleCatalog | undefined> {
  if (!last) {
    const saved = await savedCatalog()
    // Saved by an earlier visit: used now, and asked again.
    if (saved && !last) last = { catalog: saved, at: 0 }
  }
  if (!last) return (await refresh(timeoutMs)) ?? knownCatalog()
  if (Date.now() - last.at >= FRESH_MS) void refresh(timeoutMs)
  return last.catalog
}

/** Tests only: forgets the catalog read in this page. */
export function forgetCatalog(): void {
  last = undefined
  loading = undefined
}
