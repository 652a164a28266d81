/** Prefix of every per-user IndexedDB database; sign-out deletes them all. */
export const USER_DB_PREFIX = 'portal-user-'
