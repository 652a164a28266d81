import type { ServiceActions } from '../../src/contract/catalogs.ts'
import type { RoleName } from '../../src/contract/user.ts'
import { insert, one, run, type Db } from '../db/sql.ts'
import { SERVICES, serviceId, type ServiceKey } from '../data/service-list.ts'
import { ROLE_IDS } from '../data/users.ts'

type Grant = Partial<ServiceActions>

const READ: Grant = { Lectura: true }

/** Role × service actions; a missing pair means every action is false. */
export const PERMISSIONS: Record<RoleName, Partial<Record<ServiceKey, Grant>>> = {
  Alumno: {
    'home': READ, 'academic-progress': READ, 'agenda': READ, 'online-classes': READ, 'subjects': READ, 'report-card': READ,
    'payments': { Lectura: true, Ejecutar: true }, 'digital-files': { Lectura: true, Crear: true, Editar: true },
    'student-information': { Lectura: true, Crear: true, Editar: true, Eliminar: true }, 'digital-resources': READ,
    'online-services': READ, 'assistance': { Lectura: true, Crear: true }, 'notifications': { Lectura: true, Editar: true },
    'credential': READ, 'subject-strip': READ, 'settings': { Lectura: true, Eliminar: true }, 'terms-conditions': READ,
    'blockchain': READ, 'photo': { Lectura: true, Crear: true }, 'libraries': READ,
    // Saving fiscal data replaces the whole record (PUT): editing it, as a student's other data.
    'fiscal-information': { Lectura: true, Editar: true },
    // Requesting a formality or reenrolling is executing a service of the online window.
    'online-window': { Lectura: true, Ejecutar: true },
  },
  // A tutor follows the digital file and the help center of a linked student but does not upload,
  // sign or write for them.
  Tutor: {
    'home': READ, 'academic-progress': READ, 'agenda': READ, 'online-classes': READ, 'subjects': READ, 'report-card': READ,
    'payments': { Lectura: true, Ejecutar: true }, 'digital-files': READ, 'assistance': READ, 'student-information': READ, 'notifications': READ,
    'credential': READ, 'subject-strip': READ, 'settings': READ, 'photo': READ,
    // The economic responsible is often the one invoiced: a tutor may keep the fiscal data too.
    'fiscal-information': { Lectura: true, Editar: true },
    'online-window': READ, 'terms-conditions': READ,
  },
  // An administrative reads a found student's statement, orders and references, and pays nothing.
  Administrativo: {
    'home': READ, 'find-student': READ, 'payments': READ, 'photo': { Lectura: true, Aprobar: true },
    'digital-files': { Lectura: true, Aprobar: true, Editar: true }, 'assistance': READ, 'student-information': READ, 'notifications': READ,
    'settings': READ, 'academic-progress': READ, 'agenda': READ, 'online-classes': READ, 'subjects': READ, 'report-card': READ, 'credential': READ,
    'subject-strip': READ, 'fiscal-information': READ, 'digital-resources': READ, 'online-window': READ, 'terms-conditions': READ,
  },
}

/** Re-runnable: grants are replaced, so a database seeded with older grants gets the current ones. */
export function seedPermissions(db: Db): void {
  for (const service of SERVICES) {
    if (!one(db, 'SELECT 1 AS found FROM services WHERE id = ?', service.id)) insert(db, 'services', { id: service.id, key: service.key, name: service.name })
  }
  run(db, 'DELETE FROM role_service_actions')
  for (const [role, grants] of Object.entries(PERMISSIONS) as [RoleName, Partial<Record<ServiceKey, Grant>>][]) {
    for (const [key, grant] of Object.entries(grants) as [ServiceKey, Grant][]) {
      insert(db, 'role_service_actions', {
        role_id: ROLE_IDS[role],
        service_id: serviceId(key),
        aprobar: grant.Aprobar ? 1 : 0,
        crear: grant.Crear ? 1 : 0,
        editar: grant.Editar ? 1 : 0,
        ejecutar: grant.Ejecutar ? 1 : 0,
        eliminar: grant.Eliminar ? 1 : 0,
        lectura: grant.Lectura ? 1 : 0,
      })
    }
  }
}
