import { rmSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/database.ts'
import { menuFor } from '../../server/data/menu.ts'
import { ROLE_IDS } from '../../server/data/users.ts'
import { tempDir } from './test-server.ts'

const CONTEXT = { now: new Date(), timeZone: 'America/Mexico_City' }

describe('the seeded menu', () => {
  it('reaches a database seeded when every student got an entry the portal cannot draw', () => {
    const dataDir = tempDir()
    try {
      const fresh = openDatabase(dataDir, CONTEXT)
      expect(menuFor(fresh, ROLE_IDS.Alumno, 'uvm').map((item) => item.icon)).not.toContain('blockchain')
      // Put the database back as the earlier seed left it.
      fresh.exec(`INSERT INTO menu_items (id, role_id, portal, name, icon, route, position, service_id)
          VALUES (900, ${ROLE_IDS.Alumno}, 'uvm', 'Certificados blockchain', 'blockchain', '/blockchain', 155, 17);
        DELETE FROM meta WHERE key = 'seed:menu-without-blockchain';`)
      fresh.close()
      const upgraded = openDatabase(dataDir, CONTEXT)
      try {
        const alumno = menuFor(upgraded, ROLE_IDS.Alumno, 'uvm')
        expect(alumno.map((item) => item.icon)).not.toContain('blockchain')
        expect(alumno.map((item) => item.route)).toEqual(expect.arrayContaining(['/home', '/online-services', '/fiscal-information']))
        expect(menuFor(upgraded, ROLE_IDS.Administrativo, 'uvm').map((item) => item.route)).toContain('/find-student')
      } finally {
        upgraded.close()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
