import type { Portal } from '../../src/contract/common.ts'
import type { RoleName } from '../../src/contract/user.ts'
import type { AccessClaims } from '../auth/access-token.ts'
import type { Db } from '../db/sql.ts'
import { findUserByEmail, type UserRecord } from '../data/users.ts'

/** Who is calling, from the verified token only (never from the query string). */
export interface Caller {
  subject: string
  email: string | null
  portal: Portal
  user: UserRecord | null
  activeRole: RoleName | null
  /** The sign-in (provider grant) the token belongs to: one device of the person's list. */
  sessionId: string | null
}

export interface KnownCaller extends Caller {
  user: UserRecord
  activeRole: RoleName
}

export function resolveCaller(db: Db, claims: AccessClaims, portal: Portal): Caller {
  const email = typeof claims.email === 'string' ? claims.email : null
  const user = email ? findUserByEmail(db, email) ?? null : null
  // Roles come ordered Administrativo, Tutor, Alumno: the first one held is the active one.
  const activeRole = user?.roles[0]?.description ?? null
  const sessionId = typeof claims.sid === 'string' && /^[\w-]{1,100}$/.test(claims.sid) ? claims.sid : null
  return { subject: claims.sub, email, portal, user, activeRole, sessionId }
}

export function isKnown(caller: Caller): caller is KnownCaller {
  return caller.user !== null && caller.activeRole !== null
}

export function holds(caller: KnownCaller, role: RoleName): boolean {
  return caller.user.roles.some((r) => r.description === role)
}
