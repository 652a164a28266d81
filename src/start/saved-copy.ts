import type { Credential, CredentialCode } from '@/contract/academic'
import { careerQuery, SELECTION_KV_KEY, selectedStudent, type Selection } from '@/shared/session/selected-student'
import { get, isText, keyOf, readUserDb } from './saved-db'

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
export function readSavedCredential(userKey: string, portal: string): Promise<SavedCredential | undefined> {
  return readUserDb(userKey, async (kv, snapshots) => {
    const student = selectedStudent((await get(kv, SELECTION_KV_KEY))?.value as Selection | undefined)
    if (!student) return undefined
    const [card, code] = await Promise.all([
      get(snapshots, keyOf('/student/credential', { ...careerQuery(student), portal })),
      get(snapshots, keyOf('/student/qr/encrypt', { accountNumber: student.accountNumber, portal })),
    ])
    const credential = asCredential(card?.value)
    if (!credential || typeof card?.savedAt !== 'number') return undefined
    return { credential, code: asCode(code?.value), savedAt: card.savedAt }
  })
}
