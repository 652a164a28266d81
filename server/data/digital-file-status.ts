import type { DocumentStatus, RequestStatus, StatusWord } from '../../src/contract/digital-file.ts'
import { parseIsoDay, type Day } from './academic-time.ts'

/** The stored facts a document's status follows from; nothing here depends on the caller. */
export interface StatusFacts {
  kind: 'document' | 'letter'
  dueDate: string | null
  /** The original must also be handed in on paper. */
  needsPaper: boolean
  paperDelivered: boolean
  /** The reviewer's verdict on the latest upload; null before any. */
  review: 'pending' | 'approved' | 'rejected' | null
  /** The latest extension request. */
  extension: { status: RequestStatus; newDueDate: string | null } | null
  letterSigned: boolean
}

// Spec §8 "Screen messages": expired upload time, pending document awaiting approval.
export const EXPIRED_UPLOAD = 'El tiempo de carga de este documento ha vencido'
export const AWAITING_APPROVAL = 'El documento está pendiente de aprobación'

/** The deadline that counts: an accepted extension's, else the document's own. */
export function effectiveDue(facts: StatusFacts): Day | null {
  const accepted = facts.extension?.status === 'approved' ? facts.extension.newDueDate : null
  const due = accepted ?? facts.dueDate
  return due === null ? null : parseIsoDay(due)
}

const isPastDue = (facts: StatusFacts, today: Day) => {
  const due = effectiveDue(facts)
  return due !== null && today > due
}

/**
 * Spec §4's twelve statuses, most decisive first: what the reviewer decided, then what is waiting
 * for someone, then the deadline. An upload is allowed through the whole due day.
 */
export function documentStatus(facts: StatusFacts, today: Day, nearExpiryDays: number): DocumentStatus {
  if (facts.kind === 'letter') return facts.letterSigned ? 'completed' : 'letter-unsigned'
  if (facts.review === 'approved') {
    if (!facts.needsPaper) return 'completed'
    return facts.paperDelivered ? 'physical-delivered' : 'pending-physical'
  }
  if (facts.review === 'pending') return 'pending-approval'
  const extension = facts.extension?.status
  if (extension === 'pending-approval') return 'extension-requested'
  if (isPastDue(facts, today)) return 'expired'
  if (facts.review === 'rejected') return 'rejected'
  if (extension === 'rejected') return 'extension-rejected'
  if (extension === 'approved') return 'extension-accepted'
  const due = effectiveDue(facts)
  if (due !== null && due - today <= nearExpiryDays) return 'near-expiry'
  return 'pending-upload'
}

/** Why a new file cannot be taken now, or null when it can. */
export function uploadRefusal(facts: StatusFacts, today: Day): string | null {
  if (facts.kind === 'letter') return 'La carta compromiso se firma; no se le carga un archivo'
  if (facts.review === 'pending') return AWAITING_APPROVAL
  if (facts.review === 'approved') return 'El documento ya fue aprobado; no necesita otro archivo'
  if (isPastDue(facts, today)) return EXPIRED_UPLOAD
  return null
}

/** Why an extension cannot be asked for now, or null when it can (an expired document can). */
export function extensionRefusal(facts: StatusFacts): string | null {
  if (facts.kind === 'letter') return 'La carta compromiso no admite prórroga'
  if (facts.review === 'pending' || facts.review === 'approved') return 'El documento ya fue entregado; no necesita prórroga'
  if (facts.dueDate === null) return 'Este documento no tiene fecha límite'
  if (facts.extension?.status === 'pending-approval') return 'Ya hay una solicitud de prórroga en revisión para este documento'
  if (facts.extension?.status === 'approved') return 'Este documento ya tiene una prórroga aceptada'
  return null
}

export const STATUS_WORD_OF: Record<DocumentStatus, StatusWord> = {
  'pending-upload': 'PENDIENTE',
  'pending-approval': 'PROCESO',
  'rejected': 'RECHAZADO',
  'completed': 'COMPLETADO',
  'near-expiry': 'PENDIENTE',
  'expired': 'VENCIDO',
  'extension-requested': 'SOLICITUD',
  'extension-accepted': 'PRORROGA ACEPTADA',
  'extension-rejected': 'RECHAZADO',
  'pending-physical': 'FISICA',
  'physical-delivered': 'COMPLETADO',
  'letter-unsigned': 'PENDIENTE',
}

/** Nothing is left to do on the document. */
export const isDone = (status: DocumentStatus) => status === 'completed' || status === 'physical-delivered'

const WAITING_ON_UNIVERSITY: ReadonlySet<DocumentStatus> = new Set(['pending-approval', 'extension-requested'])

/**
 * A whole file's word: complete, something overdue, something the student must do, or only the
 * university's side left. A file nobody has touched yet is new.
 */
export function fileStatusWord(statuses: readonly DocumentStatus[], anyUpload: boolean): StatusWord {
  if (statuses.every(isDone)) return 'COMPLETADO'
  if (statuses.includes('expired')) return 'VENCIDO'
  if (!anyUpload) return 'NUEVO'
  if (statuses.every((s) => isDone(s) || WAITING_ON_UNIVERSITY.has(s))) return 'PROCESO'
  return 'PENDIENTE'
}
