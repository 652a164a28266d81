import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

const TEMP_PREFIX = '.tmp-'
// Stored names are made here (a UUID or a seed's fixed name): never a path, never a person's text.
const STORED_NAME = /^[a-z0-9][a-z0-9.-]{0,99}$/

function checked(name: string): string {
  if (!STORED_NAME.test(name)) throw new Error(`not a stored file name: ${name}`)
  return name
}

/**
 * The files of the digital file, in one folder of the data directory. A file is written under a
 * temporary name, flushed, then renamed: a reader or a crash never finds half of it. The row that
 * names it is written in the same request's transaction; `sweep` removes what a crash left between
 * the rename and the commit.
 */
export class FileStore {
  readonly dir: string

  constructor(dir: string) {
    this.dir = dir
    mkdirSync(dir, { recursive: true })
  }

  /** Stores the bytes under a new name (with the given extension) and answers the name. */
  save(bytes: Uint8Array, extension: string): string {
    const name = checked(`${randomUUID()}.${extension}`)
    this.writeAs(name, bytes)
    return name
  }

  /** Stores the bytes under a fixed name (seeded files), replacing nothing half-written. */
  writeAs(name: string, bytes: Uint8Array): void {
    const temp = join(this.dir, `${TEMP_PREFIX}${randomUUID()}`)
    try {
      writeFileSync(temp, bytes, { flush: true })
      renameSync(temp, join(this.dir, checked(name)))
    } catch (error) {
      rmSync(temp, { force: true })
      throw error
    }
  }

  has(name: string): boolean {
    return existsSync(join(this.dir, checked(name)))
  }

  read(name: string): Promise<Buffer> {
    return readFile(join(this.dir, checked(name)))
  }

  remove(name: string): void {
    rmSync(join(this.dir, checked(name)), { force: true })
  }

  /** Removes temporary leftovers and every file no row names; answers how many went. */
  sweep(referenced: ReadonlySet<string>): number {
    let removed = 0
    for (const entry of readdirSync(this.dir, { withFileTypes: true })) {
      if (!entry.isFile()) continue
      if (entry.name.startsWith(TEMP_PREFIX) || !referenced.has(entry.name)) {
        rmSync(join(this.dir, entry.name), { force: true })
        removed++
      }
    }
    return removed
  }
}
