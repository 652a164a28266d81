import type { Portal } from '../../src/contract/common.ts'
import type { Career, StudentAccount } from '../../src/contract/user.ts'
import { all, bool, one, type Db, type Param } from '../db/sql.ts'

export const studentsSchema = `
CREATE TABLE IF NOT EXISTS student_accounts (
  account_number TEXT PRIMARY KEY,
  user_id INTEGER REFERENCES users(id),
  portal TEXT NOT NULL,
  full_name TEXT NOT NULL,
  email TEXT NOT NULL,
  business_line TEXT NOT NULL,
  campus_code TEXT NOT NULL,
  campus_name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS student_accounts_user ON student_accounts (user_id, portal);
CREATE TABLE IF NOT EXISTS careers (
  account_number TEXT NOT NULL REFERENCES student_accounts(account_number),
  position INTEGER NOT NULL,
  cv_program TEXT NOT NULL,
  program_name TEXT NOT NULL,
  campus_code TEXT NOT NULL,
  campus_name TEXT NOT NULL,
  level TEXT NOT NULL,
  modality TEXT NOT NULL,
  enrolled INTEGER NOT NULL,
  PRIMARY KEY (account_number, cv_program)
);`

interface AccountRow {
  account_number: string
  portal: Portal
  full_name: string
  email: string
  business_line: string
  campus_code: string
  campus_name: string
}

interface CareerRow {
  cv_program: string
  program_name: string
  campus_code: string
  campus_name: string
  level: string
  modality: string
  enrolled: number
}

const ACCOUNT_COLUMNS = 'account_number, portal, full_name, email, business_line, campus_code, campus_name'

function careersOf(db: Db, accountNumber: string): Career[] {
  return all<CareerRow>(
    db,
    'SELECT cv_program, program_name, campus_code, campus_name, level, modality, enrolled FROM careers WHERE account_number = ? ORDER BY position',
    accountNumber,
  ).map((row) => ({
    cvProgram: row.cv_program,
    programName: row.program_name,
    campusCode: row.campus_code,
    campusName: row.campus_name,
    level: row.level,
    modality: row.modality,
    enrolled: bool(row.enrolled),
  }))
}

function toAccount(db: Db, row: AccountRow): StudentAccount {
  return {
    accountNumber: row.account_number,
    fullName: row.full_name,
    email: row.email,
    portal: row.portal,
    businessLine: row.business_line,
    campusCode: row.campus_code,
    campusName: row.campus_name,
    careers: careersOf(db, row.account_number),
  }
}

export function accountsOwnedBy(db: Db, userId: number, portal: Portal): StudentAccount[] {
  return all<AccountRow>(
    db, `SELECT ${ACCOUNT_COLUMNS} FROM student_accounts WHERE user_id = ? AND portal = ? ORDER BY position, account_number`,
    userId, portal,
  ).map((row) => toAccount(db, row))
}

export interface AccountOwner {
  accountNumber: string
  portal: Portal
  userId: number | null
}

export function findAccountOwner(db: Db, accountNumber: string): AccountOwner | undefined {
  const row = one<{ account_number: string; portal: Portal; user_id: number | null }>(
    db, 'SELECT account_number, portal, user_id FROM student_accounts WHERE account_number = ?', accountNumber,
  )
  return row && { accountNumber: row.account_number, portal: row.portal, userId: row.user_id }
}

export function accountsWhere(db: Db, where: string, ...params: Param[]): StudentAccount[] {
  return all<AccountRow>(
    db, `SELECT ${ACCOUNT_COLUMNS} FROM student_accounts WHERE ${where} ORDER BY position, account_number`, ...params,
  ).map((row) => toAccount(db, row))
}

export interface StudentSearch {
  portal: Portal
  byAccount: boolean
  value: string
  page: number
  size: number
}

/** Search by any part of the account number or of the name (accents as typed; ASCII case ignored). */
export function searchAccounts(db: Db, search: StudentSearch): { content: StudentAccount[]; total: number } {
  const escaped = search.value.replace(/[\\%_]/g, (c) => `\\${c}`)
  const where = search.byAccount
    ? "portal = ? AND account_number LIKE ? ESCAPE '\\'"
    : "portal = ? AND full_name LIKE ? ESCAPE '\\'"
  const pattern = `%${escaped}%`
  const total = one<{ n: number }>(db, `SELECT COUNT(*) AS n FROM student_accounts WHERE ${where}`, search.portal, pattern)?.n ?? 0
  const content = all<AccountRow>(
    db,
    `SELECT ${ACCOUNT_COLUMNS} FROM student_accounts WHERE ${where} ORDER BY full_name, account_number LIMIT ? OFFSET ?`,
    search.portal, pattern, search.size, search.page * search.size,
  ).map((row) => toAccount(db, row))
  return { content, total }
}

/** The account studies this program at this campus (a selection the app may send). */
export function hasCareer(db: Db, accountNumber: string, cvProgram: string, campusCode: string): boolean {
  return one(
    db, 'SELECT 1 AS found FROM careers WHERE account_number = ? AND cv_program = ? AND campus_code = ?', accountNumber, cvProgram, campusCode,
  ) !== undefined
}
