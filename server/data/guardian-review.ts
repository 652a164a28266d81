import { DOCUMENT_MISMATCH_REASON, type GuardianKind } from '../../src/contract/guardians.ts'
import type { NotificationCode } from '../../src/contract/notification.ts'
import { all, run, type Db } from '../db/sql.ts'
import { fullNameOf, tutorIdByEmail } from './guardians.ts'
import { writeNotification } from './notifications.ts'

/**
 * The registrar's review of parents or tutors and economic responsibles, played by the reference
 * server (architecture §10): it decides the registrations and the requests to enable a person
 * again by a visible rule and sends the notification the real back office would. An approved
 * tutor whose personal email is a tutor account's sees the student from then on.
 */

export type GuardianDecision = 'approve' | 'reject'

export interface GuardianFilter {
  accountNumber?: string | undefined
  /** Only what the demo reviewer takes on its own (sent through the API), sent at or before this. */
  sentBefore?: Date | undefined
}

export interface GuardianVerdict {
  decision?: GuardianDecision | undefined
  reason?: string | undefined
}

export interface DecidedGuardianRequest {
  id: number
  guardianId: number
  accountNumber: string
  action: 'register' | 'enable'
  status: 'approved' | 'rejected'
  reason: string | null
}

// The visible rule: a registration whose document's file name says "rechazar" is turned down.
const SAYS_REJECT = /rechazar/i
const ENABLE_REJECTED = 'La universidad no pudo confirmar la relación con el alumno.'

const KIND_WORDS: Record<GuardianKind, { one: string; title: string }> = {
  tutor: { one: 'tutor', title: 'Tutor' },
  economic: { one: 'responsable económico', title: 'Responsable económico' },
}

/** Spec §1's codes, by kind, action and outcome. */
const CODES: Record<GuardianKind, Record<'register' | 'enable', Record<'approved' | 'rejected', NotificationCode>>> = {
  tutor: {
    register: { approved: 'APROBALTATUTOR', rejected: 'RECHALTATUTOR' },
    enable: { approved: 'APROBAACTTUTOR', rejected: 'RECHACTUTUTOR' },
  },
  economic: {
    register: { approved: 'APROBALTARESPECO', rejected: 'RECHALTARESPECON' },
    enable: { approved: 'APROBACTRESPECONO', rejected: 'RECHACTRESPECONO' },
  },
}

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`)

interface PendingRow {
  id: number
  guardian_id: number
  action: 'register' | 'enable'
  document_name: string | null
  account_number: string
  kind: GuardianKind
  given_names: string
  paternal_surname: string
  maternal_surname: string
  personal_email: string
}

function texts(request: PendingRow, status: 'approved' | 'rejected', reason: string | null): { title: string; body: string } {
  const words = KIND_WORDS[request.kind]
  const name = fullNameOf({ givenNames: request.given_names, paternalSurname: request.paternal_surname, maternalSurname: request.maternal_surname })
  if (request.action === 'register') {
    return status === 'approved'
      ? { title: `${words.title} aprobado`, body: `El registro de ${name} como ${words.one} fue aprobado.` }
      : { title: `${words.title} rechazado`, body: `El registro de ${name} como ${words.one} fue rechazado: ${reason ?? ''} Puedes registrarlo de nuevo con sus documentos.` }
  }
  return status === 'approved'
    ? { title: `${words.title} habilitado`, body: `${name} está habilitado de nuevo como ${words.one}.` }
    : { title: `${words.title} sin habilitar`, body: `No se habilitó de nuevo a ${name} como ${words.one}: ${reason ?? ''}` }
}

function decide(db: Db, request: PendingRow, verdict: GuardianVerdict, now: Date): DecidedGuardianRequest {
  const at = now.toISOString()
  const rule: GuardianDecision = request.action === 'register' && SAYS_REJECT.test(request.document_name ?? '') ? 'reject' : 'approve'
  const decision = verdict.decision ?? rule
  const status = decision === 'approve' ? 'approved' : 'rejected'
  const reason = status === 'rejected' ? sentence(verdict.reason ?? (request.action === 'register' ? DOCUMENT_MISMATCH_REASON : ENABLE_REJECTED)) : null
  run(db, 'UPDATE guardian_requests SET status = ?, decided_at = ?, reason = ? WHERE id = ?', status, at, reason, request.id)
  if (request.action === 'register') {
    // An approved tutor is linked to the tutor account with their email, if there is one.
    const tutorId = request.kind === 'tutor' && status === 'approved' ? tutorIdByEmail(db, request.personal_email) : null
    run(db, 'UPDATE guardians SET status = ?, enabled = ?, tutor_id = ? WHERE id = ?', status, status === 'approved' ? 1 : 0, tutorId, request.guardian_id)
  } else if (status === 'approved') {
    run(db, 'UPDATE guardians SET enabled = 1 WHERE id = ?', request.guardian_id)
  }
  const { title, body } = texts(request, status, reason)
  writeNotification(db, { accountNumber: request.account_number, clave: CODES[request.kind][request.action][status], title, body, docId: null, at: now })
  return { id: request.id, guardianId: request.guardian_id, accountNumber: request.account_number, action: request.action, status, reason }
}

/** Decides every pending request the filter selects, oldest first. Runs inside a transaction. */
export function decidePendingGuardians(db: Db, now: Date, filter: GuardianFilter, verdict: GuardianVerdict = {}): DecidedGuardianRequest[] {
  const pending = all<PendingRow>(
    db,
    `SELECT r.id, r.guardian_id, r.action, r.document_name, g.account_number, g.kind, g.given_names, g.paternal_surname, g.maternal_surname,
            g.personal_email
     FROM guardian_requests r JOIN guardians g ON g.id = r.guardian_id
     WHERE r.status = 'pending' AND (?1 IS NULL OR g.account_number = ?1) AND (?2 IS NULL OR (r.auto_review = 1 AND r.requested_at <= ?2))
     ORDER BY r.id`,
    filter.accountNumber ?? null, filter.sentBefore?.toISOString() ?? null,
  )
  return pending.map((request) => decide(db, request, verdict, now))
}

/** Spec §1 NUEVTUT: the student hears that the registration of a tutor was received and is in review. */
export function notifyRegistrationReceived(db: Db, accountNumber: string, name: string, now: Date): void {
  writeNotification(db, {
    accountNumber, clave: 'NUEVTUT', title: 'Nuevo tutor en revisión',
    body: `Recibimos el registro de ${name} como tutor. La universidad revisará sus documentos en 3 a 5 días hábiles.`, docId: null, at: now,
  })
}
