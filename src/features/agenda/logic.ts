import type { AgendaCalendar, AgendaEvent } from '@/contract/academic'
import { addDays, daysBetween, dayKeyOf, localTimeOf, type DayKey } from './dates'
import type { DayRange } from './views'

/** The two calls the agenda reads: institutional calendar events and class sessions. */
export const AGENDA_SOURCES = ['calendar', 'schedule'] as const
export type AgendaSource = (typeof AGENDA_SOURCES)[number]

/** An event with what every view needs computed once: instants and the local days it covers. */
export interface AgendaItem {
  /** Unique across both calls. */
  key: string
  source: AgendaSource
  event: AgendaEvent
  startMs: number
  endMs: number
  first: DayKey
  last: DayKey
}

const MIDNIGHT_UTC = /T00:00(:00(\.0+)?)?(Z|[+-]00:?00)$/

/**
 * The local day an all-day boundary names. The contract writes local midnight; a server that
 * writes midnight UTC instead (18:00 of the day before here) still means that calendar date.
 */
function allDayBoundary(iso: string): DayKey {
  const { hour, minute } = localTimeOf(iso)
  if ((hour !== 0 || minute !== 0) && MIDNIGHT_UTC.test(iso)) return iso.slice(0, 10)
  return dayKeyOf(iso)
}

/** The local days an event covers, both included; the end instant itself is exclusive. */
export function eventDaySpan(event: Pick<AgendaEvent, 'start' | 'end' | 'allDay'>): { first: DayKey; last: DayKey } {
  if (event.allDay) {
    const first = allDayBoundary(event.start)
    const end = allDayBoundary(event.end)
    return { first, last: end > first ? addDays(end, -1) : first }
  }
  const startMs = Date.parse(event.start)
  const endMs = Date.parse(event.end)
  return { first: dayKeyOf(startMs), last: dayKeyOf(endMs > startMs ? endMs - 1 : startMs) }
}

export function toItem(source: AgendaSource, event: AgendaEvent): AgendaItem {
  return { key: `${source}:${event.id}`, source, event, startMs: Date.parse(event.start), endMs: Date.parse(event.end), ...eventDaySpan(event) }
}

export const toItems = (source: AgendaSource, events: readonly AgendaEvent[]) => events.map((event) => toItem(source, event))

/** By first day, all-day first, then by start and title, so every view lists a day the same way. */
export function compareItems(a: AgendaItem, b: AgendaItem): number {
  if (a.first !== b.first) return a.first < b.first ? -1 : 1
  if (a.event.allDay !== b.event.allDay) return a.event.allDay ? -1 : 1
  return a.startMs - b.startMs || a.endMs - b.endMs || a.event.title.localeCompare(b.event.title) || a.key.localeCompare(b.key)
}

/** A wrong end date must not fill years of days; no real event of a school lasts longer. */
const MAX_SPAN_DAYS = 400

/** Every local day with its events, built once per list so views only look days up. */
export function groupByDay(items: readonly AgendaItem[]): Map<DayKey, AgendaItem[]> {
  const byDay = new Map<DayKey, AgendaItem[]>()
  for (const item of items) {
    const span = Math.min(daysBetween(item.first, item.last), MAX_SPAN_DAYS)
    for (let offset = 0, day = item.first; offset <= span; offset += 1, day = addDays(day, 1)) {
      const list = byDay.get(day)
      if (list) list.push(item)
      else byDay.set(day, [item])
    }
  }
  for (const list of byDay.values()) list.sort(compareItems)
  return byDay
}

export const overlaps = (item: AgendaItem, { from, to }: DayRange) => item.first <= to && item.last >= from

export const itemsInRange = (items: readonly AgendaItem[], range: DayRange) => items.filter((item) => overlaps(item, range)).sort(compareItems)

/** Merges the answers of several months; an event spanning two months comes in both. */
export function mergeItems(lists: readonly (readonly AgendaItem[] | undefined)[]): AgendaItem[] {
  const seen = new Map<string, AgendaItem>()
  for (const list of lists) for (const item of list ?? []) if (!seen.has(item.key)) seen.set(item.key, item)
  return [...seen.values()]
}

export const byCalendar = (items: readonly AgendaItem[], visible: ReadonlySet<AgendaCalendar>) =>
  items.filter((item) => visible.has(item.event.calendar))

/** What one month answer looks like to the screen: the four states of every offline-backed view (architecture §6). */
export { queryState as partState, type QueryFacts as PartFacts, type QueryState as PartState } from '@/shared/ui/query-state'

/** The oldest offline copy among the answers, or null when all came from the server. */
export function oldestSavedAt(savedAts: readonly (number | null | undefined)[]): number | null {
  let oldest: number | null = null
  for (const savedAt of savedAts) if (typeof savedAt === 'number' && (oldest === null || savedAt < oldest)) oldest = savedAt
  return oldest
}
