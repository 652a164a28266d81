import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { SeedContext } from '../seed/context.ts'
import { runSeeds } from '../seed/index.ts'
import { SCHEMAS } from './schemas.ts'
import type { Db } from './sql.ts'

export const DATABASE_FILE = 'portal.sqlite'

/** Opens (creating if needed) the database in `dataDir`, applies the schema and seeds a new one. */
export function openDatabase(dataDir: string, seed: SeedContext): Db {
  mkdirSync(dataDir, { recursive: true })
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE))
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 2000;')
  for (const schema of SCHEMAS) db.exec(schema)
  runSeeds(db, seed)
  return db
}
