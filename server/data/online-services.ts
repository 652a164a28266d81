import type { Portal } from '../../src/contract/common.ts'
import { SHARED_DATA, type OnlineServiceLink, type SharedDatum } from '../../src/contract/online-services.ts'
import { all, type Db } from '../db/sql.ts'

/**
 * Online services (Servicios en línea): the sites a brand offers its students, each in a group, for
 * every career of the brand or only for one campus or one program (null: any). `shares` lists,
 * comma separated, what the site receives about the student when opened from the portal.
 */
export const onlineServicesSchema = `
CREATE TABLE IF NOT EXISTS online_links (
  id INTEGER PRIMARY KEY,
  portal TEXT NOT NULL,
  group_key TEXT NOT NULL,
  group_name TEXT NOT NULL,
  group_position INTEGER NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  url TEXT NOT NULL,
  shares TEXT NOT NULL DEFAULT '',
  campus_code TEXT,
  cv_program TEXT,
  position INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS online_links_portal ON online_links (portal, group_position, position);`

interface LinkRow {
  id: number
  group_key: string
  group_name: string
  name: string
  description: string
  url: string
  shares: string
}

const isShared = (value: string): value is SharedDatum => (SHARED_DATA as readonly string[]).includes(value)

/** The links of the brand for one career: those of every career, of its campus and of its program. */
export function linksFor(db: Db, portal: Portal, cvProgram: string, campusCode: string): OnlineServiceLink[] {
  return all<LinkRow>(
    db,
    `SELECT id, group_key, group_name, name, description, url, shares FROM online_links
     WHERE portal = ? AND (campus_code IS NULL OR campus_code = ?) AND (cv_program IS NULL OR cv_program = ?)
     ORDER BY group_position, position, id`,
    portal, campusCode, cvProgram,
  ).map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    url: row.url,
    group: row.group_key,
    groupName: row.group_name,
    shares: row.shares.split(',').filter(isShared),
  }))
}
