import { useLingui } from '@lingui/react/macro'
import type { AgendaCalendar } from '@/contract/academic'
import { CALENDAR_LABELS } from '../calendars'
import { formatTimeRange } from '../format'
import type { AgendaItem } from '../logic'

/** How an event's time and calendar read in the active language. */
export function useEventText() {
  const { i18n, t } = useLingui()
  const calendarName = (calendar: AgendaCalendar) => i18n._(CALENDAR_LABELS[calendar])
  const timeText = (item: AgendaItem) =>
    item.event.allDay ? t`Todo el día` : formatTimeRange(item.startMs, item.endMs, i18n.locale, item.first === item.last)
  return { calendarName, timeText }
}
