import type { Portal } from '../../src/contract/common.ts'
import type { StudentAccount, Tutor } from '../../src/contract/user.ts'
import { one, type Db } from '../db/sql.ts'
import { accountsWhere } from './students.ts'

export const tutorsSchema = `
CREATE TABLE IF NOT EXISTS tutors (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users(id),
  full_name TEXT NOT NULL,
  email TEXT NOT NULL,
  relationship TEXT NOT NULL
);`

export function tutorOfUser(db: Db, userId: number): Tutor | undefined {
  const row = one<{ id: number; full_name: string; email: string; relationship: string }>(
    db, 'SELECT id, full_name, email, relationship FROM tutors WHERE user_id = ?', userId,
  )
  return row && { tutorId: row.id, fullName: row.full_name, email: row.email, relationship: row.relationship }
}

/**
 * A tutor account sees a student only while it is registered on the student's account as tutor,
 * approved and enabled (spec §4; the registrations are in guardians.ts).
 */
export function isEnabledLink(db: Db, tutorId: number, accountNumber: string): boolean {
  return one<{ id: number }>(
    db,
    "SELECT id FROM guardians WHERE tutor_id = ? AND account_number = ? AND kind = 'tutor' AND status = 'approved' AND enabled = 1",
    tutorId, accountNumber,
  ) !== undefined
}

export function enabledStudentsOf(db: Db, tutorId: number, portal: Portal): StudentAccount[] {
  return accountsWhere(
    db,
    `portal = ? AND account_number IN (
       SELECT account_number FROM guardians WHERE tutor_id = ? AND kind = 'tutor' AND status = 'approved' AND enabled = 1)`,
    portal, tutorId,
  )
}
