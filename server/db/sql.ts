import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite'

export type Db = DatabaseSync
export type Param = SQLInputValue

const cache = new WeakMap<Db, Map<string, StatementSync>>()

function statement(db: Db, sql: string): StatementSync {
  let statements = cache.get(db)
  if (!statements) {
    statements = new Map()
    cache.set(db, statements)
  }
  let prepared = statements.get(sql)
  if (!prepared) {
    prepared = db.prepare(sql)
    statements.set(sql, prepared)
  }
  return prepared
}

/** Rows are typed by the caller: the SQL beside it is the only source of their shape. */
export function one<T>(db: Db, sql: string, ...params: Param[]): T | undefined {
  return statement(db, sql).get(...params) as T | undefined
}

export function all<T>(db: Db, sql: string, ...params: Param[]): T[] {
  return statement(db, sql).all(...params) as T[]
}

export function run(db: Db, sql: string, ...params: Param[]): { changes: number; lastId: number } {
  const result = statement(db, sql).run(...params)
  return { changes: Number(result.changes), lastId: Number(result.lastInsertRowid) }
}

export function transaction<T>(db: Db, work: () => T): T {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = work()
    db.exec('COMMIT')
    return result
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
}

export const bool = (value: unknown): boolean => value === 1 || value === 1n || value === true

/** INSERT of one row whose keys are column names (seed and fixtures). */
export function insert(db: Db, table: string, row: Record<string, Param>): number {
  const columns = Object.keys(row)
  const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`
  return run(db, sql, ...columns.map((c) => row[c] ?? null)).lastId
}
