import { DatabaseSync } from 'node:sqlite'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { DigitalFile, DOCUMENT_STATUSES, FileDocument, HistoryEntry, type DocumentStatus } from '../../src/contract/digital-file.ts'
import { isoDay, localDay } from '../../server/data/academic-time.ts'
import { sendExpiryNotices } from '../../server/data/digital-file-review.ts'
import { documentStatus, extensionRefusal, uploadRefusal, type StatusFacts } from '../../server/data/digital-file-status.ts'
import {
  calendarOf, digitalFileView, documentsOfFile, fileDocumentView, fileRecord, historyOf, statusOf,
} from '../../server/data/digital-files.ts'
import { SCHEMAS } from '../../server/db/schemas.ts'
import { documentForNotice, plannedFiles } from '../../server/seed/digital-file.ts'
import { runSeeds } from '../../server/seed/index.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'

function seeded(now: Date): DatabaseSync {
  const db = new DatabaseSync(':memory:')
  for (const schema of SCHEMAS) db.exec(schema)
  runSeeds(db, { now, timeZone: 'America/Mexico_City' })
  return db
}

// The dates scripts/test-dates.sh runs on, and a plain one.
const SEED_TIMES = ['2028-02-29T18:00:00Z', '2027-01-01T05:59:00Z', '2027-03-14T06:59:00Z', '2026-06-15T17:00:00Z'].map((iso) => new Date(iso))
const HOUR = 60 * 60 * 1000

describe('the digital file seed, whatever day it is created', () => {
  it.each(SEED_TIMES.map((t) => [t.toISOString(), t] as const))('shows every status of spec §4 in each admission file (%s)', (_label, now) => {
    const db = seeded(now)
    const admissions = plannedFiles().filter((f) => f.kind === 'admission')
    expect(admissions.length).toBeGreaterThanOrEqual(7)
    // Read at once, a few hours later (past midnight for some) and a day later: nothing drifts.
    for (const later of [0, 7 * HOUR, 24 * HOUR]) {
      const calendar = calendarOf(db, new Date(now.getTime() + later))
      for (const file of admissions) {
        const statuses = documentsOfFile(db, file.id).map((d) => statusOf(d, calendar))
        expect(statuses, `${file.student.accountNumber} ${file.career.cvProgram}`).toEqual([...DOCUMENT_STATUSES].sort((a, b) => order(a) - order(b)))
      }
    }
    db.close()
  })

  it('answers what the contract says for every seeded file and document', () => {
    const now = SEED_TIMES[0] ?? new Date()
    const db = seeded(now)
    const calendar = calendarOf(db, now)
    for (const planned of plannedFiles()) {
      const file = fileRecord(db, planned.id)
      expect(file).toBeDefined()
      if (!file) continue
      v.parse(DigitalFile, digitalFileView(db, file, calendar))
      for (const record of documentsOfFile(db, file.id)) {
        v.parse(FileDocument, fileDocumentView(db, record, calendar, true))
        const history = v.parse(v.array(HistoryEntry), historyOf(db, record.id))
        expect(history[0]?.event).toBe('assigned')
        // Every step happened before the seed time.
        expect(history.every((h) => Date.parse(h.at) <= now.getTime())).toBe(true)
      }
    }
    db.close()
  })

  it('gives the seeded notifications the documents they speak of', () => {
    const db = seeded(SEED_TIMES[3] ?? new Date())
    const calendar = calendarOf(db, SEED_TIMES[3] ?? new Date())
    const rows = db.prepare("SELECT clave, doc_id FROM notifications WHERE account_number = ? AND clave IN ('RECHADOC', 'EXPPVEN', 'EXPVENC', 'APROBPRO', 'FIRDEDOC')")
      .all(ACCOUNTS.alumnoUvm) as { clave: string; doc_id: string }[]
    const expected: Record<string, DocumentStatus> = {
      RECHADOC: 'rejected', EXPPVEN: 'near-expiry', EXPVENC: 'expired', APROBPRO: 'extension-accepted', FIRDEDOC: 'letter-unsigned',
    }
    expect(rows).toHaveLength(5)
    for (const row of rows) {
      const record = documentsOfFile(db, 1).find((d) => String(d.id) === row.doc_id)
      expect(record && statusOf(record, calendar), row.clave).toBe(expected[row.clave])
      expect(documentForNotice(ACCOUNTS.alumnoUvm, row.clave as 'RECHADOC')).toBe(Number(row.doc_id))
    }
    db.close()
  })

  it('records the notices of the seed day as sent, so a first pass sends nothing', () => {
    const now = SEED_TIMES[1] ?? new Date()
    const db = seeded(now)
    db.exec('BEGIN')
    expect(sendExpiryNotices(db, now)).toBe(0)
    // Forty days on, the documents still waiting have entered the window or passed their date.
    expect(sendExpiryNotices(db, new Date(now.getTime() + 40 * 24 * HOUR))).toBeGreaterThan(0)
    expect(sendExpiryNotices(db, new Date(now.getTime() + 40 * 24 * HOUR))).toBe(0)
    db.exec('COMMIT')
    db.close()
  })
})

/** The statuses in the order the admission plan lists them. */
function order(status: DocumentStatus): number {
  return [
    'physical-delivered', 'completed', 'pending-approval', 'rejected', 'pending-physical', 'near-expiry', 'expired',
    'extension-requested', 'extension-accepted', 'extension-rejected', 'pending-upload', 'letter-unsigned',
  ].indexOf(status)
}

describe('status rules', () => {
  const today = localDay(new Date('2026-05-10T18:00:00Z'))
  const day = (offset: number) => isoDay(today + offset)
  const facts = (over: Partial<StatusFacts>): StatusFacts => ({
    kind: 'document', dueDate: day(30), needsPaper: false, paperDelivered: false, review: null, extension: null, letterSigned: false, ...over,
  })
  const status = (over: Partial<StatusFacts>) => documentStatus(facts(over), today, 15)

  it('reads the deadline against the notice window, the due day itself still open', () => {
    expect(status({})).toBe('pending-upload')
    expect(status({ dueDate: day(16) })).toBe('pending-upload')
    expect(status({ dueDate: day(15) })).toBe('near-expiry')
    expect(status({ dueDate: day(0) })).toBe('near-expiry')
    expect(status({ dueDate: day(-1) })).toBe('expired')
    expect(status({ dueDate: null })).toBe('pending-upload')
    expect(uploadRefusal(facts({ dueDate: day(0) }), today)).toBeNull()
    expect(uploadRefusal(facts({ dueDate: day(-1) }), today)).toBe('El tiempo de carga de este documento ha vencido')
  })

  it('puts the decisions first, then what waits for the university, then the date', () => {
    expect(status({ review: 'approved', dueDate: day(-9) })).toBe('completed')
    expect(status({ review: 'approved', needsPaper: true })).toBe('pending-physical')
    expect(status({ review: 'approved', needsPaper: true, paperDelivered: true })).toBe('physical-delivered')
    expect(status({ review: 'pending', dueDate: day(-9) })).toBe('pending-approval')
    expect(status({ review: 'rejected' })).toBe('rejected')
    expect(status({ review: 'rejected', dueDate: day(-1) })).toBe('expired')
    expect(status({ dueDate: day(-5), extension: { status: 'pending-approval', newDueDate: null } })).toBe('extension-requested')
    expect(status({ dueDate: day(-5), extension: { status: 'approved', newDueDate: day(3) } })).toBe('extension-accepted')
    expect(status({ dueDate: day(-5), extension: { status: 'approved', newDueDate: day(-1) } })).toBe('expired')
    expect(status({ dueDate: day(5), extension: { status: 'rejected', newDueDate: null } })).toBe('extension-rejected')
    expect(status({ kind: 'letter', dueDate: null })).toBe('letter-unsigned')
    expect(status({ kind: 'letter', dueDate: null, letterSigned: true })).toBe('completed')
  })

  it('lets an extension be asked for while the document still needs a file, even past its date', () => {
    expect(extensionRefusal(facts({ dueDate: day(-3) }))).toBeNull()
    expect(extensionRefusal(facts({ extension: { status: 'rejected', newDueDate: null } }))).toBeNull()
    expect(extensionRefusal(facts({ extension: { status: 'pending-approval', newDueDate: null } }))).toMatch(/en revisión/)
    expect(extensionRefusal(facts({ extension: { status: 'approved', newDueDate: day(9) } }))).toMatch(/ya tiene una prórroga/)
    expect(extensionRefusal(facts({ review: 'pending' }))).toMatch(/ya fue entregado/)
    expect(extensionRefusal(facts({ kind: 'letter' }))).toMatch(/carta/)
  })
})
