import type { Terms } from '../../src/contract/terms.ts'
import { acceptSeededForEveryone, currentTerms, onlySeededVersions, publishTerms } from '../data/terms.ts'
import type { Db } from '../db/sql.ts'
import type { SeedContext } from './context.ts'
import { changesSection, TERMS_SECTIONS, TERMS_TITLE, UPDATE_SUMMARY } from './terms-text.ts'

const DAY_MS = 24 * 60 * 60_000
/** The seeded version was published this long before the database was made, and accepted a week later. */
const PUBLISHED_DAYS_BEFORE = 120
const ACCEPTED_DAYS_AFTER = 7

const day = (date: Date) => date.toISOString().slice(0, 10)

/**
 * Version 1.0 of the terms, already accepted by every account of the API: the demo and every
 * existing journey start in the portal, not on the terms. A newer version comes from the test
 * hook or `DEMO_TERMS_UPDATE=1` (README).
 */
export function seedTerms(db: Db, { now }: SeedContext): void {
  const published = new Date(now.getTime() - PUBLISHED_DAYS_BEFORE * DAY_MS)
  publishTerms(db, { publishedAt: day(published), title: TERMS_TITLE, sections: TERMS_SECTIONS, seeded: true })
  acceptSeededForEveryone(db, new Date(published.getTime() + ACCEPTED_DAYS_AFTER * DAY_MS).toISOString())
}

/** A newer version of the terms, published today: its changes first, then the same text. */
export function publishNewTerms(db: Db, now: Date): Terms {
  const next = `${Number(currentTerms(db)?.version.split('.')[0] ?? 0) + 1}.0`
  return publishTerms(db, { publishedAt: day(now), title: TERMS_TITLE, sections: [changesSection(next, UPDATE_SUMMARY), ...TERMS_SECTIONS] })
}

/** `DEMO_TERMS_UPDATE=1`: a version newer than the seeded one, published at most once per database. */
export function publishDemoUpdate(db: Db, now: Date): Terms | undefined {
  return onlySeededVersions(db) ? publishNewTerms(db, now) : undefined
}
