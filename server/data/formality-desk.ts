import { createHash } from 'node:crypto'
import { all, one, run, transaction, type Db } from '../db/sql.ts'
import { formalityPdf } from '../pdf/formality.ts'
import { documentStudent } from './academic-report.ts'
import { subjectsOf } from './academic-subjects.ts'
import type { FileStore } from './digital-file-store.ts'
import { addHistory } from './digital-file-writes.ts'
import { writeNotification } from './notifications.ts'

/** Who the digital file's history names for a formality's document. */
export const SCHOOL_SERVICES = 'Servicios escolares'
/** The digital file that holds the documents of the formalities of a career. */
export const FORMALITIES_FILE = 'Trámites y constancias'

export interface DeskFilter {
  /** Only what became payable (requested free, or its order paid) before this instant; none: everything payable. */
  payableBefore?: Date
  accountNumber?: string
}

interface Due {
  id: number
  account_number: string
  cv_program: string
  campus_code: string
  name: string
  with_grades: number
}

/** A paid formality becomes payable when its order is paid: the desk's delay counts from then. */
function markPaid(db: Db, now: Date): void {
  run(
    db,
    `UPDATE formality_requests SET payable_since = ?
     WHERE payable_since IS NULL AND order_id IN (SELECT id FROM payment_orders WHERE paid_by IS NOT NULL)`,
    now.toISOString(),
  )
}

function dueRequests(db: Db, filter: DeskFilter): Due[] {
  return all<Due>(
    db,
    `SELECT r.id, r.account_number, r.cv_program, r.campus_code, r.name, t.with_grades
     FROM formality_requests r JOIN formality_types t ON t.id = r.type_id
     WHERE r.document_id IS NULL AND r.payable_since IS NOT NULL AND r.payable_since <= ? AND (? IS NULL OR r.account_number = ?)
     ORDER BY r.id`,
    filter.payableBefore?.toISOString() ?? '9999-12-31T23:59:59.999Z', filter.accountNumber ?? null, filter.accountNumber ?? null,
  )
}

const folioOf = (id: number) => `TRA-${String(id).padStart(8, '0')}`

/** The career's "Trámites y constancias" file, made the first time a document arrives. */
function formalitiesFile(db: Db, due: Due, now: Date): number {
  const found = one<{ id: number }>(
    db, 'SELECT id FROM digital_files WHERE account_number = ? AND cv_program = ? AND campus_code = ? AND name = ?',
    due.account_number, due.cv_program, due.campus_code, FORMALITIES_FILE,
  )
  if (found) return found.id
  const next = (one<{ id: number | null }>(db, 'SELECT MAX(id) AS id FROM digital_files')?.id ?? 0) + 1
  run(
    db, 'INSERT INTO digital_files (id, account_number, cv_program, campus_code, name, assigned_at) VALUES (?, ?, ?, ?, ?, ?)',
    next, due.account_number, due.cv_program, due.campus_code, FORMALITIES_FILE, now.toISOString(),
  )
  return next
}

/** Files the PDF as an approved document of the career's formalities file, with its notification. */
function deliver(db: Db, due: Due, stored: { name: string; bytes: Buffer }, fileName: string, now: Date): number | null {
  // Another pass may have delivered it meanwhile.
  if (one(db, 'SELECT 1 AS done FROM formality_requests WHERE id = ? AND document_id IS NOT NULL', due.id)) return null
  const fileId = formalitiesFile(db, due, now)
  const position = (one<{ p: number | null }>(db, 'SELECT MAX(position) AS p FROM digital_file_documents WHERE file_id = ?', fileId)?.p ?? 0) + 1
  const documentId = run(
    db,
    `INSERT INTO digital_file_documents (file_id, position, kind, name, description, allowed_extensions, max_size_mb)
     VALUES (?, ?, 'document', ?, ?, 'pdf', 5)`,
    fileId, position, due.name, `Emitido por ${SCHOOL_SERVICES} (folio ${folioOf(due.id)}), solicitado en la ventanilla en línea.`,
  ).lastId
  const at = now.toISOString()
  run(
    db,
    `INSERT INTO digital_file_uploads (document_id, file_name, stored_name, size, mime_type, sha256, uploaded_at, uploaded_by, review, decided_at, auto_review)
     VALUES (?, ?, ?, ?, 'application/pdf', ?, ?, ?, 'approved', ?, 0)`,
    documentId, fileName, stored.name, stored.bytes.byteLength, createHash('sha256').update(stored.bytes).digest('hex'), at, SCHOOL_SERVICES, at,
  )
  addHistory(db, documentId, now, 'uploaded', SCHOOL_SERVICES, fileName)
  addHistory(db, documentId, now, 'approved', SCHOOL_SERVICES)
  run(db, 'UPDATE formality_requests SET document_id = ?, ready_at = ? WHERE id = ?', documentId, at, due.id)
  writeNotification(db, {
    accountNumber: due.account_number, clave: 'APROBDOC', title: 'Tu trámite está listo',
    body: `${due.name} ya está en tu expediente digital.`, docId: String(documentId), link: null, at: now,
  })
  return documentId
}

const safeFileName = (name: string, id: number) =>
  `${name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9 _-]/g, '_').trim()} ${folioOf(id)}.pdf`

/**
 * School services at work (architecture §10): every formality payable before `payableBefore`
 * gets its PDF, written to the digital file's store and filed as an approved document, with an
 * `APROBDOC` notice. The PDF is made outside any transaction (rendering awaits); each delivery is
 * one transaction that checks the request is still waiting, so two passes never file it twice.
 * Answers the ids of the documents filed.
 */
export async function produceFormalities(db: Db, store: FileStore, now: Date, filter: DeskFilter = {}): Promise<number[]> {
  const due = transaction(db, () => {
    markPaid(db, now)
    return dueRequests(db, filter)
  })
  const filed: number[] = []
  for (const request of due) {
    const student = documentStudent(db, request.account_number, request.cv_program)
    const career = one<{ school_cycle: string; school_cycle_name: string }>(
      db, 'SELECT school_cycle, school_cycle_name FROM academic_careers WHERE account_number = ? AND cv_program = ?',
      request.account_number, request.cv_program,
    )
    if (!student || !career) continue
    const bytes = await formalityPdf({
      name: request.name, folio: folioOf(request.id), student, cycle: career.school_cycle, cycleName: career.school_cycle_name,
      subjects: request.with_grades ? subjectsOf(db, request.account_number, request.cv_program, 'history') : null,
    }, now)
    const storedName = store.save(bytes, 'pdf')
    try {
      const documentId = transaction(db, () => deliver(db, request, { name: storedName, bytes }, safeFileName(request.name, request.id), now))
      if (documentId === null) store.remove(storedName)
      else filed.push(documentId)
    } catch (error) {
      store.remove(storedName)
      throw error
    }
  }
  return filed
}
