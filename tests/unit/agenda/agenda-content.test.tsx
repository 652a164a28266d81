import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AgendaEvent } from '@/contract/academic'
import { AgendaContent } from '@/features/agenda/components/agenda-content'
import { STORAGE_KEYS } from '@/shared/storage-keys'
import { dayKeyOf } from '@/features/agenda/dates'
import { eventDaySpan } from '@/features/agenda/logic'
import { agendaQueries } from '@/features/agenda/queries'
import { AgendaSearch } from '@/features/agenda/search'
import { configureRequest } from '@/shared/http/request'
import { renderWithProviders } from '../../support/render'
import { agendaEvent } from './factories'
import { field, parseIcs, unescapeText } from './ics-parser'

const student = { accountNumber: '010000001', cvProgram: 'DER', campusCode: 'LV' }
const HOUR_MS = 3_600_000

// Week of Monday 23 November 2026; Mexico City is UTC-6.
const schedule: AgendaEvent[] = [
  agendaEvent({
    id: 'cls-1',
    title: 'Cálculo diferencial',
    location: 'Aula 204',
    teacher: 'Dra. Ana Ruiz',
    subjectCode: 'MAT-101',
    description: 'Traer calculadora.',
    onlineClassroomUrl: 'https://aula.example.edu/mat101',
  }),
  // 17:00–19:00 local on Tuesday is 23:00–01:00 UTC: still Tuesday here.
  agendaEvent({ id: 'cls-2', title: 'Derecho romano', start: '2026-11-24T23:00:00.000Z', end: '2026-11-25T01:00:00.000Z' }),
]
const calendar: AgendaEvent[] = [
  agendaEvent({ id: 'exam-1', calendar: 'exams', title: 'Examen parcial', start: '2026-11-25T16:00:00.000Z', end: '2026-11-25T18:00:00.000Z' }),
  agendaEvent({ id: 'pay-1', calendar: 'payments', title: 'Pago de colegiatura', allDay: true, start: '2026-11-27T06:00:00.000Z', end: '2026-11-28T06:00:00.000Z' }),
  agendaEvent({ id: 'hol-1', calendar: 'holidays', title: 'Día de la Revolución', allDay: true, start: '2026-11-16T06:00:00.000Z', end: '2026-11-17T06:00:00.000Z' }),
]

/** Answers like the API: the events of the asked call that touch the asked local days. */
function answer(input: RequestInfo | URL) {
  const url = new URL(String(input))
  const from = url.searchParams.get('from') ?? ''
  const to = url.searchParams.get('to') ?? ''
  const events = url.pathname.endsWith('/student/calendar') ? calendar : schedule
  const inRange = events.filter((event) => {
    const span = eventDaySpan(event)
    return span.first <= to && span.last >= from
  })
  return Promise.resolve(new Response(JSON.stringify(inRange), { status: 200 }))
}

function renderAgenda(client: QueryClient, url = '/agenda?view=week&date=2026-11-23') {
  const rootRoute = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        <Outlet />
      </QueryClientProvider>
    ),
  })
  const agendaRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/agenda',
    validateSearch: (search) => v.parse(AgendaSearch, search),
    component: () => <AgendaContent student={student} />,
  })
  const router = createRouter({ routeTree: rootRoute.addChildren([agendaRoute]), history: createMemoryHistory({ initialEntries: [url] }) })
  renderWithProviders(<RouterProvider router={router} />)
  return router
}

const searchOf = (router: ReturnType<typeof renderAgenda>) => router.state.location.search as Record<string, unknown>

/** "Today" in these tests: a day away from the fixture's week, so no heading gains "Hoy" on a real date. */
const TODAY = new Date('2026-10-14T18:00:00.000Z')

describe('Agenda screen', () => {
  const fetchSpy = vi.fn<typeof fetch>()
  let client: QueryClient
  beforeEach(() => {
    // Only the date is fixed: Testing Library's waits and Dexie still need real timers.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(TODAY)
    localStorage.clear()
    vi.stubGlobal('fetch', fetchSpy)
    configureRequest({ apiBase: 'https://api.test/api', portal: 'uvm', getToken: async () => 'token', timeoutMs: 1_000 })
    client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'offlineFirst' } } })
    fetchSpy.mockImplementation(answer)
  })
  afterEach(() => {
    vi.useRealTimers()
    onlineManager.setOnline(true)
    vi.unstubAllGlobals()
    fetchSpy.mockReset()
    client.clear()
  })

  it('shows the week from Monday with events named by their visible title, time and place, then calendar', async () => {
    renderAgenda(client)
    expect(await screen.findByRole('button', { name: /^Cálculo diferencial ?, 9:00.*10:30.* ?, Aula 204 ?, Clases$/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /^Derecho romano ?, 5:00.*7:00.*p\.\s?m\. ?, Clases$/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /^Pago de colegiatura ?, Todo el día ?, Pagos$/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Día de la Revolución/ })).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: '23–29 de noviembre de 2026' })).toBeTruthy()
    const days = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
    expect(days[0]).toMatch(/^lun 23/)
    expect(days[6]).toMatch(/^dom 29/)
    expect(screen.getByRole('tab', { name: 'Semana' }).getAttribute('aria-selected')).toBe('true')
    // One call per month and endpoint, each for the whole month.
    const asked = fetchSpy.mock.calls.map(([input]) => new URL(String(input)))
    expect(asked.map((url) => `${url.pathname} ${url.searchParams.get('from')} ${url.searchParams.get('to')}`).sort()).toEqual([
      '/api/student/calendar 2026-11-01 2026-11-30',
      '/api/student/planner/schedule 2026-11-01 2026-11-30',
    ])
    expect(asked[0]?.searchParams.get('campusId')).toBe('LV')
  })

  it('switches views by tab, keeps them in the URL, and opens a day from the year', async () => {
    const user = userEvent.setup()
    const router = renderAgenda(client)
    await screen.findByRole('button', { name: /^Cálculo diferencial/ })

    await user.click(screen.getByRole('tab', { name: 'Día' }))
    await waitFor(() => expect(searchOf(router)).toEqual({ view: 'day', date: '2026-11-23' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'lunes, 23 de noviembre de 2026' })).toBeTruthy()
    expect(screen.getByRole('list', { name: 'Horas del día' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /^Cálculo diferencial/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Derecho romano/ })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    await waitFor(() => expect(searchOf(router)).toEqual({ view: 'day', date: '2026-11-24' }))
    expect(await screen.findByRole('button', { name: /^Derecho romano/ })).toBeTruthy()

    // Arrow keys move along the tab list.
    screen.getByRole('tab', { name: 'Día' }).focus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    await waitFor(() => expect(searchOf(router).view).toBe('month'))
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Mes' }))
    expect(await screen.findByRole('table', { name: 'noviembre de 2026' })).toBeTruthy()
    // The grid's spill-over months are asked for too.
    await waitFor(() => expect(fetchSpy.mock.calls.some(([input]) => String(input).includes('from=2026-10-01'))).toBe(true))

    await user.click(screen.getByRole('tab', { name: 'Año' }))
    await waitFor(() => expect(searchOf(router).view).toBe('year'))
    expect(await screen.findByRole('heading', { level: 2, name: '2026' })).toBeTruthy()
    const tuesday = await screen.findByRole('button', { name: 'martes, 24 de noviembre de 2026, 1 evento' })
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12)
    await waitFor(() => expect(fetchSpy.mock.calls.length).toBe(24))

    await user.click(tuesday)
    await waitFor(() => expect(searchOf(router)).toEqual({ view: 'day', date: '2026-11-24' }))
    const heading = await screen.findByRole('heading', { level: 2, name: 'martes, 24 de noviembre de 2026' })
    await waitFor(() => expect(document.activeElement).toBe(heading))

    await user.click(screen.getByRole('button', { name: 'Hoy' }))
    await waitFor(() => expect(searchOf(router).date).toBe(dayKeyOf(Date.now())))
  })

  it('filters by calendar in every view and remembers the choice', async () => {
    const user = userEvent.setup()
    renderAgenda(client)
    await screen.findByRole('button', { name: /^Cálculo diferencial/ })
    const group = screen.getByRole('group', { name: 'Calendarios' })
    const names = within(group)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent)
    expect(names).toEqual(['Clases', 'Exámenes', 'Calendario escolar', 'Días inhábiles', 'Pagos'])

    await user.click(within(group).getByRole('checkbox', { name: 'Clases' }))
    expect(screen.queryByRole('button', { name: /^Cálculo diferencial/ })).toBeNull()
    expect(screen.getByRole('button', { name: /^Examen parcial/ })).toBeTruthy()
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.agendaHiddenCalendars) ?? '[]')).toEqual(['classes'])

    await user.click(screen.getByRole('tab', { name: 'Año' }))
    expect(await screen.findByRole('button', { name: 'martes, 24 de noviembre de 2026' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'miércoles, 25 de noviembre de 2026, 1 evento' })).toBeTruthy()
  })

  it('starts with the calendars hidden last time', async () => {
    localStorage.setItem(STORAGE_KEYS.agendaHiddenCalendars, JSON.stringify(['payments', 'unknown']))
    renderAgenda(client)
    await screen.findByRole('button', { name: /^Cálculo diferencial/ })
    expect((screen.getByRole('checkbox', { name: 'Pagos' }) as HTMLInputElement).checked).toBe(false)
    expect((screen.getByRole('checkbox', { name: 'Clases' }) as HTMLInputElement).checked).toBe(true)
    expect(screen.queryByRole('button', { name: /^Pago de colegiatura/ })).toBeNull()
  })

  it('opens an event in a dialog with its details and the online classroom link', async () => {
    const user = userEvent.setup()
    renderAgenda(client)
    const trigger = await screen.findByRole('button', { name: /^Cálculo diferencial/ })
    await user.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Cálculo diferencial' })
    const text = dialog.textContent ?? ''
    for (const expected of ['Clases', 'lunes, 23 de noviembre de 2026', 'Aula 204', 'Dra. Ana Ruiz', 'MAT-101', 'Traer calculadora.']) {
      expect(text).toContain(expected)
    }
    expect(text).toMatch(/9:00.*10:30/)
    const link = within(dialog).getByRole('link', { name: 'Abrir aula en línea' })
    expect(link.getAttribute('href')).toBe('https://aula.example.edu/mat101')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    await waitFor(() => expect(dialog.getAttribute('data-state')).toBe('closed'))
  })

  it('offers no export while a month of the period is missing: the file would look complete', async () => {
    fetchSpy.mockImplementation(async (input) => (new URL(String(input)).pathname.endsWith('/calendar') ? new Response('{}', { status: 500 }) : answer(input)))
    renderAgenda(client)
    await screen.findByRole('button', { name: /^Cálculo diferencial/ })
    await waitFor(() => expect((screen.getByRole('button', { name: 'Exportar calendario (.ics)' }) as HTMLButtonElement).disabled).toBe(true))
  })

  it('exports the visible events of the view as an .ics file', async () => {
    const user = userEvent.setup()
    const blobs: Blob[] = []
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:agenda'), revokeObjectURL: () => {} }))
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('agenda-2026-11-23_2026-11-29.ics')
    })
    renderAgenda(client)
    await screen.findByRole('button', { name: /^Cálculo diferencial/ })
    await user.click(screen.getByRole('checkbox', { name: 'Exámenes' }))
    await user.click(screen.getByRole('button', { name: 'Exportar calendario (.ics)' }))

    expect(clicked).toHaveBeenCalledTimes(1)
    expect(blobs[0]?.type).toBe('text/calendar;charset=utf-8')
    const { events } = parseIcs(await (blobs[0] as Blob).text())
    expect(events.map((event) => unescapeText(field(event, 'SUMMARY')?.value ?? ''))).toEqual([
      'Cálculo diferencial',
      'Derecho romano',
      'Pago de colegiatura',
    ])
    const description = unescapeText(field(events[0] ?? [], 'DESCRIPTION')?.value ?? '')
    expect(description).toContain('Aula en línea: https://aula.example.edu/mat101')
    expect(description).toContain('Profesor: Dra. Ana Ruiz')
    expect(screen.getByText('Se exportaron 3 eventos.')).toBeTruthy()
    clicked.mockRestore()
  })

  it('says when a period has no events', async () => {
    renderAgenda(client, '/agenda?view=week&date=2026-11-02')
    expect(await screen.findByText('No hay eventos en este periodo.')).toBeTruthy()
  })

  it('says when months were never downloaded while offline', async () => {
    onlineManager.setOnline(false)
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'))
    renderAgenda(client)
    expect(await screen.findByText('Sin conexión. Esta parte de tu agenda aún no se ha descargado en este dispositivo.')).toBeTruthy()
    expect(screen.getByText('Sin descargar: noviembre de 2026.')).toBeTruthy()
  })

  it('shows the months it has with the age of the oldest offline copy', async () => {
    onlineManager.setOnline(false)
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'))
    const now = Date.now()
    const workshop = agendaEvent({ id: 'cls-3', title: 'Taller de redacción', start: '2026-11-30T15:00:00.000Z', end: '2026-11-30T17:00:00.000Z' })
    client.setQueryData(agendaQueries.month('schedule', student, '2026-11').queryKey, { data: [...schedule, workshop], savedAt: now - 2 * HOUR_MS })
    client.setQueryData(agendaQueries.month('calendar', student, '2026-11').queryKey, { data: calendar, savedAt: now - 5 * 60_000 })
    client.setQueryData(agendaQueries.month('schedule', student, '2026-12').queryKey, { data: [], savedAt: now - HOUR_MS })
    // Monday 30 November to Sunday 6 December: December's calendar was never downloaded.
    renderAgenda(client, '/agenda?view=week&date=2026-12-02')
    expect(await screen.findByText('Sin conexión · actualizado hace 2 horas')).toBeTruthy()
    expect(screen.getByRole('button', { name: /^Taller de redacción ?, 9:00/ })).toBeTruthy()
    expect(await screen.findByText('Sin descargar: diciembre de 2026.')).toBeTruthy()
  })

  it('shows a failure with a retry that asks again', async () => {
    const user = userEvent.setup()
    fetchSpy.mockResolvedValue(new Response(JSON.stringify({ message: 'Falla' }), { status: 500 }))
    renderAgenda(client)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('No se pudo cargar parte de tu agenda.')
    fetchSpy.mockImplementation(answer)
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByRole('button', { name: /^Cálculo diferencial/ })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
