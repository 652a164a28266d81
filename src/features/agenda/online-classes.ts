import { webAddress } from '@/shared/http/web-address'
import { addDays, eachDay, endOfWeek, startOfWeek, type DayKey } from './dates'
import { compareItems, overlaps, type AgendaItem, type AgendaSource } from './logic'
import { monthsInRange, type DayRange } from './views'

/** The online classes read the class sessions only: the schedule call of the agenda. */
export const ONLINE_CLASS_SOURCES: readonly AgendaSource[] = ['schedule']

/** Where a class stands at a given instant; the screen writes "En curso" for `now`. */
export type ClassTiming = 'past' | 'now' | 'upcoming'

export interface OnlineClass {
  item: AgendaItem
  /** The classroom's address: a web page, never `javascript:` or `data:`. */
  url: string
  timing: ClassTiming
}

export interface OnlineClassDay {
  day: DayKey
  classes: OnlineClass[]
}

export interface OnlineClassWeek {
  range: DayRange
  days: OnlineClassDay[]
}

/** This week and the next, Monday to Sunday, around the campuses' day `today`. */
export function onlineClassWeeks(today: DayKey): [DayRange, DayRange] {
  const monday = startOfWeek(today)
  const nextMonday = addDays(monday, 7)
  return [
    { from: monday, to: endOfWeek(monday) },
    { from: nextMonday, to: endOfWeek(nextMonday) },
  ]
}

/** The months the two weeks touch: one or two, each asked once as the agenda asks it. */
export const onlineClassMonths = (today: DayKey) => {
  const [thisWeek, nextWeek] = onlineClassWeeks(today)
  return monthsInRange({ from: thisWeek.from, to: nextWeek.to })
}

/** The address of an online classroom when it is a web page, else null. */
export function classroomUrl(item: AgendaItem): string | null {
  const url = item.event.onlineClassroomUrl
  return url ? webAddress(url) : null
}

/** A class is on from its start (included) to its end (excluded). */
export function classTiming(item: AgendaItem, nowMs: number): ClassTiming {
  if (nowMs < item.startMs) return 'upcoming'
  return nowMs < item.endMs ? 'now' : 'past'
}

/**
 * The class sessions with an online classroom in `range`, by the local day they start on (days
 * without one are left out), each day in time order.
 */
export function onlineClassDays(items: readonly AgendaItem[], range: DayRange, nowMs: number): OnlineClassDay[] {
  const byDay = new Map<DayKey, OnlineClass[]>()
  const sorted = items.filter((item) => item.source === 'schedule' && overlaps(item, range)).sort(compareItems)
  for (const item of sorted) {
    const url = classroomUrl(item)
    if (url === null || item.first < range.from) continue
    const online: OnlineClass = { item, url, timing: classTiming(item, nowMs) }
    const list = byDay.get(item.first)
    if (list) list.push(online)
    else byDay.set(item.first, [online])
  }
  return eachDay(range.from, range.to).flatMap((day) => {
    const classes = byDay.get(day)
    return classes ? [{ day, classes }] : []
  })
}

/** Both weeks, each with its days that have online classes. */
export function onlineClassWeeksOf(items: readonly AgendaItem[], today: DayKey, nowMs: number): OnlineClassWeek[] {
  return onlineClassWeeks(today).map((range) => ({ range, days: onlineClassDays(items, range, nowMs) }))
}
