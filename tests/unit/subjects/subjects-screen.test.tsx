import { onlineManager } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SubjectsScreen } from '@/features/subjects'
import { subjectQueries } from '@/features/subjects/queries'
import { apiPath, HOUR_MS, json, screenHarness, student } from '../../support/screen-harness'
import { enrolled, history, plan } from './fixtures'

/** Answers by path, and by `type` for the subject lists. */
const answerKey = (url: URL) => {
  const path = apiPath(url)
  return path === '/student/subject' ? `${path}?${url.searchParams.get('type')}` : path
}

describe('SubjectsScreen', () => {
  const harness = screenHarness({ database: 'subjects-test', answerKey })
  const { fetchSpy, serve } = harness
  const renderScreen = () => harness.renderScreen(<SubjectsScreen />)

  it('opens on "Inscritas" with the five attendance messages and status labels in words', async () => {
    serve({ '/student/subject?enrolled': () => json(enrolled) })
    renderScreen()
    expect(await screen.findByRole('heading', { level: 1, name: 'Materias' })).toBeTruthy()
    const tabs = screen.getByRole('tablist', { name: 'Vistas de materias' })
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Inscritas', 'Historial', 'Mi plan'])
    expect(screen.getByRole('tab', { name: 'Inscritas' }).getAttribute('aria-selected')).toBe('true')

    expect(await screen.findByText('Excelente trabajo, mantén el buen camino')).toBeTruthy()
    expect(screen.getByText('Cuida tu asistencia')).toBeTruthy()
    expect(screen.getByText('Cuidado, faltar más te pondrá en riesgo')).toBeTruthy()
    expect(screen.getByText('Ya alcanzaste el máximo de faltas. No puedes faltar.')).toBeTruthy()
    expect(screen.getByText('Has pasado el máximo de faltas permitidas.')).toBeTruthy()

    // INSCRITA and INSCRITO read "Cursando" too; BAJA reads "Dada de baja".
    expect(screen.getAllByText('Cursando')).toHaveLength(4)
    expect(screen.getByText('Dada de baja')).toBeTruthy()

    const request = fetchSpy.mock.calls.map(([url]) => new URL(String(url))).find((url) => url.pathname.endsWith('/student/subject'))!
    expect(Object.fromEntries(request.searchParams)).toMatchObject({ accountNumber: '010245871', cvProgram: 'LPSI-18', campusId: 'COY', type: 'enrolled' })
  })

  it('shows each subject with group, teacher, credits, grades by period and its absence bar', async () => {
    serve({ '/student/subject?enrolled': () => json(enrolled) })
    renderScreen()
    const card = await screen.findByRole('article', { name: 'Neurociencias' })
    const inCard = within(card)
    expect(inCard.getByText('PSI102')).toBeTruthy()
    expect(inCard.getByText('101')).toBeTruthy()
    expect(inCard.getByText('Mtra. Laura Campos')).toBeTruthy()
    expect(inCard.getByText('8')).toBeTruthy()

    const grades = inCard.getByRole('table', { name: 'Calificaciones de Neurociencias' })
    const rows = within(grades).getAllByRole('row').map((row) => row.textContent)
    expect(rows).toEqual(['PeriodoCalificación', 'Parcial 19.5', 'Parcial 2—Sin calificación', 'Calificación final—Sin calificación'])

    const bar = inCard.getByRole('progressbar', { name: 'Faltas en Neurociencias' })
    expect(bar.getAttribute('aria-valuenow')).toBe('4')
    expect(bar.getAttribute('aria-valuemax')).toBe('10')
    expect(bar.getAttribute('aria-valuetext')).toBe('4 de 10 faltas permitidas')
    expect(inCard.getByText('4 de 10 faltas permitidas')).toBeTruthy()

    // Past the maximum the bar stays full and the words tell the real count.
    const over = within(screen.getByRole('article', { name: 'Metodología' })).getByRole('progressbar')
    expect(over.getAttribute('aria-valuenow')).toBe('10')
    expect(over.getAttribute('aria-valuetext')).toBe('12 de 10 faltas permitidas')
  })

  it('moves between tabs with the keyboard and loads history by cycle, newest first', async () => {
    serve({ '/student/subject?enrolled': () => json(enrolled), '/student/subject?history': () => json(history) })
    renderScreen()
    await screen.findByText('Cuida tu asistencia')
    screen.getByRole('tab', { name: 'Inscritas' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    const historyTab = screen.getByRole('tab', { name: 'Historial' })
    expect(historyTab.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(historyTab)
    expect(screen.getByRole('tabpanel', { name: 'Historial' })).toBeTruthy()

    const cycles = await screen.findAllByRole('heading', { level: 2, name: /^Ciclo / })
    expect(cycles.map((heading) => heading.textContent)).toEqual(['Ciclo 2025-1', 'Ciclo 2024-2'])
    const latest = screen.getByRole('table', { name: 'Ciclo 2025-1' })
    const row = within(latest).getByRole('row', { name: /Matemáticas/ })
    expect(row.textContent).toContain('5.5')
    expect(within(row).getByText('Reprobada')).toBeTruthy()
    expect(within(latest).getByRole('row', { name: /Ética/ }).textContent).toContain('8.75')
    expect(within(screen.getByRole('table', { name: 'Ciclo 2024-2' })).getByText('Aprobada')).toBeTruthy()

    await userEvent.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Mi plan' }).getAttribute('aria-selected')).toBe('true')
    await userEvent.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: 'Inscritas' }).getAttribute('aria-selected')).toBe('true')
    await userEvent.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Mi plan' }).getAttribute('aria-selected')).toBe('true')
  })

  it('shows "Mi plan" by cycle in order, with locked subjects marked by a lock and "Por cursar"', async () => {
    serve({ '/student/subject?enrolled': () => json(enrolled), '/monitor/student/cyclesoffered/010245871': () => json(plan) })
    renderScreen()
    await userEvent.click(await screen.findByRole('tab', { name: 'Mi plan' }))
    const sections = await screen.findAllByRole('heading', { level: 2 })
    expect(sections.map((heading) => heading.textContent)).toEqual(['Cuatrimestre 1', 'Cuatrimestre 2'])
    const first = screen.getByRole('region', { name: 'Cuatrimestre 1' })
    expect(within(first).getByText('1 de 2 aprobadas')).toBeTruthy()
    const second = screen.getByRole('region', { name: 'Cuatrimestre 2' })
    const locked = within(second).getByRole('listitem')
    expect(locked.getAttribute('data-locked')).toBe('true')
    expect(within(locked).getByText('Por cursar')).toBeTruthy()
    // The lock icon sits in the badge, next to the words.
    expect(within(locked).getByText('Por cursar').closest('[data-state="to_study"]')?.querySelector('svg')).toBeTruthy()
    expect(screen.getByText(/Plan de estudios LPSI-2018/)).toBeTruthy()
  })

  it('says there is nothing when a list answers 404, and offers a retry when it fails', async () => {
    serve({ '/student/subject?history': () => json({ message: 'Falla' }, 500) })
    renderScreen()
    expect(await screen.findByText('No tienes materias inscritas en este ciclo.')).toBeTruthy()
    await userEvent.click(screen.getByRole('tab', { name: 'Historial' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('No se pudo cargar tu historial.')
    serve({ '/student/subject?history': () => json([]) })
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText('Aún no tienes materias en tu historial.')).toBeTruthy()
  })

  it('offline: shows a saved list with its age, and says when a list was never downloaded', async () => {
    onlineManager.setOnline(false)
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'))
    harness.client().setQueryData(subjectQueries.list(student, 'enrolled').queryKey, { data: enrolled, savedAt: Date.now() - 3 * HOUR_MS })
    renderScreen()
    expect(await screen.findByText('Sin conexión · actualizado hace 3 horas')).toBeTruthy()
    expect(screen.getByText('Cuida tu asistencia')).toBeTruthy()
    await userEvent.click(screen.getByRole('tab', { name: 'Mi plan' }))
    expect(await screen.findByText('Sin conexión. Tu plan de estudios aún no se ha descargado en este dispositivo.')).toBeTruthy()
  })
})
