import type { AgendaEvent } from '@/contract/academic'
import type { DayRange } from './views'
import { buildIcs, type IcsEvent } from './ics'
import type { AgendaItem } from './logic'

export interface IcsTexts {
  calendarName: (calendar: AgendaEvent['calendar']) => string
  /** The description, teacher, subject and online classroom as the student reads them. */
  describe: (event: AgendaEvent) => string
}

export function toIcsEvent(item: AgendaItem, texts: IcsTexts): IcsEvent {
  const { event } = item
  return {
    id: event.id,
    summary: event.title,
    startMs: item.startMs,
    endMs: item.endMs,
    allDay: event.allDay ? { firstDay: item.first, lastDay: item.last } : null,
    location: event.location,
    description: texts.describe(event) || null,
    url: event.onlineClassroomUrl,
    categories: [texts.calendarName(event.calendar)],
  }
}

export const icsFileName = ({ from, to }: DayRange) => (from === to ? `agenda-${from}.ics` : `agenda-${from}_${to}.ics`)

export function agendaIcs(items: readonly AgendaItem[], texts: IcsTexts, options: { now: number; name: string }) {
  return buildIcs(
    items.map((item) => toIcsEvent(item, texts)),
    options,
  )
}
