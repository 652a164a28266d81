import type { FileStore } from '../data/digital-file-store.ts'
import { SEEDED_ACTIVITIES } from '../data/monitor-catalog.ts'
import { DESK_NAME } from '../data/monitor-tickets.ts'
import { addEvent, addFile, addMessage } from '../data/monitor-writes.ts'
import { all, insert, one, run, type Db } from '../db/sql.ts'
import type { SeedContext } from './context.ts'
import { samplePdf, samplePng } from './sample-files.ts'
import { ACCOUNTS } from './students.ts'

/**
 * The help center's seed: `alumno`'s first account has an open ticket with a conversation, one
 * whose resolution waits for the student, and a closed one; a tutored student has one open
 * ticket (for the tutor to read). Dates count back from the seed's "now", so they read the same on
 * any day. The desk queue stays empty: the demo desk answers only what arrives through the API.
 */

export const SEEDED_TICKETS = { open: 101, resolutionProposed: 102, closed: 103, tutored: 104 } as const

const SEED_PREFIX = 'seed-monitor-'
const HOUR = 3_600_000
const DAY = 24 * HOUR

type Line = [hoursAfterStart: number, author: 'student' | 'desk', text: string, attachment?: string]

interface PlannedTicket {
  id: number
  account: string
  status: 'open' | 'resolution-proposed' | 'closed'
  daysAgo: number
  path: [area: number, issueType: number, classification: number, subclassification: number, reason: number]
  description: string
  fields?: Record<string, string | number>
  evidence: string[]
  lines: Line[]
  /** Hours after the start the desk proposed its resolution, and, for a closed ticket, when it was accepted. */
  proposedAt?: number
  closedAt?: number
}

const PROPOSAL = 'Registramos la calificación correcta en el acta de la materia; ya aparece en tu boleta.'

const PLANNED: PlannedTicket[] = [
  {
    id: SEEDED_TICKETS.open, account: ACCOUNTS.alumnoUvm, status: 'open', daysAgo: 3, path: [3, 31, 311, 3111, 31111],
    description: 'Desde ayer no puedo entrar al portal: me dice que mi contraseña es incorrecta aunque la acabo de cambiar.',
    fields: { first_check: 1, second_check: 0 },
    evidence: ['captura_error.png'],
    lines: [
      [1, 'desk', 'Hola, recibimos tu solicitud y un asesor ya la está revisando.'],
      [2, 'student', 'Intenté restablecer la contraseña, pero no me llega el correo de recuperación.'],
      [24, 'desk', '¿Desde qué navegador intentas entrar? Si puedes, envíanos una captura de la pantalla.'],
      [25, 'student', 'Desde Chrome en mi computadora. Te mando la captura.', 'pantalla_chrome.png'],
      [48, 'desk', 'Gracias. Restablecimos tu acceso; intenta entrar de nuevo y cuéntanos si funcionó.'],
    ],
  },
  {
    id: SEEDED_TICKETS.resolutionProposed, account: ACCOUNTS.alumnoUvm, status: 'resolution-proposed', daysAgo: 6, path: [1, 11, 112, 1121, 11211],
    description: 'Mi calificación final de Neuropsicología aparece como 6, pero el profesor nos dio un 9 en la última sesión.',
    fields: { subject: 'Neuropsicología', subject_code: 'PSI-305', group_code: 'G-02', teacher: 'Mtra. Laura Méndez', first_check: 1, second_check: 0 },
    evidence: ['acta_calificaciones.pdf'],
    lines: [
      [2, 'desk', 'Hola, recibimos tu solicitud. Consultaremos el acta con tu profesora.'],
      [30, 'student', 'Gracias, quedo pendiente.'],
      [96, 'desk', `Te proponemos esta solución: ${PROPOSAL} Si estás de acuerdo, acéptala para cerrar la solicitud.`],
    ],
    proposedAt: 96,
  },
  {
    id: SEEDED_TICKETS.closed, account: ACCOUNTS.alumnoUvm, status: 'closed', daysAgo: 20, path: [2, 21, 211, 2111, 21111],
    description: 'Pagué la colegiatura en el banco hace una semana y el pago todavía no aparece en mi estado de cuenta.',
    fields: { numeric_value: 2500, text_value: 'REF-88231', first_check: 1, second_check: 1 },
    evidence: ['comprobante_pago.pdf', 'ficha_deposito.png'],
    lines: [
      [3, 'desk', 'Hola, recibimos tu comprobante y lo enviamos a conciliación bancaria.'],
      [50, 'desk', 'Te proponemos esta solución: tu pago ya quedó aplicado a tu estado de cuenta. Si estás de acuerdo, acéptala.'],
      [60, 'student', 'Ya lo vi reflejado, muchas gracias.'],
    ],
    proposedAt: 50,
    closedAt: 61,
  },
  {
    id: SEEDED_TICKETS.tutored, account: ACCOUNTS.tutoredUvm, status: 'open', daysAgo: 2, path: [3, 31, 311, 3111, 31112],
    description: 'No recibo los correos de la universidad en mi cuenta institucional desde hace una semana.',
    fields: { first_check: 1, second_check: 0 },
    evidence: [],
    lines: [[4, 'desk', 'Hola, recibimos tu solicitud y revisamos tu buzón.']],
  },
]

function bytesOf(fileName: string): Buffer {
  return fileName.endsWith('.png') ? samplePng() : samplePdf(fileName.replace(/\.\w+$/, '').replace(/_/g, ' '))
}

const storedNameOf = (ticketId: number, index: number, fileName: string) => `${SEED_PREFIX}${ticketId}-${index}.${fileName.split('.').pop() ?? 'bin'}`

function seedTicket(db: Db, t: PlannedTicket, now: Date): void {
  const start = now.getTime() - t.daysAgo * DAY
  const at = (hours: number) => new Date(start + hours * HOUR)
  const student = one<{ full_name: string }>(db, 'SELECT full_name FROM student_accounts WHERE account_number = ?', t.account)?.full_name ?? 'Alumno'
  const lastHour = Math.max(0, ...t.lines.map(([h]) => h), t.closedAt ?? 0)
  const [area, issueType, classification, subclassification, reason] = t.path
  insert(db, 'monitor_tickets', {
    id: t.id, account_number: t.account, status: t.status, area_id: area, issue_type_id: issueType, classification_id: classification,
    subclassification_id: subclassification, reason_id: reason, description: t.description,
    first_check: 0, second_check: 0, ...t.fields,
    created_by: student, created_at: at(0).toISOString(), updated_at: at(lastHour).toISOString(),
    closed_at: t.closedAt === undefined ? null : at(t.closedAt).toISOString(),
    resolution_text: t.status === 'resolution-proposed' ? PROPOSAL : null,
    resolution_at: t.status === 'resolution-proposed' && t.proposedAt !== undefined ? at(t.proposedAt).toISOString() : null,
  })
  addEvent(db, t.id, 'created', student, at(0), null)
  t.evidence.forEach((name, i) => {
    const bytes = bytesOf(name)
    addFile(db, {
      ticketId: t.id, kind: 'evidence', stage: 'submitted', fileName: name, storedName: storedNameOf(t.id, i + 1, name), size: bytes.length,
      mimeType: name.endsWith('.png') ? 'image/png' : 'application/pdf', sha256: '', at: at(0),
    })
  })
  let files = t.evidence.length
  t.lines.forEach(([hours, author, text, attachment], i) => {
    if (i === 0) addEvent(db, t.id, 'assigned', DESK_NAME, at(hours), 'Asignada a un asesor del centro de ayuda')
    let fileId: number | null = null
    if (attachment) {
      const bytes = bytesOf(attachment)
      fileId = addFile(db, {
        ticketId: t.id, kind: 'attachment', stage: null, fileName: attachment, storedName: storedNameOf(t.id, ++files, attachment), size: bytes.length,
        mimeType: attachment.endsWith('.png') ? 'image/png' : 'application/pdf', sha256: '', at: at(hours),
      })
    }
    const when = at(hours)
    const id = addMessage(db, {
      ticketId: t.id, author, authorName: author === 'desk' ? DESK_NAME : student, text, fileId, at: when,
      client: author === 'student' ? { createdAt: when, sequence: i } : null,
    })
    // What the desk wrote before the last line has been read; the last desk answer of an open ticket has not.
    const unread = author === 'desk' && i === t.lines.length - 1 && t.status !== 'closed'
    if (!unread) run(db, 'UPDATE monitor_messages SET read_at = ? WHERE id = ?', when.toISOString(), id)
    if (author === 'desk' && hours === t.proposedAt) addEvent(db, t.id, 'resolution-proposed', DESK_NAME, when, t.status === 'resolution-proposed' ? PROPOSAL : null)
    else if (author === 'desk' && i > 0) addEvent(db, t.id, 'answered', DESK_NAME, when, null)
  })
  if (t.closedAt !== undefined) addEvent(db, t.id, 'closed', student, at(t.closedAt), 'Solución aceptada')
}

export function seedMonitor(db: Db, { now }: SeedContext): void {
  for (const ticket of PLANNED) seedTicket(db, ticket, now)
}

/** The options of the forms' catalog fields, as the university first publishes them. */
export function seedMonitorActivities(db: Db): void {
  for (const [catalogId, options] of Object.entries(SEEDED_ACTIVITIES)) {
    options.forEach((option, position) => insert(db, 'monitor_activities', { id: option.id, catalog_id: Number(catalogId), name: option.name, position }))
  }
}

/** Writes the seeded tickets' files when missing (a new data folder, or after a reset). */
export function restoreMonitorSeedFiles(db: Db, store: FileStore): number {
  const rows = all<{ stored_name: string; file_name: string }>(db, `SELECT stored_name, file_name FROM monitor_files WHERE stored_name LIKE '${SEED_PREFIX}%'`)
  let written = 0
  for (const row of rows) {
    if (store.has(row.stored_name)) continue
    store.writeAs(row.stored_name, bytesOf(row.file_name))
    written++
  }
  return written
}

/**
 * Puts an account's tickets back as seeded, dated from `now` (end-to-end tests). Runs inside a
 * transaction; the caller then sweeps the store and restores the seeded files. Answers the ids.
 */
export function reseedMonitor(db: Db, accountNumber: string, now: Date): number[] {
  const ids = all<{ id: number }>(db, 'SELECT id FROM monitor_tickets WHERE account_number = ?', accountNumber).map((r) => r.id)
  for (const id of ids) {
    for (const table of ['monitor_desk_queue', 'monitor_events', 'monitor_messages', 'monitor_files']) run(db, `DELETE FROM ${table} WHERE ticket_id = ?`, id)
    run(db, 'DELETE FROM monitor_tickets WHERE id = ?', id)
  }
  const planned = PLANNED.filter((t) => t.account === accountNumber)
  for (const ticket of planned) seedTicket(db, ticket, now)
  return planned.map((t) => t.id)
}
