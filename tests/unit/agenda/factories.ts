import type { AgendaEvent } from '@/contract/academic'

/** An agenda event; times are instants, Mexico City is UTC-6 in these dates. */
export const agendaEvent = (overrides: Partial<AgendaEvent> = {}): AgendaEvent => ({
  id: 'evt-1',
  calendar: 'classes',
  title: 'Cálculo diferencial',
  description: null,
  start: '2026-11-23T15:00:00.000Z',
  end: '2026-11-23T16:30:00.000Z',
  allDay: false,
  location: null,
  teacher: null,
  subjectCode: null,
  onlineClassroomUrl: null,
  ...overrides,
})
