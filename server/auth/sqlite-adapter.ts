import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider'
import { one, run, type Db } from '../db/sql.ts'

/** Provider state (sessions, grants, codes, refresh tokens, interactions), one row per artifact. */
export const oidcStoreSchema = `
CREATE TABLE IF NOT EXISTS oidc_store (
  model TEXT NOT NULL,
  id TEXT NOT NULL,
  payload TEXT NOT NULL,
  grant_id TEXT,
  user_code TEXT,
  uid TEXT,
  expires_at INTEGER,
  consumed_at INTEGER,
  PRIMARY KEY (model, id)
);
CREATE INDEX IF NOT EXISTS oidc_store_grant ON oidc_store (grant_id);
CREATE INDEX IF NOT EXISTS oidc_store_uid ON oidc_store (model, uid);
CREATE INDEX IF NOT EXISTS oidc_store_user_code ON oidc_store (model, user_code);`

interface Row {
  payload: string
  consumed_at: number | null
}

const LIVE = '(expires_at IS NULL OR expires_at > ?)'

function decode(row: Row | undefined): AdapterPayload | undefined {
  if (!row) return undefined
  const payload = JSON.parse(row.payload) as AdapterPayload
  return row.consumed_at ? { ...payload, consumed: Math.floor(row.consumed_at / 1000) } : payload
}

export function purgeExpired(db: Db): void {
  run(db, 'DELETE FROM oidc_store WHERE expires_at IS NOT NULL AND expires_at <= ?', Date.now())
}

export function sqliteAdapter(db: Db): AdapterFactory {
  return (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      run(
        db,
        `INSERT INTO oidc_store (model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
        model, id, JSON.stringify(payload), payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null,
        expiresIn ? Date.now() + expiresIn * 1000 : null,
      )
    },
    async find(id) {
      return decode(one<Row>(db, `SELECT payload, consumed_at FROM oidc_store WHERE model = ? AND id = ? AND ${LIVE}`, model, id, Date.now()))
    },
    async findByUid(uid) {
      return decode(one<Row>(db, `SELECT payload, consumed_at FROM oidc_store WHERE model = ? AND uid = ? AND ${LIVE}`, model, uid, Date.now()))
    },
    async findByUserCode(userCode) {
      return decode(one<Row>(db, `SELECT payload, consumed_at FROM oidc_store WHERE model = ? AND user_code = ? AND ${LIVE}`, model, userCode, Date.now()))
    },
    async consume(id) {
      run(db, 'UPDATE oidc_store SET consumed_at = ? WHERE model = ? AND id = ?', Date.now(), model, id)
    },
    async destroy(id) {
      run(db, 'DELETE FROM oidc_store WHERE model = ? AND id = ?', model, id)
    },
    async revokeByGrantId(grantId) {
      run(db, 'DELETE FROM oidc_store WHERE grant_id = ?', grantId)
    },
  })
}

/**
 * Ends a sign-in at the provider: its grant, every token issued under it, and the provider's
 * session of that browser, so the browser's silent check finds nobody signed in.
 */
export function endGrant(db: Db, grantId: string): void {
  run(db, "DELETE FROM oidc_store WHERE grant_id = ? OR (model = 'Grant' AND id = ?)", grantId, grantId)
  run(
    db,
    `DELETE FROM oidc_store WHERE model = 'Session'
     AND EXISTS (SELECT 1 FROM json_each(payload, '$.authorizations') WHERE json_extract(value, '$.grantId') = ?)`,
    grantId,
  )
}
