import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DigitalFile, DocumentStatus, FileDocument, HistoryEvent } from '@/contract/digital-file'
import type { SelectedStudent } from '@/contract/user'
import { campusDay } from '@/shared/i18n/format'
import type { OutboxItem } from '@/shared/sync/outbox-item'

/** The outbox kind of a document upload (shared with every other screen that uploads). */
export const UPLOAD_KIND = 'upload' as const

/** Colour palettes a status may take; the label always goes with it, never colour alone. */
export type Tone = 'gray' | 'blue' | 'green' | 'orange' | 'red' | 'purple'

export interface StatusLook {
  label: MessageDescriptor
  tone: Tone
}

/** How each of the twelve statuses of spec §4 reads on screen. */
export const STATUS_LOOK: Readonly<Record<DocumentStatus, StatusLook>> = {
  'pending-upload': { label: msg`Por subir`, tone: 'gray' },
  'pending-approval': { label: msg`En revisión`, tone: 'blue' },
  rejected: { label: msg`Rechazado`, tone: 'red' },
  completed: { label: msg`Aprobado`, tone: 'green' },
  'near-expiry': { label: msg`Por vencer`, tone: 'orange' },
  expired: { label: msg`Vencido`, tone: 'red' },
  'extension-requested': { label: msg`Prórroga solicitada`, tone: 'purple' },
  'extension-accepted': { label: msg`Prórroga aceptada`, tone: 'blue' },
  'extension-rejected': { label: msg`Prórroga rechazada`, tone: 'red' },
  'pending-physical': { label: msg`Entrega física pendiente`, tone: 'orange' },
  'physical-delivered': { label: msg`Entregado en físico`, tone: 'green' },
  'letter-unsigned': { label: msg`Carta sin firmar`, tone: 'orange' },
}

/** What the person is asked to do next, per status (the physical delivery adds where and when on screen). */
export const NEXT_STEP: Readonly<Record<DocumentStatus, MessageDescriptor | null>> = {
  'pending-upload': msg`Sube este documento.`,
  'pending-approval': msg`Lo estamos revisando; te avisaremos cuando haya una decisión.`,
  rejected: msg`Corrige lo que se indica y vuelve a subirlo.`,
  completed: null,
  'near-expiry': msg`Súbelo antes de la fecha límite.`,
  expired: msg`El plazo para subirlo terminó. Puedes solicitar una prórroga.`,
  'extension-requested': msg`Tu solicitud de prórroga está en revisión.`,
  'extension-accepted': msg`Súbelo antes de la nueva fecha límite.`,
  'extension-rejected': msg`Tu solicitud de prórroga fue rechazada.`,
  'pending-physical': msg`Entrega el documento original en papel.`,
  'physical-delivered': null,
  'letter-unsigned': msg`Lee y firma la carta compromiso de devolución de documentos.`,
}

export const HISTORY_LABEL: Readonly<Record<HistoryEvent, MessageDescriptor>> = {
  assigned: msg`Documento asignado`,
  uploaded: msg`Archivo subido`,
  approved: msg`Aprobado`,
  rejected: msg`Rechazado`,
  'extension-requested': msg`Prórroga solicitada`,
  'extension-accepted': msg`Prórroga aceptada`,
  'extension-rejected': msg`Prórroga rechazada`,
  'physical-delivered': msg`Entregado en físico`,
  'letter-signed': msg`Carta compromiso firmada`,
}

const DAY_MS = 24 * 60 * 60_000

/** Whole days from today (in Mexico City) to a due date: 0 on the day itself, negative once past. */
export function daysUntil(dueDate: string, now: Date): number {
  const today = Date.parse(`${campusDay(now)}T00:00:00Z`)
  const due = Date.parse(`${dueDate}T00:00:00Z`)
  return Math.round((due - today) / DAY_MS)
}

/** Whether the due date deserves the "vence en N días" notice (parameter EXPPROXVEN). */
export function showsCountdown(document: FileDocument, now: Date, nearExpiryDays: number): boolean {
  if (!document.dueDate || !document.canUpload) return false
  const days = daysUntil(document.dueDate, now)
  return days >= 0 && days <= nearExpiryDays
}

/** The upload of each document still in the outbox (the newest when there are several). */
export function queuedUploads(items: readonly OutboxItem[]): Map<number, OutboxItem> {
  const byDocument = new Map<number, OutboxItem>()
  for (const item of items) {
    if (item.kind !== UPLOAD_KIND || item.meta.domain !== 'digital-file') continue
    byDocument.set(Number(item.meta.documentDeliveredId), item)
  }
  return byDocument
}

/** File names already used in a digital file: a new upload must not repeat one (spec §5). */
export function takenNames(documents: readonly FileDocument[], queued: Iterable<OutboxItem>): string[] {
  const names = documents.flatMap((document) => (document.file ? [document.file.name] : []))
  for (const item of queued) for (const file of item.files ?? []) names.push(file.name)
  return names
}

/** Documents in the order a person works through them: what needs them first, done ones last. */
const ORDER: Readonly<Record<DocumentStatus, number>> = {
  expired: 0,
  rejected: 1,
  'near-expiry': 2,
  'letter-unsigned': 3,
  'pending-upload': 4,
  'extension-rejected': 5,
  'extension-accepted': 6,
  'pending-physical': 7,
  'extension-requested': 8,
  'pending-approval': 9,
  'physical-delivered': 10,
  completed: 11,
}

export function byUrgency(documents: readonly FileDocument[]): FileDocument[] {
  return [...documents].sort((a, b) => ORDER[a.status] - ORDER[b.status] || a.name.localeCompare(b.name, 'es'))
}

/** Whether an answer saved at `savedAt` (null: just now from the server) is at least as new as one saved at `than`. */
export function notOlder(savedAt: number | null, than: number | null): boolean {
  return savedAt === null || (than !== null && savedAt >= than)
}

/**
 * A list with one record as read on its own: it takes the place of the list's copy when it is at
 * least as new as the list, and joins the list (first) when the list does not have it yet.
 */
export function withLatest<T>(
  list: readonly T[],
  listSavedAt: number | null,
  latest: { data: T; savedAt: number | null } | undefined,
  idOf: (item: T) => number,
): readonly T[] {
  if (!latest) return list
  const id = idOf(latest.data)
  const index = list.findIndex((item) => idOf(item) === id)
  if (index < 0) return [latest.data, ...list]
  if (!notOlder(latest.savedAt, listSavedAt) || list[index] === latest.data) return list
  return list.map((item, i) => (i === index ? latest.data : item))
}

export const documentId = (document: FileDocument) => document.documentDeliveredId
export const fileId = (file: DigitalFile) => file.id

/** Whether a file belongs to the selected student's career. */
export function ofCareer(file: DigitalFile, student: SelectedStudent): boolean {
  return file.accountNumber === student.accountNumber && file.cvProgram === student.cvProgram && file.campusCode === student.campusCode
}
