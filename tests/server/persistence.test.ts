import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, describe, expect, it } from 'vitest'
import { DATABASE_FILE } from '../../server/db/database.ts'
import { api, decodeJwt, refresh, signIn, type TokenResponse } from '../support/sign-in.ts'
import { startTestServer, tempDir } from './test-server.ts'

const dataDir = tempDir()
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const entry = { action: 'Consulta', browser: 'Firefox', device: 'Tableta', detail: 'antes del reinicio' }

describe('persistence across a restart', () => {
  it('keeps API data, the signing key and the sign-in session', async () => {
    const first = await startTestServer({ dataDir })
    const { tokens } = await signIn(first.url, 'alumno')
    const saved = await api(first.url, tokens.access_token, '/config/binnacle', {}, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(entry),
    })
    const { id } = (await saved.json()) as { id: number }
    const port = first.port
    await first.stop()

    // Same port, so the issuer and the registered redirect URI stay the same.
    const second = await startTestServer({ dataDir, port })
    try {
      // An access token from before the restart still verifies: the key was kept.
      expect((await api(second.url, tokens.access_token, '/user/menu/email')).status).toBe(200)
      const refreshed = await refresh(second.url, tokens.refresh_token)
      expect(refreshed.status).toBe(200)
      const rotated = (await refreshed.json()) as TokenResponse
      expect(decodeJwt(rotated.access_token).preferred_username).toBe('alumno')

      const next = await api(second.url, rotated.access_token, '/config/binnacle', {}, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...entry, detail: 'después' }),
      })
      expect(((await next.json()) as { id: number }).id).toBe(id + 1)
    } finally {
      await second.stop()
    }

    const db = new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: true })
    const rows = db.prepare('SELECT id, email, detail FROM binnacle ORDER BY id').all()
    db.close()
    expect(rows).toEqual([
      { id, email: 'alumno@demo.edu.mx', detail: 'antes del reinicio' },
      { id: id + 1, email: 'alumno@demo.edu.mx', detail: 'después' },
    ])
  })
})
