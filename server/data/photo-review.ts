import type { NotificationCode } from '../../src/contract/notification.ts'
import { all, run, type Db } from '../db/sql.ts'
import { writeNotification } from './notifications.ts'
import { calendarMonthsLater, lastApproved, nextChangeOf, spanishDay } from './photos.ts'

/**
 * The university's photo desk, played by the reference server (architecture §10): it decides the
 * profile photos sent through the API by a visible rule and sends the notification the real back
 * office would. An approved photo is the credential's at once and starts the 4-month wait.
 */

export type PhotoDecision = 'approve' | 'reject'

export interface PhotoFilter {
  accountNumber?: string | undefined
  /** Only what the demo reviewer takes on its own (sent through the API), sent at or before this. */
  sentBefore?: Date | undefined
}

export interface PhotoVerdict {
  decision?: PhotoDecision | undefined
  reason?: string | undefined
}

export interface DecidedPhoto {
  id: number
  accountNumber: string
  status: 'approved' | 'rejected'
  reason: string | null
}

// The visible rule: a photo whose file name says "rechazar" is turned down.
const SAYS_REJECT = /rechazar/i
export const PHOTO_REJECTED = 'La foto no cumple los requisitos: rostro de frente, fondo claro y sin accesorios.'

const TITLES: Partial<Record<NotificationCode, string>> = {
  APROBFOTO: 'Foto de perfil aprobada',
  RECHAFOTO: 'Foto de perfil rechazada',
}

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`)

function notify(db: Db, accountNumber: string, clave: 'APROBFOTO' | 'RECHAFOTO', body: string, at: Date): void {
  writeNotification(db, { accountNumber, clave, title: TITLES[clave] ?? clave, body, docId: null, at })
}

interface PendingRow {
  id: number
  account_number: string
  file_name: string | null
}

function decide(db: Db, request: PendingRow, verdict: PhotoVerdict, now: Date): DecidedPhoto {
  const at = now.toISOString()
  const decision = verdict.decision ?? (SAYS_REJECT.test(request.file_name ?? '') ? 'reject' : 'approve')
  if (decision === 'reject') {
    const reason = sentence(verdict.reason ?? PHOTO_REJECTED)
    run(db, "UPDATE photo_requests SET status = 'rejected', decided_at = ?, reason = ? WHERE id = ?", at, reason, request.id)
    notify(db, request.account_number, 'RECHAFOTO', `Tu foto de perfil fue rechazada: ${reason} Envía otra desde tu perfil.`, now)
    return { id: request.id, accountNumber: request.account_number, status: 'rejected', reason }
  }
  run(db, "UPDATE photo_requests SET status = 'approved', decided_at = ?, reason = NULL WHERE id = ?", at, request.id)
  const next = nextChangeOf(db, request.account_number)
  const when = next ? ` Podrás cambiarla de nuevo a partir del ${spanishDay(next)}.` : ''
  notify(db, request.account_number, 'APROBFOTO', `Tu nueva foto de perfil fue aprobada y ya aparece en tu credencial.${when}`, now)
  return { id: request.id, accountNumber: request.account_number, status: 'approved', reason: null }
}

/** Decides every pending photo the filter selects, oldest first. Runs inside a transaction. */
export function decidePendingPhotos(db: Db, now: Date, filter: PhotoFilter, verdict: PhotoVerdict = {}): DecidedPhoto[] {
  const pending = all<PendingRow>(
    db,
    `SELECT id, account_number, file_name FROM photo_requests
     WHERE status = 'pending' AND (?1 IS NULL OR account_number = ?1) AND (?2 IS NULL OR (auto_review = 1 AND sent_at <= ?2))
     ORDER BY id`,
    filter.accountNumber ?? null, filter.sentBefore?.toISOString() ?? null,
  )
  return pending.map((request) => decide(db, request, verdict, now))
}

/**
 * Tests only: the account's last approval (and its sending) moves `months` calendar months back, so
 * the 4-month wait can end without waiting. Null when the account has no approved photo.
 */
export function ageLastApproval(db: Db, accountNumber: string, months: number): { approvedAt: string; nextChangeAt: string | null } | null {
  const approved = lastApproved(db, accountNumber)
  if (!approved?.decidedAt) return null
  const back = (iso: string) => {
    const instant = new Date(iso)
    const day = calendarMonthsLater(instant, -months)
    const local = calendarMonthsLater(instant, 0)
    return new Date(day.getTime() + (instant.getTime() - local.getTime())).toISOString()
  }
  const approvedAt = back(approved.decidedAt)
  run(db, 'UPDATE photo_requests SET sent_at = ?, decided_at = ? WHERE id = ?', back(approved.sentAt), approvedAt, approved.id)
  const next = nextChangeOf(db, accountNumber)
  return { approvedAt, nextChangeAt: next?.toISOString() ?? null }
}
