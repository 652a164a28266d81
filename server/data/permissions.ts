import type { ServiceActions } from '../../src/contract/catalogs.ts'
import { NO_ACTIONS } from '../../src/contract/catalogs.ts'
import { bool, one, type Db } from '../db/sql.ts'

export const permissionsSchema = `
CREATE TABLE IF NOT EXISTS services (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS role_service_actions (
  role_id INTEGER NOT NULL,
  service_id INTEGER NOT NULL REFERENCES services(id),
  aprobar INTEGER NOT NULL DEFAULT 0,
  crear INTEGER NOT NULL DEFAULT 0,
  editar INTEGER NOT NULL DEFAULT 0,
  ejecutar INTEGER NOT NULL DEFAULT 0,
  eliminar INTEGER NOT NULL DEFAULT 0,
  lectura INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (role_id, service_id)
);`

interface ActionsRow {
  aprobar: number
  crear: number
  editar: number
  ejecutar: number
  eliminar: number
  lectura: number
}

/** What a role may do on a service; anything not in the table is false (spec §6). */
export function actionsFor(db: Db, roleId: number, serviceId: number): ServiceActions {
  const row = one<ActionsRow>(
    db,
    'SELECT aprobar, crear, editar, ejecutar, eliminar, lectura FROM role_service_actions WHERE role_id = ? AND service_id = ?',
    roleId, serviceId,
  )
  if (!row) return { ...NO_ACTIONS }
  return {
    Aprobar: bool(row.aprobar),
    Crear: bool(row.crear),
    Editar: bool(row.editar),
    Ejecutar: bool(row.ejecutar),
    Eliminar: bool(row.eliminar),
    Lectura: bool(row.lectura),
  }
}
