import * as v from 'valibot'
import { isDayKey, type DayKey } from './day-key'

export const AGENDA_VIEWS = ['day', 'week', 'month', 'year'] as const
export type AgendaView = (typeof AGENDA_VIEWS)[number]
export const DEFAULT_VIEW: AgendaView = 'week'

/** `?view=week&date=2026-11-23`: a bad value falls back to the default instead of failing. */
export const AgendaSearch = v.object({
  view: v.fallback(v.optional(v.picklist(AGENDA_VIEWS)), undefined),
  date: v.fallback(v.optional(v.pipe(v.string(), v.check((value: string) => isDayKey(value), 'invalid date'))), undefined),
})
export type AgendaSearch = v.InferOutput<typeof AgendaSearch>

/** The view and anchor day the screen shows; no date means today. */
export function resolveSearch(search: unknown, today: DayKey): { view: AgendaView; date: DayKey } {
  const parsed = v.parse(AgendaSearch, search ?? {})
  return { view: parsed.view ?? DEFAULT_VIEW, date: parsed.date ?? today }
}
