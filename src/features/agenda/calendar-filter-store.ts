import { useMemo, useState } from 'react'
import * as v from 'valibot'
import { AGENDA_CALENDARS, type AgendaCalendar } from '@/contract/academic'
import { safeLocalStorage, STORAGE_KEYS } from '@/shared/storage-keys'

const KEY = STORAGE_KEYS.agendaHiddenCalendars

function readHiddenCalendars(): AgendaCalendar[] {
  try {
    const parsed = v.safeParse(v.array(v.string()), JSON.parse(safeLocalStorage()?.getItem(KEY) ?? '[]'))
    return parsed.success ? AGENDA_CALENDARS.filter((calendar) => parsed.output.includes(calendar)) : []
  } catch {
    return []
  }
}

function writeHiddenCalendars(hidden: readonly AgendaCalendar[]) {
  try {
    safeLocalStorage()?.setItem(KEY, JSON.stringify(hidden))
  } catch {
    // Private mode or a full storage: the choice lasts until the screen closes.
  }
}

/** The calendars shown in every view, kept across visits on this device. */
export function useCalendarFilter() {
  const [hidden, setHidden] = useState<readonly AgendaCalendar[]>(() => readHiddenCalendars())
  const visible = useMemo<ReadonlySet<AgendaCalendar>>(() => new Set(AGENDA_CALENDARS.filter((c) => !hidden.includes(c))), [hidden])
  const toggle = (calendar: AgendaCalendar, shown: boolean) => {
    const next = AGENDA_CALENDARS.filter((c) => (c === calendar ? !shown : hidden.includes(c)))
    writeHiddenCalendars(next)
    setHidden(next)
  }
  return { visible, toggle }
}
