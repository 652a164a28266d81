import type { Role, RoleName } from '../../src/contract/user.ts'
import { ROLE_NAMES } from '../../src/contract/user.ts'
import { all, one, type Db } from '../db/sql.ts'

export const usersSchema = `
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  full_name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS user_roles (
  user_id INTEGER NOT NULL REFERENCES users(id),
  role_id INTEGER NOT NULL,
  PRIMARY KEY (user_id, role_id)
);`

/** Role ids of the university's API. */
export const ROLE_IDS: Record<RoleName, number> = { Administrativo: 1, Tutor: 2, Alumno: 3 }

export interface UserRecord {
  id: number
  email: string
  fullName: string
  /** Held roles in priority order (spec §4: Administrativo, Tutor, Alumno). */
  roles: Role[]
}

export function findUserByEmail(db: Db, email: string): UserRecord | undefined {
  const row = one<{ id: number; email: string; full_name: string }>(
    db, 'SELECT id, email, full_name FROM users WHERE email = ?', email,
  )
  if (!row) return undefined
  const held = new Set(all<{ role_id: number }>(db, 'SELECT role_id FROM user_roles WHERE user_id = ?', row.id).map((r) => r.role_id))
  const roles = ROLE_NAMES.filter((name) => held.has(ROLE_IDS[name])).map((name) => ({ id: ROLE_IDS[name], description: name }))
  return { id: row.id, email: row.email, fullName: row.full_name, roles }
}
