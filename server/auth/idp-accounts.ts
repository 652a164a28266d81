import { one, type Db } from '../db/sql.ts'
import { hashPassword, verifyPassword } from './password.ts'

/** Accounts of the sign-in provider (the university's Microsoft accounts stand-in). */
export const idpAccountsSchema = `
CREATE TABLE IF NOT EXISTS idp_accounts (
  sub TEXT PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  given_name TEXT NOT NULL,
  family_name TEXT NOT NULL,
  roles TEXT NOT NULL,
  password_hash TEXT NOT NULL
);`

export interface IdpAccount {
  sub: string
  username: string
  email: string
  givenName: string
  familyName: string
  /** Realm roles, as Keycloak puts them in `realm_access.roles`. */
  roles: string[]
}

interface Row {
  sub: string
  username: string
  email: string
  given_name: string
  family_name: string
  roles: string
  password_hash: string
}

const COLUMNS = 'sub, username, email, given_name, family_name, roles, password_hash'

function toAccount(row: Row): IdpAccount {
  return {
    sub: row.sub,
    username: row.username,
    email: row.email,
    givenName: row.given_name,
    familyName: row.family_name,
    roles: JSON.parse(row.roles) as string[],
  }
}

export const fullNameOf = (account: IdpAccount) => `${account.givenName} ${account.familyName}`

export function findIdpAccount(db: Db, sub: string): IdpAccount | undefined {
  const row = one<Row>(db, `SELECT ${COLUMNS} FROM idp_accounts WHERE sub = ?`, sub)
  return row && toAccount(row)
}

// Checked when the user is unknown too, so the answer time does not reveal which usernames exist.
let dummyHash: string | undefined

/**
 * What wrong passwords are counted against: the account when the login names one (by username or
 * e-mail, so switching between them does not reset the count), else the login as typed.
 */
export function signInKey(db: Db, login: string): string {
  const row = one<{ sub: string }>(db, 'SELECT sub FROM idp_accounts WHERE username = ?1 OR email = ?1', login.trim())
  return row ? `account:${row.sub}` : `login:${login.trim().toLowerCase()}`
}

/** The user may type the username or the e-mail address. */
export async function authenticate(db: Db, login: string, password: string): Promise<IdpAccount | null> {
  const row = one<Row>(db, `SELECT ${COLUMNS} FROM idp_accounts WHERE username = ?1 OR email = ?1`, login.trim())
  const ok = await verifyPassword(password, row?.password_hash ?? (dummyHash ??= hashPassword('not-a-password', 'dummy-salt')))
  return row && ok ? toAccount(row) : null
}

/** The OpenID profile claims of an account, the same in tokens and at userinfo. */
export function profileClaims(account: IdpAccount) {
  return {
    email: account.email,
    email_verified: true,
    name: fullNameOf(account),
    given_name: account.givenName,
    family_name: account.familyName,
    preferred_username: account.username,
  }
}
