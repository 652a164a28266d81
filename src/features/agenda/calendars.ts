import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { AGENDA_CALENDARS, type AgendaCalendar } from '@/contract/academic'

export { AGENDA_CALENDARS }

export const CALENDAR_LABELS: Record<AgendaCalendar, MessageDescriptor> = {
  classes: msg`Clases`,
  exams: msg`Exámenes`,
  school: msg`Calendario escolar`,
  holidays: msg`Días inhábiles`,
  payments: msg`Pagos`,
}

export type SwatchShape = 'circle' | 'square' | 'diamond' | 'triangle' | 'ring'

/**
 * Each calendar has a colour and a shape: the shape tells calendars apart for people who do
 * not see the colour, and the filter shows both next to the name as the legend.
 */
export const CALENDAR_STYLES: Record<AgendaCalendar, { color: string; shape: SwatchShape }> = {
  classes: { color: 'blue.solid', shape: 'circle' },
  exams: { color: 'red.solid', shape: 'diamond' },
  school: { color: 'green.solid', shape: 'square' },
  holidays: { color: 'orange.solid', shape: 'triangle' },
  payments: { color: 'purple.solid', shape: 'ring' },
}
