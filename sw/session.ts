import Dexie, { type EntityTable } from 'dexie'
import { UserDb } from '../src/shared/db/user-db'

/**
 * Which person's database the worker reads and writes. The page says so on every start
 * and on sign-out; it is kept so a sync after a browser restart finds the right one.
 */
class SessionDb extends Dexie {
  session!: EntityTable<{ key: string; value: string }, 'key'>
  constructor() {
    super('portal-session')
    this.version(1).stores({ session: 'key' })
  }
}
const sessionDb = new SessionDb()

let activeUser: string | null | undefined
/** Open databases by person; concurrent requests share them, only sign-out closes them. */
const open = new Map<string, UserDb>()
let token: string | null = null

let locale: string | undefined

export async function setActiveUser(userKey: string | null, nextLocale?: string) {
  if (nextLocale && nextLocale !== locale) {
    locale = nextLocale
    await sessionDb.session.put({ key: 'locale', value: nextLocale })
  }
  if (userKey === activeUser) return
  activeUser = userKey
  if (!userKey) {
    // Sign-out: the page deletes the databases; let go of them so the deletion is not blocked.
    token = null
    open.forEach((db) => db.close())
    open.clear()
  }
  await (userKey ? sessionDb.session.put({ key: 'user', value: userKey }) : sessionDb.session.delete('user'))
}

export function databaseOf(userKey: string): UserDb {
  let db = open.get(userKey)
  if (!db) {
    db = new UserDb(userKey)
    open.set(userKey, db)
  }
  return db
}

export async function activeUserDb(): Promise<UserDb | undefined> {
  if (activeUser === undefined) activeUser = (await sessionDb.session.get('user'))?.value ?? null
  return activeUser ? databaseOf(activeUser) : undefined
}

export async function currentLocale() {
  locale ??= (await sessionDb.session.get('locale'))?.value
  return locale
}

/** The access token the page last handed over, memory only; gone when the worker stops. */
export function rememberToken(next: string | null) {
  token = next
}

export const lastToken = async () => token ?? undefined

/** Subject of a bearer token, read without verifying (only to choose the database). */
export function subjectOf(authorization: string | null): string | undefined {
  const payload = authorization?.replace(/^Bearer /, '').split('.')[1]
  if (!payload) return undefined
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown }
    return typeof json.sub === 'string' ? json.sub : undefined
  } catch {
    return undefined
  }
}
