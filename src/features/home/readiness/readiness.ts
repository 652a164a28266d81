import type { SelectedStudent } from '@/contract/user'
import type { SnapshotRow } from '@/shared/db/user-db'
import { isStudentsSnapshot, snapshotParams } from '@/shared/offline/snapshots'

/** The four things a student most needs with no signal (academic issue: home "offline readiness"). */
export const READINESS_ITEMS = ['credential', 'schedule', 'subjects', 'report-cards'] as const
export type ReadinessItem = (typeof READINESS_ITEMS)[number]

export interface ItemReadiness {
  item: ReadinessItem
  /** Epoch ms of the oldest saved piece; null when something is missing. */
  savedAt: number | null
  /** Report cards: how many of the known cycles are saved, and which. */
  saved?: number
  total?: number
  savedCycles?: readonly string[]
}

/** The snapshot kinds the card reads; other writes (notifications, the agenda's institutional calendar) do not wake it. */
export const READINESS_KINDS = ['credential', 'schedule', 'subjects', 'report-cards', 'report-card-pdf'] as const

export const SCHOOL_ZONE = 'America/Mexico_City'

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

/** The school's calendar date of an instant, as `YYYY-MM-DD`. */
export function schoolDate(instant: Date): string {
  return dayFormat.format(instant)
}

function fromIso(date: string): Date {
  return new Date(`${date}T00:00:00Z`)
}
const iso = (date: Date) => date.toISOString().slice(0, 10)

/** Monday to Sunday of the school week that holds `instant`. */
export function schoolWeek(instant: Date): { monday: string; sunday: string } {
  const day = fromIso(schoolDate(instant))
  const fromMonday = (day.getUTCDay() + 6) % 7
  const monday = new Date(day.getTime() - fromMonday * 86_400_000)
  return { monday: iso(monday), sunday: iso(new Date(monday.getTime() + 6 * 86_400_000)) }
}

/** The agenda asks for whole months: first and last day of the month of `date`. */
export function monthWindow(date: string): { from: string; to: string } {
  const day = fromIso(date)
  const first = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1))
  const last = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0))
  return { from: iso(first), to: iso(last) }
}

/** The month windows a week touches (one, or two when it straddles a month). */
export function weekMonthWindows(instant: Date): { from: string; to: string }[] {
  const { monday, sunday } = schoolWeek(instant)
  const first = monthWindow(monday)
  const second = monthWindow(sunday)
  return first.from === second.from ? [first] : [first, second]
}

function oldest(rows: readonly (SnapshotRow | undefined)[]): number | null {
  if (rows.length === 0 || rows.some((row) => !row)) return null
  return Math.min(...rows.map((row) => row!.savedAt))
}

/** Saved when every known report card is; a career with none yet, once its (empty) list is. */
function reportCardsSavedAt(list: SnapshotRow | undefined, pdfs: readonly SnapshotRow[], total: number | undefined): number | null {
  if (list && total === 0) return list.savedAt
  if (pdfs.length === 0 || (total !== undefined && pdfs.length < total)) return null
  return oldest(pdfs)
}

/** What is saved on this device for the selected student, and since when. */
export function readinessOf(rows: readonly SnapshotRow[], student: SelectedStudent, now: Date): ItemReadiness[] {
  const mine = rows.filter((row) => isStudentsSnapshot(row.key, student))
  const ofKind = (kind: string) => mine.filter((row) => row.kind === kind)

  const credential = ofKind('credential')[0]
  const schedule = weekMonthWindows(now).map(({ from, to }) =>
    ofKind('schedule').find((row) => {
      const params = snapshotParams(row.key)
      return params.get('from') === from && params.get('to') === to
    }),
  )
  const subjects = ofKind('subjects').find((row) => snapshotParams(row.key).get('type') === 'enrolled')
  const pdfs = ofKind('report-card-pdf')
  const list = ofKind('report-cards')[0]
  const total = Array.isArray(list?.value) ? list.value.length : undefined

  return [
    { item: 'credential', savedAt: oldest([credential]) },
    { item: 'schedule', savedAt: oldest(schedule) },
    { item: 'subjects', savedAt: oldest([subjects]) },
    {
      item: 'report-cards',
      savedAt: reportCardsSavedAt(list, pdfs, total),
      saved: pdfs.length,
      total,
      savedCycles: pdfs.map((row) => snapshotParams(row.key).get('cycle') ?? ''),
    },
  ]
}
