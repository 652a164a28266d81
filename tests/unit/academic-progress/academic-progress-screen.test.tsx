import { onlineManager } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AcademicAdvance, AverageHistory, Degree, Enrollment } from '@/contract/academic'
import type { StudentInformation } from '@/contract/student-information'
import { AcademicProgressScreen } from '@/features/academic-progress'
import { progressQueries } from '@/features/academic-progress/queries'
import { ACCOUNT, HOUR_MS, json, screenHarness, student } from '../../support/screen-harness'

const advance: AcademicAdvance = {
  totalCredits: 300,
  earnedCredits: 186,
  percentage: 62,
  totalSubjects: 45,
  approvedSubjects: 27,
  studyingSubjects: 5,
  failedSubjects: 1,
  pendingSubjects: 13,
}
const history: AverageHistory = [
  { cycle: '2025-1', average: 8.9 },
  { cycle: '2024-2', average: 9.2 },
  { cycle: '2024-3', average: null },
]
const degree: Degree = {
  programName: 'Licenciatura en Psicología',
  planCode: 'LPSI-2018',
  level: 'Licenciatura',
  modality: 'Presencial',
  startCycle: '2023-3',
  expectedEndCycle: '2027-2',
  totalCycles: 12,
  currentCycle: 7,
}
const enrollment: Enrollment = { status: 'INSCRITO', cycle: '2025-2', enrolledAt: '2025-08-04' }
const standing: StudentInformation = {
  accountNumber: ACCOUNT, cvProgram: 'LPSI-18', currentCycle: '2025-2', currentCycleName: 'Julio–diciembre 2025',
  modality: { id: 1, name: 'Presencial' }, campus: { code: 'COY', name: 'Campus Coyoacán' }, isBanner9: true,
  lastModalityRequest: { cycle: '2025-1', cycleName: 'Enero–junio 2025', modality: { id: 2, name: 'En línea' }, status: 'rejected', requestedAt: '2025-01-21T17:40:00.000Z' },
}

const everything = (overrides: Record<string, () => Response> = {}): Record<string, () => Response> => ({
  '/student/advaceacademic': () => json(advance),
  '/student/advanceaverage': () => json({ cycle: '2025-2', average: 8.75 }),
  '/student/average': () => json({ average: 9.1, approvedSubjects: 27 }),
  '/student/averagehistory': () => json(history),
  '/student/degree': () => json(degree),
  [`/student/careerstudent/${ACCOUNT}/enrollment`]: () => json(enrollment),
  '/student/information': () => json(standing),
  ...overrides,
})

describe('AcademicProgressScreen', () => {
  const harness = screenHarness({ database: 'progress-test' })
  const { fetchSpy, serve } = harness
  const renderScreen = () => harness.renderScreen(<AcademicProgressScreen />)

  it('shows progress, credits and subject counts', async () => {
    serve(everything())
    renderScreen()
    expect(await screen.findByRole('heading', { level: 1, name: 'Avance académico' })).toBeTruthy()
    const section = screen.getByRole('region', { name: 'Tu avance' })
    const ring = await within(section).findByRole('progressbar', { name: 'Avance de tu carrera' })
    expect(ring.getAttribute('aria-valuenow')).toBe('62')
    expect(ring.getAttribute('aria-valuetext')).toMatch(/^62\s?%$/)
    expect(within(section).getByText('186 de 300 créditos')).toBeTruthy()
    const counts = within(section).getByLabelText('Materias por estado')
    expect(counts.textContent).toContain('Aprobadas27')
    expect(counts.textContent).toContain('Cursando5')
    expect(counts.textContent).toContain('Reprobadas1')
    expect(counts.textContent).toContain('Por cursar13')
    expect(counts.textContent).toContain('Total de materias45')
  })

  it('shows both averages, the history chart as a table, the degree and the enrollment', async () => {
    serve(everything())
    renderScreen()
    const averages = await screen.findByRole('region', { name: 'Promedios' })
    const cycle = within(averages).getByRole('group', { name: 'Promedio del ciclo' })
    expect(await within(cycle).findByText('8.75')).toBeTruthy()
    expect(within(cycle).getByText('Ciclo 2025-2')).toBeTruthy()
    const general = within(averages).getByRole('group', { name: 'Promedio general' })
    expect(await within(general).findByText('9.1')).toBeTruthy()
    expect(within(general).getByText('Con 27 materias aprobadas')).toBeTruthy()

    const chart = await screen.findByRole('table', { name: 'Promedio por ciclo' })
    const rows = within(chart).getAllByRole('row').slice(1).map((row) => row.textContent)
    expect(rows).toEqual(['2024-29.2', '2024-3Sin promedio', '2025-18.9'])

    const career = screen.getByRole('region', { name: 'Tu carrera' })
    expect(await within(career).findByText('LPSI-2018')).toBeTruthy()
    expect(within(career).getByText('7 de 12')).toBeTruthy()
    expect(within(career).getByText('Presencial')).toBeTruthy()
    // The last request to change modality, where the modality is read: its cycle by name, what was asked and how it went.
    expect(await within(career).findByText('Enero–junio 2025 · En línea · No aprobado')).toBeTruthy()
    expect(within(career).getByText('Último cambio de modalidad solicitado')).toBeTruthy()

    const enrolled = screen.getByRole('region', { name: 'Inscripción' })
    expect(await within(enrolled).findByText('Inscrito')).toBeTruthy()
    expect(within(enrolled).getByText('4 de agosto de 2025')).toBeTruthy()
  })

  it('says when the career never asked to change modality', async () => {
    serve(everything({ '/student/information': () => json({ ...standing, lastModalityRequest: null }) }))
    renderScreen()
    const career = await screen.findByRole('region', { name: 'Tu carrera' })
    expect(await within(career).findByText('Ninguno')).toBeTruthy()
  })

  it('says the averages are missing when the server answers 404, without failing', async () => {
    serve(
      everything({
        '/student/advanceaverage': () => json({ message: 'Sin promedio' }, 404),
        '/student/average': () => json({ message: 'Sin promedio' }, 404),
      }),
    )
    renderScreen()
    expect(await screen.findByText('Aún no tienes promedio en este ciclo.')).toBeTruthy()
    expect(await screen.findByText('Aún no tienes un promedio general.')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says a career has no record yet when its answers are 404', async () => {
    serve(
      everything({
        '/student/advaceacademic': () => json({ message: 'Sin plan' }, 404),
        '/student/degree': () => json({ message: 'Sin carrera' }, 404),
        [`/student/careerstudent/${ACCOUNT}/enrollment`]: () => json({ message: 'Sin carrera' }, 404),
        '/student/averagehistory': () => json([]),
      }),
    )
    renderScreen()
    expect(await screen.findByText('Aún no hay avance registrado en esta carrera.')).toBeTruthy()
    expect(await screen.findByText('No hay datos académicos de esta carrera.')).toBeTruthy()
    expect(await screen.findByText('No hay datos de inscripción de esta carrera.')).toBeTruthy()
    expect(await screen.findByText('Aún no tienes promedios de ciclos anteriores.')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows a failed section with a retry, while the others load', async () => {
    serve(everything({ '/student/degree': () => json({ message: 'Falla' }, 500) }))
    renderScreen()
    const career = await screen.findByRole('region', { name: 'Tu carrera' })
    const alert = await within(career).findByRole('alert')
    expect(alert.textContent).toContain('No se pudieron cargar los datos de tu carrera.')
    expect(await screen.findByText('186 de 300 créditos')).toBeTruthy()
    serve(everything())
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }))
    expect(await within(career).findByText('LPSI-2018')).toBeTruthy()
  })

  it('offline: shows what the app kept, with its age from the last update, and says what it never got', async () => {
    onlineManager.setOnline(false)
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'))
    const updatedAt = Date.now() - 5 * HOUR_MS
    harness.client().setQueryData(progressQueries.advance(student).queryKey, advance, { updatedAt })
    harness.client().setQueryData(progressQueries.cycleAverage(student).queryKey, null, { updatedAt })
    renderScreen()
    expect(await screen.findByText('Sin conexión · actualizado hace 5 horas')).toBeTruthy()
    expect(screen.getByText('186 de 300 créditos')).toBeTruthy()
    expect(screen.getByText('Aún no tienes promedio en este ciclo.')).toBeTruthy()
    const career = screen.getByRole('region', { name: 'Tu carrera' })
    expect(
      await within(career).findByText('Sin conexión. Los datos de tu carrera aún no se han descargado en este dispositivo.'),
    ).toBeTruthy()
  })
})
