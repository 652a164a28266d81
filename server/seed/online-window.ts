import type { Portal } from '../../src/contract/common.ts'
import type { WindowKind } from '../../src/contract/online-window.ts'
import { all, insert, run, type Db } from '../db/sql.ts'
import { isoDay, todayOf, type Day } from '../data/payments-time.ts'
import type { SeedContext } from './context.ts'

/** The documents a student may request, with their price in cents (0: free). */
const FORMALITIES = [
  { id: 1, name: 'Constancia de estudios', description: 'Hace constar que estás inscrito, con tu programa y campus.', priceCents: 0, withGrades: false },
  { id: 2, name: 'Constancia con calificaciones', description: 'La constancia de estudios con tus materias cursadas y sus calificaciones.', priceCents: 15_000, withGrades: true },
  { id: 3, name: 'Certificado parcial de estudios', description: 'Las materias acreditadas hasta hoy, para una revalidación o un cambio de escuela.', priceCents: 85_000, withGrades: true },
  { id: 4, name: 'Historial académico', description: 'Todas tus materias cursadas, por ciclo, con su estado y calificación final.', priceCents: 0, withGrades: true },
]

/** How a window may be set: open now, not open yet, or already closed. */
export type WindowSetting = 'open' | 'not-yet' | 'ended'

/** Each window's days around today: open ones give room either side, so the seed makes sense on any day. */
const OPEN_DAYS: Record<WindowKind, [from: number, to: number]> = {
  payments: [-30, 60],
  formalities: [-60, 180],
  reenrollment: [-5, 20],
}

function datesFor(kind: WindowKind, setting: WindowSetting, today: Day): [string, string] {
  const [from, to] = setting === 'open' ? OPEN_DAYS[kind] : setting === 'not-yet' ? [10, 30] : [-30, -1]
  return [isoDay(today + from), isoDay(today + to)]
}

/** Sets a window of every campus of the portal (or of one campus) open or closed, relative to today. */
export function setWindow(db: Db, portal: Portal, kind: WindowKind, setting: WindowSetting, now: Date, campusCode?: string): number {
  const [opens, closes] = datesFor(kind, setting, todayOf(now))
  return run(
    db, 'UPDATE online_windows SET opens_on = ?, closes_on = ? WHERE portal = ? AND kind = ? AND (? IS NULL OR campus_code = ?)',
    opens, closes, portal, kind, campusCode ?? null, campusCode ?? null,
  ).changes
}

/** Every campus with students gets its three windows open around today, and the catalog of formalities. */
export function seedOnlineWindow(db: Db, { now }: SeedContext): void {
  const today = todayOf(now)
  run(db, 'DELETE FROM online_windows')
  const campuses = all<{ portal: Portal; campus_code: string }>(
    db, 'SELECT DISTINCT a.portal, k.campus_code FROM careers k JOIN student_accounts a ON a.account_number = k.account_number',
  )
  for (const campus of campuses) {
    for (const kind of Object.keys(OPEN_DAYS) as WindowKind[]) {
      const [opens, closes] = datesFor(kind, 'open', today)
      insert(db, 'online_windows', { portal: campus.portal, campus_code: campus.campus_code, kind, opens_on: opens, closes_on: closes })
    }
  }
  run(db, 'DELETE FROM formality_types')
  FORMALITIES.forEach((f, index) => {
    insert(db, 'formality_types', {
      id: f.id, name: f.name, description: f.description, price_cents: f.priceCents, with_grades: f.withGrades ? 1 : 0, position: index + 1,
    })
  })
}

/** Forgets an account's formalities and reenrollments (end-to-end tests, in any order). */
export function resetOnlineWindow(db: Db, accountNumber: string, now: Date): void {
  run(db, 'DELETE FROM formality_requests WHERE account_number = ?', accountNumber)
  run(db, 'DELETE FROM reenrollments WHERE account_number = ?', accountNumber)
  const portal = all<{ portal: Portal }>(db, 'SELECT portal FROM student_accounts WHERE account_number = ?', accountNumber)[0]?.portal
  if (portal) for (const kind of Object.keys(OPEN_DAYS) as WindowKind[]) setWindow(db, portal, kind, 'open', now)
}
