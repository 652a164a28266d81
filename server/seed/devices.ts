import type { Device } from '../../src/contract/user.ts'
import { insert, type Db } from '../db/sql.ts'
import { daysFromEpoch } from './epoch.ts'
import { USER_IDS } from './identities.ts'

const device = (id: string, name: string, browser: string, os: string, daysAgo: number, current = false): Device =>
  ({ id, device: name, browser, os, lastAccess: daysFromEpoch(-daysAgo), current })

const DEVICES: ReadonlyArray<[number, Device]> = [
  [USER_IDS.alumno, device('dev-alumno-iphone', 'iPhone 15', 'Safari 18', 'iOS 18', 0, true)],
  [USER_IDS.alumno, device('dev-alumno-laptop', 'Laptop', 'Chrome 139', 'Windows 11', 3)],
  [USER_IDS.alumno, device('dev-alumno-tablet', 'Galaxy Tab S9', 'Chrome 139', 'Android 15', 21)],
  [USER_IDS.tutor, device('dev-tutor-laptop', 'Laptop', 'Edge 139', 'Windows 11', 0, true)],
  [USER_IDS.admin, device('dev-admin-desktop', 'Escritorio', 'Chrome 139', 'macOS 15', 0, true)],
  [USER_IDS.admin, device('dev-admin-phone', 'Moto g84', 'Chrome 139', 'Android 14', 5)],
  [USER_IDS.sinmatricula, device('dev-sinmatricula-phone', 'Redmi Note 13', 'Chrome 139', 'Android 14', 0, true)],
]

export function seedDevices(db: Db): void {
  for (const [userId, d] of DEVICES) {
    insert(db, 'devices', {
      id: d.id, user_id: userId, device: d.device, browser: d.browser, os: d.os, last_access: d.lastAccess, current: d.current ? 1 : 0,
    })
  }
}
