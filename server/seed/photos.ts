import { run, insert, type Db } from '../db/sql.ts'
import { PHOTO_REJECTED } from '../data/photo-review.ts'
import type { PhotoStatus } from '../data/photos.ts'
import { avatarDataUrl } from './avatar.ts'
import type { SeedContext } from './context.ts'
import { ACCOUNTS, SEED_STUDENTS } from './students.ts'

const DAY_MS = 24 * 60 * 60 * 1000
// A seeded photo was decided a few days after it was sent (spec §9: review takes 3 to 5 days).
const REVIEW_DAYS = 4

interface SeededRequest {
  status: PhotoStatus
  /** Days before the seed's (or the reset's) moment it was decided; sent, when pending. */
  daysAgo: number
  reason?: string
}

const approved = (daysAgo: number): SeededRequest => ({ status: 'approved', daysAgo })
const pending = (daysAgo: number): SeededRequest => ({ status: 'pending', daysAgo })
const rejected = (daysAgo: number): SeededRequest => ({ status: 'rejected', daysAgo, reason: PHOTO_REJECTED })

/**
 * Each account's photo history, oldest first, dated from the moment the database is made, so the
 * 4-month rule (spec §4) reads the same on any day: 010245871 may send a new photo now (approved
 * 160 days ago), 010245872 has one in review over an approved one, 22140567 was rejected with its
 * reason and has none approved, 22140568 waits (approved 30 days ago). Seeded requests wait for the
 * test hooks: the demo reviewer takes only what arrives through the API.
 */
const PLAN: Partial<Record<string, SeededRequest[]>> = {
  [ACCOUNTS.alumnoUvm]: [approved(420), approved(160)],
  [ACCOUNTS.alumnoUvm2]: [approved(220), pending(2)],
  [ACCOUNTS.alumnoUnitec]: [rejected(8)],
  [ACCOUNTS.alumnoUnitec2]: [approved(30)],
  [ACCOUNTS.adminUvm]: [approved(150)],
  [ACCOUNTS.tutoredUvm]: [approved(60)],
  [ACCOUNTS.tutoredUvm2]: [pending(1)],
  [ACCOUNTS.tutoredUvmDisabled]: [approved(200)],
  [ACCOUNTS.tutoredUnitec]: [approved(30)],
}

function seedAccount(db: Db, accountNumber: string, fullName: string, now: Date): number {
  const plan = PLAN[accountNumber] ?? []
  plan.forEach((request, index) => {
    const decided = request.status === 'pending' ? null : new Date(now.getTime() - request.daysAgo * DAY_MS)
    const sent = decided ? new Date(decided.getTime() - REVIEW_DAYS * DAY_MS) : new Date(now.getTime() - request.daysAgo * DAY_MS)
    insert(db, 'photo_requests', {
      account_number: accountNumber,
      // Each request a portrait of its own colour, so a pending one differs from the approved one.
      data_url: avatarDataUrl(fullName, index),
      file_name: null,
      status: request.status,
      sent_at: sent.toISOString(),
      decided_at: decided?.toISOString() ?? null,
      reason: request.reason ?? null,
      auto_review: 0,
    })
  })
  return plan.length
}

export function seedPhotos(db: Db, context: SeedContext): void {
  // Databases made before the history kept one row per account in this table.
  run(db, 'DROP TABLE IF EXISTS photos')
  for (const student of SEED_STUDENTS) seedAccount(db, student.accountNumber, student.fullName, context.now)
}

/** Tests only: the account's photo history as seeded, dated from `now`. Answers how many requests it has. */
export function reseedPhotos(db: Db, accountNumber: string, now: Date): number {
  run(db, 'DELETE FROM photo_requests WHERE account_number = ?', accountNumber)
  const student = SEED_STUDENTS.find((s) => s.accountNumber === accountNumber)
  return student ? seedAccount(db, accountNumber, student.fullName, now) : 0
}
