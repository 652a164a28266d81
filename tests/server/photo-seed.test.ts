import { rmSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/database.ts'
import { photoOf } from '../../server/data/photos.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { tempDir } from './test-server.ts'

const CONTEXT = { now: new Date(), timeZone: 'America/Mexico_City' }

describe('the seeded photo history', () => {
  it('reaches a database made when each account had a single photo row', () => {
    const dataDir = tempDir()
    try {
      const fresh = openDatabase(dataDir, CONTEXT)
      // Put the database back as the earlier seed left it.
      fresh.exec(`DROP TABLE photo_requests;
        CREATE TABLE photos (account_number TEXT PRIMARY KEY, data_url TEXT NOT NULL, status TEXT NOT NULL, updated_at TEXT NOT NULL, next_change_at TEXT);
        DELETE FROM meta WHERE key = 'seed:photo-requests';`)
      fresh.close()
      const upgraded = openDatabase(dataDir, CONTEXT)
      try {
        const tables = upgraded.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'photo%' ORDER BY name").all()
        expect(tables).toEqual([{ name: 'photo_requests' }])
        const now = new Date()
        expect(photoOf(upgraded, ACCOUNTS.alumnoUvm, now)).toMatchObject({ status: 'approved', nextChangeAt: null })
        expect(photoOf(upgraded, ACCOUNTS.alumnoUvm2, now)).toMatchObject({ status: 'pending' })
        expect(photoOf(upgraded, ACCOUNTS.alumnoUnitec, now)).toMatchObject({ status: 'rejected', photo: null })
        expect(photoOf(upgraded, ACCOUNTS.alumnoUnitec2, now).nextChangeAt).not.toBeNull()
        expect(photoOf(upgraded, ACCOUNTS.sinMatriculaUvm, now)).toEqual({
          photo: null, status: null, updatedAt: null, nextChangeAt: null, pendingPhoto: null, rejectionReason: null,
        })
      } finally {
        upgraded.close()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
