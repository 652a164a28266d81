import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Credential, CredentialCode, CredentialStatus } from '../../src/contract/academic.ts'
import { one, type Db } from '../db/sql.ts'
import { instantAt, isoDay, localDay, parseIsoDay } from './academic-time.ts'
import { approvedPhotoOf } from './photos.ts'

/** `meta` key of the secret that signs QR codes (made once per database). */
export const CREDENTIAL_SECRET_KEY = 'academic:credential-code-secret'

const CODE_VERSION = 'c1'

interface AccountCredential {
  status: CredentialStatus
  expirationDate: string
}

function accountCredential(db: Db, accountNumber: string, now: Date): AccountCredential | undefined {
  const row = one<{ expiration_date: string; active: number }>(
    db,
    `SELECT c.expiration_date, EXISTS (SELECT 1 FROM careers k WHERE k.account_number = c.account_number AND k.enrolled = 1) AS active
     FROM credentials c WHERE c.account_number = ?`,
    accountNumber,
  )
  if (!row) return undefined
  const status: CredentialStatus = row.active !== 1 ? 'INACTIVA' : row.expiration_date < isoDay(localDay(now)) ? 'VENCIDA' : 'VIGENTE'
  return { status, expirationDate: row.expiration_date }
}

/** The card of one account, showing the selected career; the photo only once approved. */
export function credentialOf(db: Db, accountNumber: string, cvProgram: string, now: Date): Credential | undefined {
  const card = accountCredential(db, accountNumber, now)
  const row = one<{ full_name: string; business_line: string; campus_code: string; campus_name: string; program_name: string }>(
    db,
    `SELECT a.full_name, a.business_line, k.campus_code, k.campus_name, k.program_name
     FROM student_accounts a JOIN careers k ON k.account_number = a.account_number
     WHERE a.account_number = ? AND k.cv_program = ?`,
    accountNumber, cvProgram,
  )
  if (!card || !row) return undefined
  return {
    status: card.status,
    accountNumber,
    fullName: row.full_name,
    businessLine: row.business_line,
    campusCode: row.campus_code,
    campusName: row.campus_name,
    programName: row.program_name,
    expirationDate: card.expirationDate,
    photo: approvedPhotoOf(db, accountNumber),
  }
}

function secretOf(db: Db): string {
  const row = one<{ value: string }>(db, 'SELECT value FROM meta WHERE key = ?', CREDENTIAL_SECRET_KEY)
  if (!row) throw new Error('the credential code secret is missing (academic seed not run)')
  return row.value
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url')

export type CodeAnswer = { code: CredentialCode } | { refused: CredentialStatus } | undefined

/**
 * The QR code of a valid credential: the account and the end of its expiration day (Mexico City),
 * signed. The same code comes back on every call until then, so a saved copy stays good offline.
 */
export function credentialCodeOf(db: Db, accountNumber: string, now: Date): CodeAnswer {
  const card = accountCredential(db, accountNumber, now)
  if (!card) return undefined
  if (card.status !== 'VIGENTE') return { refused: card.status }
  const expiration = parseIsoDay(card.expirationDate) ?? localDay(now)
  const expiresAt = instantAt(expiration + 1, 0)
  const payload = Buffer.from(`${accountNumber}.${expiresAt.getTime() / 1000}`).toString('base64url')
  return { code: { code: `${CODE_VERSION}.${payload}.${sign(secretOf(db), payload)}`, expiresAt: expiresAt.toISOString() } }
}

/** The account a code was made for, if the code is genuine and not expired at `now`. */
export function verifyCredentialCode(db: Db, code: string, now: Date): string | null {
  const [version, payload = '', signature = ''] = code.split('.')
  if (version !== CODE_VERSION) return null
  const expected = Buffer.from(sign(secretOf(db), payload))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const [accountNumber = '', expires = ''] = Buffer.from(payload, 'base64url').toString('utf8').split('.')
  return Number(expires) * 1000 > now.getTime() ? accountNumber : null
}
