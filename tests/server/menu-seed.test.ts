import { rmSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/database.ts'
import { menuFor } from '../../server/data/menu.ts'
import { actionsFor } from '../../server/data/permissions.ts'
import { serviceId } from '../../server/data/service-list.ts'
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

  it('gives every role the online classes right after the agenda, readable as the agenda is, in older databases too', () => {
    const dataDir = tempDir()
    const service = serviceId('online-classes')
    try {
      const fresh = openDatabase(dataDir, CONTEXT)
      // Put the database back as it was before the online classes existed.
      fresh.exec(`DELETE FROM menu_items WHERE route = '/online-classes';
        DELETE FROM role_service_actions WHERE service_id = ${service};
        DELETE FROM meta WHERE key IN ('seed:menu-with-online-classes', 'seed:permissions-with-online-classes');`)
      fresh.close()
      const upgraded = openDatabase(dataDir, CONTEXT)
      try {
        for (const role of ['Alumno', 'Tutor', 'Administrativo'] as const) {
          for (const portal of ['uvm', 'unitec'] as const) {
            const routes = menuFor(upgraded, ROLE_IDS[role], portal).map((item) => item.route)
            expect(routes[routes.indexOf('/agenda') + 1], `${role} ${portal}`).toBe('/online-classes')
          }
          const online = menuFor(upgraded, ROLE_IDS[role], 'uvm').find((item) => item.route === '/online-classes')
          expect(online).toMatchObject({ name: 'Clases en línea', icon: 'online classes', serviceId: service })
          expect(actionsFor(upgraded, ROLE_IDS[role], service)).toEqual(actionsFor(upgraded, ROLE_IDS[role], serviceId('agenda')))
        }
      } finally {
        upgraded.close()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
