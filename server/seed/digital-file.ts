import { createHash } from 'node:crypto'
import type { DocumentStatus, ExtensionType } from '../../src/contract/digital-file.ts'
import type { NotificationCode } from '../../src/contract/notification.ts'
import type { Career } from '../../src/contract/user.ts'
import { all, insert, one, run, type Db } from '../db/sql.ts'
import { isoDay, localDay, type Day } from '../data/academic-time.ts'
import { sendExpiryNotices } from '../data/digital-file-review.ts'
import type { FileStore } from '../data/digital-file-store.ts'
import { REVIEWER } from '../data/digital-file-writes.ts'
import type { SeedContext } from './context.ts'
import { sampleCsv, sampleDocx, samplePdf, samplePng } from './sample-files.ts'
import { ACCOUNTS, SEED_STUDENTS, type SeedStudent } from './students.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

export const EXTENSION_TYPES: ExtensionType[] = [
  { id: 1, name: 'Documento en trámite en la escuela de procedencia', days: 30, requiresLetter: true, active: true },
  { id: 2, name: 'Trámite ante el Registro Civil', days: 20, requiresLetter: true, active: true },
  { id: 3, name: 'Motivos personales o de salud', days: 10, requiresLetter: false, active: true },
  { id: 4, name: 'Prórroga extraordinaria de fin de ciclo', days: 45, requiresLetter: true, active: false },
]

interface PlannedDocument {
  name: string
  description: string
  extensions: readonly string[]
  maxSizeMb: number
  /** The status the document shows on the seed day. */
  state: DocumentStatus
  /** Days from the seed day to its due date (the letter has none). */
  dueIn: number
  /** The original must also be handed in on paper. */
  paper?: boolean
  /** Name of the file already uploaded, for the states that have one. */
  fileName?: string
}

const ANY = ['pdf', 'jpg', 'jpeg', 'png'] as const
const PDF = ['pdf'] as const
const IMAGES = ['jpg', 'jpeg', 'png'] as const
const SHEETS = ['csv', 'xlsx', 'xls'] as const
const PDF_OR_WORD = ['pdf', 'docx'] as const

/** The certificate of the studies before this level, and of the ones before those. */
const EARLIER_STUDIES: Record<string, [recent: string, older: string]> = {
  Licenciatura: ['Certificado de bachillerato', 'Certificado de secundaria'],
  Maestría: ['Título de licenciatura', 'Certificado de licenciatura'],
  Preparatoria: ['Certificado de secundaria', 'Certificado de primaria'],
}

export const LETTER_NAME = 'Carta compromiso de devolución de documentos'

/** An admission file holds every status of spec §4 once, in this order. */
function admissionPlan(level: string): PlannedDocument[] {
  const [recent, older] = EARLIER_STUDIES[level] ?? EARLIER_STUDIES.Licenciatura ?? ['', '']
  return [
    { name: 'Acta de nacimiento', description: 'Copia legible del acta de nacimiento, por ambos lados si tiene reverso.', extensions: ANY, maxSizeMb: 5, state: 'physical-delivered', dueIn: -20, paper: true, fileName: 'acta_nacimiento.pdf' },
    { name: 'CURP', description: 'Constancia de la CURP descargada del portal del gobierno, con fecha de este año.', extensions: PDF, maxSizeMb: 5, state: 'completed', dueIn: -20, fileName: 'CURP.pdf' },
    { name: 'Identificación oficial', description: 'INE o pasaporte vigente, por ambos lados y en un solo archivo.', extensions: ANY, maxSizeMb: 5, state: 'pending-approval', dueIn: 10, fileName: 'INE ambos lados.pdf' },
    { name: 'Comprobante de domicilio', description: 'Recibo de luz, agua, teléfono o predial con no más de 3 meses de antigüedad.', extensions: ANY, maxSizeMb: 5, state: 'rejected', dueIn: 30, fileName: 'recibo luz.pdf' },
    { name: recent, description: 'Documento oficial con calificaciones, folio y sello de la institución.', extensions: PDF, maxSizeMb: 5, state: 'pending-physical', dueIn: -15, paper: true, fileName: 'certificado_estudios.pdf' },
    { name: 'Fotografía infantil', description: 'Fotografía reciente a color, tamaño infantil, fondo blanco y sin lentes.', extensions: IMAGES, maxSizeMb: 2, state: 'near-expiry', dueIn: 5 },
    { name: 'Certificado médico', description: 'Expedido por una institución de salud pública hace no más de 6 meses.', extensions: ANY, maxSizeMb: 5, state: 'expired', dueIn: -3 },
    { name: 'Carta de buena conducta', description: 'Expedida y firmada por la escuela de procedencia.', extensions: PDF, maxSizeMb: 5, state: 'extension-requested', dueIn: 9 },
    { name: older, description: 'Copia del certificado, por ambos lados.', extensions: ANY, maxSizeMb: 5, state: 'extension-accepted', dueIn: -10 },
    { name: 'Comprobante de pago de inscripción', description: 'Ficha o recibo del pago de la inscripción al primer ciclo.', extensions: ANY, maxSizeMb: 5, state: 'extension-rejected', dueIn: 8 },
    { name: 'Solicitud de admisión firmada', description: 'Formato de solicitud de admisión con tu firma autógrafa.', extensions: PDF, maxSizeMb: 5, state: 'pending-upload', dueIn: 45 },
    { name: LETTER_NAME, description: 'Lee y firma la carta en la que la universidad se compromete a devolverte tus originales.', extensions: [], maxSizeMb: 5, state: 'letter-unsigned', dueIn: 0 },
  ]
}

/** A Word file, so the office document viewer has something to show. */
export const MOTIVATION_FILE = 'exposicion_motivos.docx'
const MOTIVATION_LETTER = [
  'Solicito la beca académica porque mi familia sostiene mis estudios con el ingreso de mis padres, y con ella podré dedicar más tiempo a la carrera.',
  'En el último ciclo obtuve un promedio de 9.2 y participo en el programa de tutorías entre pares; me comprometo a mantener ese desempeño.',
]

/** A small file with one step left, so a test can see a file become complete. */
const SCHOLARSHIP_PLAN: PlannedDocument[] = [
  { name: 'Solicitud de beca académica', description: 'Formato de solicitud llenado y firmado.', extensions: PDF, maxSizeMb: 5, state: 'completed', dueIn: -10, fileName: 'solicitud_beca.pdf' },
  { name: 'Comprobante de ingresos familiares', description: 'Recibos de nómina o constancia de ingresos de los últimos 3 meses.', extensions: ANY, maxSizeMb: 5, state: 'completed', dueIn: -10, fileName: 'constancia_ingresos.pdf' },
  { name: 'Carta de exposición de motivos', description: 'Explica en una cuartilla por qué solicitas la beca.', extensions: PDF_OR_WORD, maxSizeMb: 5, state: 'pending-approval', dueIn: 20, fileName: MOTIVATION_FILE },
  { name: 'Relación de ingresos del hogar', description: 'Hoja de cálculo con el ingreso mensual de cada integrante del hogar.', extensions: SHEETS, maxSizeMb: 5, state: 'completed', dueIn: -10, fileName: 'ingresos_hogar.csv' },
]

export interface PlannedFile {
  id: number
  student: SeedStudent
  career: Career
  kind: 'admission' | 'scholarship'
}

const NOT_SEEDED: ReadonlySet<string> = new Set([ACCOUNTS.sinMatriculaUvm, ACCOUNTS.sinMatriculaUnitec])
const SCHOLARSHIPS: ReadonlyArray<[account: string, cvProgram: string]> = [[ACCOUNTS.alumnoUvm, 'LPSI-18'], [ACCOUNTS.alumnoUnitec, 'ISC-20']]

/**
 * One admission file per career of every named account (the generated ones and the students
 * not enrolled have none), then two scholarship files. Ids follow this order, so they are the
 * same in every fresh database and after a reset.
 */
export function plannedFiles(): PlannedFile[] {
  const named = new Set<string>(Object.values(ACCOUNTS).filter((account) => !NOT_SEEDED.has(account)))
  const students = SEED_STUDENTS.filter((s) => named.has(s.accountNumber))
  const admissions = students.flatMap((student) => student.careers.map((career) => ({ student, career, kind: 'admission' as const })))
  const scholarships = SCHOLARSHIPS.flatMap(([account, program]) => {
    const student = students.find((s) => s.accountNumber === account)
    const career = student?.careers.find((c) => c.cvProgram === program)
    return student && career ? [{ student, career, kind: 'scholarship' as const }] : []
  })
  return [...admissions, ...scholarships].map((file, index) => ({ ...file, id: index + 1 }))
}

export const documentIdOf = (fileId: number, position: number) => 10_000 + fileId * 100 + position

const planOf = (file: PlannedFile) => (file.kind === 'admission' ? admissionPlan(file.career.level) : SCHOLARSHIP_PLAN)

const NOTICE_STATES: Partial<Record<NotificationCode, DocumentStatus>> = {
  RECHADOC: 'rejected', APROBDOC: 'completed', EXPPVEN: 'near-expiry', EXPVENC: 'expired', APROBPRO: 'extension-accepted',
  RECHAPRO: 'extension-rejected', PENENFIS: 'pending-physical', FIRDEDOC: 'letter-unsigned', ASIGDOC: 'pending-upload',
}

/** The id of the document of a seeded file that shows `state` on the seed day, if the file has one. */
export function seededDocumentId(fileId: number, state: DocumentStatus): number | null {
  const file = plannedFiles().find((f) => f.id === fileId)
  const position = file ? planOf(file).findIndex((d) => d.state === state) : -1
  return file && position >= 0 ? documentIdOf(file.id, position + 1) : null
}

/** The seeded document a seeded notification of this type is about (the account's first admission file). */
export function documentForNotice(accountNumber: string, clave: NotificationCode): number | null {
  const state = NOTICE_STATES[clave]
  const file = plannedFiles().find((f) => f.student.accountNumber === accountNumber && f.kind === 'admission')
  return state && file ? seededDocumentId(file.id, state) : null
}

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** What a seeded stored file holds: made again from its name whenever the file is missing. */
function sampleBytes(fileName: string): { bytes: Buffer; mimeType: string } {
  if (fileName.endsWith('.png')) return { bytes: samplePng(), mimeType: 'image/png' }
  if (fileName.endsWith('.csv')) return { bytes: sampleCsv(), mimeType: 'text/csv' }
  if (fileName.endsWith('.docx')) return { bytes: sampleDocx(MOTIVATION_LETTER), mimeType: DOCX_TYPE }
  return { bytes: samplePdf(fileName.replace(/\.\w+$/, '')), mimeType: 'application/pdf' }
}

const SEED_PREFIX = 'seed-'

/** Writes every seeded file the store lacks (a fresh data folder, or one a reset emptied). */
export function restoreSeedFiles(db: Db, store: FileStore): number {
  const rows = all<{ stored_name: string; file_name: string }>(
    db,
    `SELECT stored_name, file_name FROM digital_file_uploads WHERE stored_name LIKE '${SEED_PREFIX}%'
     UNION ALL SELECT stored_name, file_name FROM digital_file_extension_letters WHERE stored_name LIKE '${SEED_PREFIX}%'`,
  )
  let written = 0
  for (const row of rows) {
    if (store.has(row.stored_name)) continue
    store.writeAs(row.stored_name, sampleBytes(row.file_name).bytes)
    written++
  }
  return written
}

const EARLIER_MOTIVATION_FILE = 'exposicion_motivos.pdf'

/**
 * Databases seeded while the letter of motivation was a PDF: the document takes .docx too, and
 * its seeded file becomes the Word one unless someone has replaced it. When the store opens it
 * writes the new file and sweeps the old one.
 */
export function seedMotivationDocx(db: Db): void {
  const { bytes, mimeType } = sampleBytes(MOTIVATION_FILE)
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  const position = SCHOLARSHIP_PLAN.findIndex((d) => d.fileName === MOTIVATION_FILE) + 1
  for (const file of plannedFiles().filter((f) => f.kind === 'scholarship')) {
    const id = documentIdOf(file.id, position)
    run(db, 'UPDATE digital_file_documents SET allowed_extensions = ? WHERE id = ?', PDF_OR_WORD.join(','), id)
    const { changes } = run(
      db,
      'UPDATE digital_file_uploads SET file_name = ?, stored_name = ?, size = ?, mime_type = ?, sha256 = ? WHERE document_id = ? AND seeded = 1 AND file_name = ?',
      MOTIVATION_FILE, `${SEED_PREFIX}${id}-1.docx`, bytes.length, mimeType, sha256, id, EARLIER_MOTIVATION_FILE,
    )
    if (changes > 0) run(db, 'UPDATE digital_file_history SET file_name = ? WHERE document_id = ? AND file_name = ?', MOTIVATION_FILE, id, EARLIER_MOTIVATION_FILE)
  }
}

interface Writer {
  db: Db
  now: Date
  today: Day
  file: PlannedFile
  assignedAt: Date
}

const ago = (w: Writer, days: number, hours = 0) => new Date(w.now.getTime() - days * DAY_MS - hours * HOUR_MS)

function history(w: Writer, documentId: number, at: Date, event: string, by: string, fileName: string | null = null, reason: string | null = null) {
  insert(w.db, 'digital_file_history', { document_id: documentId, at: at.toISOString(), event, by_name: by, file_name: fileName, reason })
}

function upload(w: Writer, documentId: number, fileName: string, at: Date, review: 'pending' | 'approved' | 'rejected', decidedAt?: Date, reason?: string) {
  const { bytes, mimeType } = sampleBytes(fileName)
  insert(w.db, 'digital_file_uploads', {
    document_id: documentId, file_name: fileName, stored_name: `${SEED_PREFIX}${documentId}-1.${fileName.split('.').pop() ?? 'pdf'}`,
    size: bytes.length, mime_type: mimeType, sha256: createHash('sha256').update(bytes).digest('hex'), uploaded_at: at.toISOString(),
    uploaded_by: w.file.student.fullName, review, decided_at: decidedAt?.toISOString() ?? null, decision_reason: reason ?? null,
    auto_review: 0, seeded: 1,
  })
  history(w, documentId, at, 'uploaded', w.file.student.fullName, fileName)
  if (review === 'approved' && decidedAt) history(w, documentId, decidedAt, 'approved', REVIEWER, fileName)
  if (review === 'rejected' && decidedAt) history(w, documentId, decidedAt, 'rejected', REVIEWER, fileName, reason)
}

interface SeededExtension {
  type: ExtensionType
  reason: string
  requestedAt: Date
  decision?: { at: Date; status: 'approved' | 'rejected'; reason?: string; newDueDate?: string }
  letterName?: string
}

function extension(w: Writer, documentId: number, x: SeededExtension) {
  const letterId = x.letterName ? insert(w.db, 'digital_file_extension_letters', {
    document_id: documentId, file_name: x.letterName, stored_name: `${SEED_PREFIX}letter-${documentId}.pdf`,
    size: sampleBytes(x.letterName).bytes.length, mime_type: 'application/pdf', uploaded_at: x.requestedAt.toISOString(),
  }) : null
  insert(w.db, 'digital_file_extensions', {
    document_id: documentId, type_id: x.type.id, days: x.type.days, reason: x.reason, letter_id: letterId,
    status: x.decision?.status ?? 'pending-approval', requested_at: x.requestedAt.toISOString(),
    decided_at: x.decision?.at.toISOString() ?? null, decision_reason: x.decision?.reason ?? null,
    new_due_date: x.decision?.newDueDate ?? null, auto_review: 0, seeded: 1,
  })
  history(w, documentId, x.requestedAt, 'extension-requested', w.file.student.fullName, null, x.reason)
  if (x.decision) {
    const event = x.decision.status === 'approved' ? 'extension-accepted' : 'extension-rejected'
    history(w, documentId, x.decision.at, event, REVIEWER, null, x.decision.reason ?? null)
  }
}

const typeOf = (id: number): ExtensionType => {
  const type = EXTENSION_TYPES.find((t) => t.id === id)
  if (!type) throw new Error(`no extension type ${id}`)
  return type
}

/** The uploads, decisions and requests that make a document show `doc.state` on the seed day. */
function seedState(w: Writer, documentId: number, doc: PlannedDocument): void {
  const fileName = doc.fileName ?? ''
  switch (doc.state) {
    case 'completed':
    case 'physical-delivered':
    case 'pending-physical':
      upload(w, documentId, fileName, ago(w, 27), 'approved', ago(w, 25))
      if (doc.state === 'physical-delivered') {
        run(w.db, 'UPDATE digital_file_documents SET physical_delivered_at = ? WHERE id = ?', ago(w, 8).toISOString(), documentId)
        history(w, documentId, ago(w, 8), 'physical-delivered', REVIEWER, fileName)
      }
      return
    case 'pending-approval':
      return upload(w, documentId, fileName, ago(w, 0, 2), 'pending')
    case 'rejected':
      return upload(w, documentId, fileName, ago(w, 6), 'rejected', ago(w, 5), 'El comprobante tiene más de 3 meses de antigüedad.')
    case 'extension-requested':
      return extension(w, documentId, { type: typeOf(3), reason: 'Mi escuela anterior aún no me entrega la carta; la solicité hace dos semanas.', requestedAt: ago(w, 1) })
    case 'extension-accepted':
      return extension(w, documentId, {
        type: typeOf(1), reason: 'La escuela de procedencia está reponiendo mi certificado.', requestedAt: ago(w, 14), letterName: 'constancia_tramite.pdf',
        decision: { at: ago(w, 12), status: 'approved', newDueDate: isoDay(w.today + doc.dueIn + typeOf(1).days) },
      })
    case 'extension-rejected':
      return extension(w, documentId, {
        type: typeOf(3), reason: 'Necesito más tiempo para reunir el pago.', requestedAt: ago(w, 4),
        decision: { at: ago(w, 2), status: 'rejected', reason: 'El pago de inscripción se cubre en la fecha original; acude a Caja si necesitas un convenio.' },
      })
    default:
      // pending-upload, near-expiry, expired: nothing uploaded yet, only the due date speaks.
      return
  }
}

function seedLetter(w: Writer, documentId: number, plan: PlannedDocument[]): void {
  const { student, career } = w.file
  const originals = plan.filter((d) => d.paper).map((d) => d.name)
  insert(w.db, 'digital_file_letters', {
    id: w.file.id,
    file_id: w.file.id,
    document_id: documentId,
    title: LETTER_NAME,
    paragraphs: JSON.stringify([
      `Yo, ${student.fullName}, con número de cuenta ${student.accountNumber}, alumno(a) de ${career.programName} en ${career.campusName}, hago constar que entregué en original los documentos que se enlistan en esta carta para integrar mi expediente de admisión.`,
      'La universidad se compromete a resguardar los originales y a devolverlos cuando los solicite por escrito en la ventanilla de Servicios Escolares, en un plazo no mayor a 10 días hábiles.',
      'Me comprometo a recogerlos personalmente con una identificación oficial vigente, o por medio de una persona que autorice por escrito.',
      'Al firmar esta carta acepto sus condiciones.',
    ]),
    documents: JSON.stringify(originals),
    status: 'unsigned',
  })
}

function seedFile(db: Db, file: PlannedFile, now: Date): void {
  const today = localDay(now)
  const w: Writer = { db, now, today, file, assignedAt: new Date(now.getTime() - 30 * DAY_MS) }
  const fileName = file.kind === 'admission' ? `Expediente de admisión · ${file.career.programName}` : `Expediente de beca académica · ${file.career.programName}`
  insert(db, 'digital_files', {
    id: file.id, account_number: file.student.accountNumber, cv_program: file.career.cvProgram, campus_code: file.career.campusCode,
    name: fileName, assigned_at: w.assignedAt.toISOString(),
  })
  const plan = planOf(file)
  plan.forEach((doc, index) => {
    const id = documentIdOf(file.id, index + 1)
    const letter = doc.state === 'letter-unsigned'
    insert(db, 'digital_file_documents', {
      id, file_id: file.id, position: index + 1, kind: letter ? 'letter' : 'document', name: doc.name, description: doc.description,
      allowed_extensions: doc.extensions.join(','), max_size_mb: doc.maxSizeMb, due_date: letter ? null : isoDay(today + doc.dueIn),
      physical_place: doc.paper ? `Ventanilla de Servicios Escolares, ${file.career.campusName}` : null,
      physical_until: doc.paper ? isoDay(today + (doc.state === 'physical-delivered' ? -5 : 20)) : null,
    })
    history(w, id, w.assignedAt, 'assigned', 'Servicios Escolares')
    if (letter) seedLetter(w, id, plan)
    else seedState(w, id, doc)
  })
}

function seedExtensionTypes(db: Db): void {
  for (const type of EXTENSION_TYPES) {
    if (one(db, 'SELECT 1 AS found FROM digital_file_extension_types WHERE id = ?', type.id)) continue
    insert(db, 'digital_file_extension_types', {
      id: type.id, name: type.name, days: type.days, requires_letter: type.requiresLetter ? 1 : 0, active: type.active ? 1 : 0,
    })
  }
}

/** Rows only: the stored files are written by `restoreSeedFiles` when the server opens its store. */
export function seedDigitalFiles(db: Db, { now }: SeedContext): void {
  seedExtensionTypes(db)
  for (const file of plannedFiles()) seedFile(db, file, now)
  // The seeded notifications already tell of the documents near or past their date.
  sendExpiryNotices(db, now, { notify: false })
}

const ACCOUNT_TABLES = [
  'digital_file_notices', 'digital_file_history', 'digital_file_extensions', 'digital_file_extension_letters', 'digital_file_uploads',
]

/**
 * Puts an account's digital files back as seeded, dated from `now` (end-to-end tests, in any
 * order). Runs inside a transaction; the caller then sweeps the store and restores seeded files.
 */
export function reseedDigitalFiles(db: Db, accountNumber: string, now: Date): number {
  const files = all<{ id: number }>(db, 'SELECT id FROM digital_files WHERE account_number = ?', accountNumber).map((row) => row.id)
  const marks = files.map(() => '?').join(', ')
  if (files.length > 0) {
    const documents = `SELECT id FROM digital_file_documents WHERE file_id IN (${marks})`
    for (const table of ACCOUNT_TABLES) run(db, `DELETE FROM ${table} WHERE document_id IN (${documents})`, ...files)
    run(db, `DELETE FROM digital_file_letters WHERE file_id IN (${marks})`, ...files)
    run(db, `DELETE FROM digital_file_documents WHERE file_id IN (${marks})`, ...files)
    run(db, `DELETE FROM digital_files WHERE id IN (${marks})`, ...files)
  }
  const planned = plannedFiles().filter((file) => file.student.accountNumber === accountNumber)
  for (const file of planned) seedFile(db, file, now)
  sendExpiryNotices(db, now, { accountNumber, notify: false })
  return planned.length
}
