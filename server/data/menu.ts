import type { Portal } from '../../src/contract/common.ts'
import type { MenuItem } from '../../src/contract/user.ts'
import { all, type Db } from '../db/sql.ts'

export const menuSchema = `
CREATE TABLE IF NOT EXISTS menu_items (
  id INTEGER PRIMARY KEY,
  role_id INTEGER NOT NULL,
  portal TEXT NOT NULL,
  name TEXT NOT NULL,
  icon TEXT NOT NULL,
  route TEXT NOT NULL,
  position INTEGER NOT NULL,
  service_id INTEGER NOT NULL REFERENCES services(id)
);
CREATE INDEX IF NOT EXISTS menu_items_role ON menu_items (role_id, portal, position);`

export function menuFor(db: Db, roleId: number, portal: Portal): MenuItem[] {
  return all<{ id: number; name: string; icon: string; route: string; position: number; service_id: number }>(
    db,
    'SELECT id, name, icon, route, position, service_id FROM menu_items WHERE role_id = ? AND portal = ? ORDER BY position, id',
    roleId, portal,
  ).map((row) => ({ id: row.id, name: row.name, icon: row.icon, route: row.route, order: row.position, serviceId: row.service_id }))
}
