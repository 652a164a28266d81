import type { Portal } from '../../src/contract/common.ts'
import type { StudentAccount, Tutor } from '../../src/contract/user.ts'
import { bool, one, type Db } from '../db/sql.ts'
import { accountsWhere } from './students.ts'

export const tutorsSchema = `
CREATE TABLE IF NOT EXISTS tutors (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users(id),
  full_name TEXT NOT NULL,
  email TEXT NOT NULL,
  relationship TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS tutor_students (
  tutor_id INTEGER NOT NULL REFERENCES tutors(id),
  account_number TEXT NOT NULL REFERENCES student_accounts(account_number),
  enabled INTEGER NOT NULL,
  PRIMARY KEY (tutor_id, account_number)
);`

export function tutorOfUser(db: Db, userId: number): Tutor | undefined {
  const row = one<{ id: number; full_name: string; email: string; relationship: string }>(
    db, 'SELECT id, full_name, email, relationship FROM tutors WHERE user_id = ?', userId,
  )
  return row && { tutorId: row.id, fullName: row.full_name, email: row.email, relationship: row.relationship }
}

/** A tutor sees a student only while the link is enabled (spec §4). */
export function isEnabledLink(db: Db, tutorId: number, accountNumber: string): boolean {
  const row = one<{ enabled: number }>(
    db, 'SELECT enabled FROM tutor_students WHERE tutor_id = ? AND account_number = ?', tutorId, accountNumber,
  )
  return row ? bool(row.enabled) : false
}

export function enabledStudentsOf(db: Db, tutorId: number, portal: Portal): StudentAccount[] {
  return accountsWhere(
    db,
    'portal = ? AND account_number IN (SELECT account_number FROM tutor_students WHERE tutor_id = ? AND enabled = 1)',
    portal, tutorId,
  )
}
