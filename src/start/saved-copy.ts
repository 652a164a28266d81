import type { Credential, CredentialCode } from '@/contract/academic'
import { snapshotKey } from '@/shared/offline/snapshot-routes'
import { careerQuery, SELECTION_KV_KEY, selectedStudent, type Selection } from '@/shared/session/selected-student'
import { USER_DB_PREFIX } from '@/shared/db/user-db-name'

/**
 * The person's database opened with IndexedDB itself, not the portal's database library: the
 * first view must not wait for it. One that does not exist is not created.
 */
function openExisting(name: string): Promise<IDBDatabase | undefined> {
  return new Promise((resolve) => {
    const request = indexedDB.open(name)
    request.onupgradeneeded = () => request.transaction?.abort()
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => resolve(undefined)
    request.onblocked = () => resolve(undefined)
  })
}

/** A row of the portal's `kv` or `snapshots` store: a value and when it was saved. */
interface Row {
  value?: unknown
  savedAt?: unknown
}

const get = (store: IDBObjectStore, key: string) =>
  new Promise<Row | undefined>((resolve, reject) => {
    const request = store.get(key)
    request.onsuccess = () => resolve(request.result as Row | undefined)
    request.onerror = () => reject(request.error ?? new Error('read failed'))
  })

const isText = (value: unknown): value is string => typeof value === 'string'

/** A saved answer with every field the card prints; anything else is left to the portal. */
function asCredential(value: unknown): Credential | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const c = value as Record<string, unknown>
  const texts = ['accountNumber', 'fullName', 'businessLine', 'campusCode', 'campusName', 'programName', 'expirationDate'] as const
  if (!texts.every((field) => isText(c[field]))) return undefined
  if (!['VIGENTE', 'VENCIDA', 'INACTIVA'].includes(c.status as string)) return undefined
  if (c.photo !== null && !isText(c.photo)) return undefined
  return value as Credential
}

function asCode(value: unknown): CredentialCode | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { code, expiresAt } = value as Record<string, unknown>
  return isText(code) && isText(expiresAt) && !Number.isNaN(Date.parse(expiresAt)) ? (value as CredentialCode) : undefined
}

/** Where the worker keeps the answer to a call (src/shared/offline/snapshot-routes.ts). */
const keyOf = (path: string, query: Record<string, string>) => snapshotKey(new URL(`${path}?${new URLSearchParams(query)}`, location.origin), '')!

export interface SavedCredential {
  credential: Credential
  /** The saved code; absent when none was kept (a credential that is not valid has none). */
  code: CredentialCode | undefined
  /** When the card was saved (epoch ms). */
  savedAt: number
}

/**
 * The credential of the selected student and its code, as last saved on this device for
 * `userKey` by the portal of `portal` (every call names its brand).
 */
export async function readSavedCredential(userKey: string, portal: string): Promise<SavedCredential | undefined> {
  const db = await openExisting(`${USER_DB_PREFIX}${userKey}`)
  if (!db) return undefined
  try {
    if (!db.objectStoreNames.contains('kv') || !db.objectStoreNames.contains('snapshots')) return undefined
    const transaction = db.transaction(['kv', 'snapshots'], 'readonly')
    const student = selectedStudent((await get(transaction.objectStore('kv'), SELECTION_KV_KEY))?.value as Selection | undefined)
    if (!student) return undefined
    const snapshots = transaction.objectStore('snapshots')
    const [card, code] = await Promise.all([
      get(snapshots, keyOf('/student/credential', { ...careerQuery(student), portal })),
      get(snapshots, keyOf('/student/qr/encrypt', { accountNumber: student.accountNumber, portal })),
    ])
    const credential = asCredential(card?.value)
    if (!credential || typeof card?.savedAt !== 'number') return undefined
    return { credential, code: asCode(code?.value), savedAt: card.savedAt }
  } catch {
    return undefined
  } finally {
    db.close()
  }
}
