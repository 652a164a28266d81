import type { Terms, TermsAcceptance, TermsSection } from '../../src/contract/terms.ts'
import type { TermsState } from '../../src/contract/user.ts'
import { all, one, run, type Db } from '../db/sql.ts'

/**
 * Published versions of the terms (each with its whole text, kept as it was) and who accepted
 * which, when. The current version is the last one published. `seeded` marks the versions the
 * seed published, which the test hook's reset keeps.
 */
export const termsSchema = `
CREATE TABLE IF NOT EXISTS terms_versions (
  seq INTEGER PRIMARY KEY,
  version TEXT NOT NULL UNIQUE,
  published_at TEXT NOT NULL,
  title TEXT NOT NULL,
  sections TEXT NOT NULL,
  seeded INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS terms_acceptances (
  user_id INTEGER NOT NULL REFERENCES users(id),
  version TEXT NOT NULL REFERENCES terms_versions(version),
  accepted_at TEXT NOT NULL,
  PRIMARY KEY (user_id, version)
);`

interface VersionRow {
  seq: number
  version: string
  published_at: string
  title: string
  sections: string
}

const toTerms = (row: VersionRow): Terms => ({
  version: row.version,
  publishedAt: row.published_at,
  title: row.title,
  sections: JSON.parse(row.sections) as TermsSection[],
})

const COLUMNS = 'seq, version, published_at, title, sections'

export function currentTerms(db: Db): Terms | undefined {
  const row = one<VersionRow>(db, `SELECT ${COLUMNS} FROM terms_versions ORDER BY seq DESC LIMIT 1`)
  return row && toTerms(row)
}

export function termsVersion(db: Db, version: string): Terms | undefined {
  const row = one<VersionRow>(db, `SELECT ${COLUMNS} FROM terms_versions WHERE version = ?`, version)
  return row && toTerms(row)
}

export interface NewTerms {
  /** Day of publication, `YYYY-MM-DD`. */
  publishedAt: string
  title: string
  sections: readonly TermsSection[]
  seeded?: boolean
}

/** Publishes the next major version (`1.0`, `2.0`…); it is the current one from now on. */
export function publishTerms(db: Db, terms: NewTerms): Terms {
  const last = one<{ seq: number; version: string }>(db, 'SELECT seq, version FROM terms_versions ORDER BY seq DESC LIMIT 1')
  const major = last ? Number(last.version.split('.')[0]) + 1 : 1
  const version = `${major}.0`
  run(
    db,
    'INSERT INTO terms_versions (seq, version, published_at, title, sections, seeded) VALUES (?, ?, ?, ?, ?, ?)',
    (last?.seq ?? 0) + 1, version, terms.publishedAt, terms.title, JSON.stringify(terms.sections), terms.seeded ? 1 : 0,
  )
  return { version, publishedAt: terms.publishedAt, title: terms.title, sections: [...terms.sections] }
}

/** Whether only seeded versions exist (nothing published since). */
export const onlySeededVersions = (db: Db): boolean =>
  one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM terms_versions WHERE seeded = 0')?.n === 0

/**
 * Records that the user accepted `version` at `now`; accepting it again changes nothing and answers
 * the first acceptance.
 */
export function acceptTerms(db: Db, userId: number, version: string, now: Date): TermsAcceptance {
  run(db, 'INSERT OR IGNORE INTO terms_acceptances (user_id, version, accepted_at) VALUES (?, ?, ?)', userId, version, now.toISOString())
  const row = one<{ accepted_at: string }>(db, 'SELECT accepted_at FROM terms_acceptances WHERE user_id = ? AND version = ?', userId, version)
  if (!row) throw new Error(`acceptance of ${version} by ${userId} not recorded`)
  return { version, acceptedAt: row.accepted_at }
}

/** The version in force and the last one the user accepted (by publication order), with when. */
export function termsStateOf(db: Db, userId: number): TermsState {
  const current = one<{ version: string }>(db, 'SELECT version FROM terms_versions ORDER BY seq DESC LIMIT 1')
  const accepted = one<{ version: string; accepted_at: string }>(
    db,
    `SELECT a.version, a.accepted_at FROM terms_acceptances a JOIN terms_versions t ON t.version = a.version
     WHERE a.user_id = ? ORDER BY t.seq DESC LIMIT 1`,
    userId,
  )
  return {
    currentVersion: current?.version ?? '',
    acceptedVersion: accepted?.version ?? null,
    acceptedAt: accepted?.accepted_at ?? null,
  }
}

/** Every acceptance of a user, oldest version first (tests and the state hook). */
export function acceptancesOf(db: Db, userId: number): TermsAcceptance[] {
  return all<{ version: string; accepted_at: string }>(
    db,
    `SELECT a.version, a.accepted_at FROM terms_acceptances a JOIN terms_versions t ON t.version = a.version
     WHERE a.user_id = ? ORDER BY t.seq`,
    userId,
  ).map((row) => ({ version: row.version, acceptedAt: row.accepted_at }))
}

/** Every user of the API has accepted each seeded version (the seed's and the reset's promise). */
export function acceptSeededForEveryone(db: Db, acceptedAt: string): void {
  run(
    db,
    `INSERT OR IGNORE INTO terms_acceptances (user_id, version, accepted_at)
     SELECT u.id, t.version, ? FROM users u CROSS JOIN terms_versions t WHERE t.seeded = 1`,
    acceptedAt,
  )
}

/** Back to the seed: versions published since and their acceptances go. */
export function resetTerms(db: Db, acceptedAt: string): void {
  run(db, 'DELETE FROM terms_acceptances WHERE version IN (SELECT version FROM terms_versions WHERE seeded = 0)')
  run(db, 'DELETE FROM terms_versions WHERE seeded = 0')
  acceptSeededForEveryone(db, acceptedAt)
}
