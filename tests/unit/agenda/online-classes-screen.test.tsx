import { onlineManager } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AgendaEvent } from '@/contract/academic'
import { OnlineClassesScreen } from '@/features/agenda'
import { eventDaySpan } from '@/features/agenda/logic'
import { agendaQueries } from '@/features/agenda/queries'
import { apiPath, HOUR_MS, json, screenHarness, student } from '../../support/screen-harness'
import { agendaEvent } from './factories'

// Wednesday 25 November 2026, 9:30 in Mexico City (UTC-6).
const NOW = new Date('2026-11-25T15:30:00.000Z')
const URL_A = 'https://aula.example.edu/psi602'

const schedule: AgendaEvent[] = [
  agendaEvent({ id: 'mon', title: 'Neuropsicología', start: '2026-11-23T15:00:00.000Z', end: '2026-11-23T16:30:00.000Z', onlineClassroomUrl: URL_A }),
  agendaEvent({
    id: 'wed', title: 'Neuropsicología', start: '2026-11-25T15:00:00.000Z', end: '2026-11-25T16:30:00.000Z', onlineClassroomUrl: URL_A,
    teacher: 'Dra. Gabriela Fuentes Ochoa', location: 'Aula virtual',
  }),
  agendaEvent({ id: 'campus', title: 'Psicopatología II', start: '2026-11-25T17:00:00.000Z', end: '2026-11-25T18:30:00.000Z', location: 'Edificio B, aula B-204' }),
  agendaEvent({ id: 'next', title: 'Neuropsicología', start: '2026-12-02T15:00:00.000Z', end: '2026-12-02T16:30:00.000Z', onlineClassroomUrl: URL_A }),
]

/** One answer of the schedule call. */
const scheduleAnswer = (events: AgendaEvent[]) => () => json(events)
const byRange = (url: URL) => {
  const path = apiPath(url)
  return path === '/student/planner/schedule' ? `${path}?${url.searchParams.get('from')}` : path
}
const monthsOf = (events: AgendaEvent[]) => ({
  '/student/planner/schedule?2026-11-01': scheduleAnswer(events.filter((event) => eventDaySpan(event).first < '2026-12-01')),
  '/student/planner/schedule?2026-12-01': scheduleAnswer(events.filter((event) => eventDaySpan(event).first >= '2026-12-01')),
})

describe('OnlineClassesScreen', () => {
  const harness = screenHarness({ database: 'online-classes-test', answerKey: byRange })
  const { fetchSpy, serve } = harness
  const renderScreen = () => harness.renderScreen(<OnlineClassesScreen />)
  beforeEach(() => {
    // Only the date is fixed: Testing Library's waits and Dexie still need real timers.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(NOW)
  })
  afterEach(() => vi.useRealTimers())

  it('lists this week’s and next week’s online classes by day, the one on now in words, each classroom in a new window', async () => {
    serve(monthsOf(schedule))
    renderScreen()
    expect(await screen.findByRole('heading', { level: 1, name: 'Clases en línea' })).toBeTruthy()
    const thisWeek = await screen.findByRole('region', { name: 'Esta semana (23–29 de noviembre de 2026)' })
    const days = within(thisWeek).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
    expect(days).toEqual(['lunes, 23 de noviembre', 'miércoles, 25 de noviembreHoy'])

    const today = within(thisWeek).getByRole('region', { name: /^miércoles, 25 de noviembre/ })
    const row = within(today).getByRole('listitem')
    expect(within(row).getByText('En curso')).toBeTruthy()
    expect(row.textContent).toContain('Profesor: Dra. Gabriela Fuentes Ochoa')
    expect(row.textContent).toContain('Lugar: Aula virtual')
    // The server's words are marked as Spanish, whatever the portal's language.
    expect(within(row).getByText('Dra. Gabriela Fuentes Ochoa').getAttribute('lang')).toBe('es')
    const link = within(row).getByRole('link', {
      name: /^Entrar al aula virtual de Neuropsicología, miércoles, 25 de noviembre, 9:00.*10:30.*\(se abre en una ventana nueva\)$/,
    })
    expect(link.getAttribute('href')).toBe(URL_A)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    // Monday's class is over, and says so.
    expect(within(within(thisWeek).getByRole('region', { name: 'lunes, 23 de noviembre' })).getByText('Terminada')).toBeTruthy()
    // A class on campus has no online classroom: it is not listed.
    expect(screen.queryByText('Psicopatología II')).toBeNull()

    const nextWeek = screen.getByRole('region', { name: /^Próxima semana \(30 de noviembre\s–\s6 de diciembre de 2026\)$/ })
    expect(within(nextWeek).getByRole('link', { name: /^Entrar al aula virtual de Neuropsicología, miércoles, 2 de diciembre/ })).toBeTruthy()

    // The agenda's schedule call, one per month; the institutional calendar is not asked for.
    const asked = fetchSpy.mock.calls.map(([input]) => new URL(String(input)))
    expect(asked.map((url) => `${url.pathname} ${url.searchParams.get('from')} ${url.searchParams.get('to')}`).sort()).toEqual([
      '/api/student/planner/schedule 2026-11-01 2026-11-30',
      '/api/student/planner/schedule 2026-12-01 2026-12-31',
    ])
    expect(Object.fromEntries(asked[0]!.searchParams)).toMatchObject({ accountNumber: '010245871', cvProgram: 'LPSI-18', campusId: 'COY' })
  })

  it('says when a week has none', async () => {
    serve(monthsOf(schedule.filter((event) => event.id === 'next')))
    renderScreen()
    const thisWeek = await screen.findByRole('region', { name: /^Esta semana/ })
    expect(within(thisWeek).getByText('No tienes clases en línea esta semana.')).toBeTruthy()
    expect(within(screen.getByRole('region', { name: /^Próxima semana/ })).getByRole('link')).toBeTruthy()
  })

  it('shows the empty card when neither week has any', async () => {
    serve(monthsOf([schedule[2]!]))
    renderScreen()
    expect(await screen.findByText('No tienes clases en línea esta semana ni la próxima.')).toBeTruthy()
    expect(screen.queryByRole('region', { name: /^Esta semana/ })).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('offline: says the classes were never downloaded on this device', async () => {
    onlineManager.setOnline(false)
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'))
    renderScreen()
    expect(await screen.findByText('Sin conexión. Las clases en línea aún no se han descargado en este dispositivo.')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('offline: reads the agenda’s saved copy of the schedule with its age', async () => {
    onlineManager.setOnline(false)
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'))
    const savedAt = Date.now() - 3 * HOUR_MS
    harness.client().setQueryData(agendaQueries.month('schedule', student, '2026-11').queryKey, { data: schedule.slice(0, 3), savedAt })
    harness.client().setQueryData(agendaQueries.month('schedule', student, '2026-12').queryKey, { data: schedule.slice(3), savedAt })
    renderScreen()
    expect(await screen.findByText('Sin conexión · actualizado hace 3 horas')).toBeTruthy()
    expect(screen.getAllByRole('link', { name: /^Entrar al aula virtual de Neuropsicología/ })).toHaveLength(3)
  })
})
