import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OfflineReadinessCard } from '@/features/home/readiness/offline-readiness-card'
import { apiPath, json, screenHarness, student } from '../../support/screen-harness'

const harness = screenHarness({ database: 'readiness-card-test' })

/** A call held until the test lets it answer. */
function held() {
  let release = () => undefined as void
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  return { gate, release }
}

describe('"Descargar lo que falta" on the home card', () => {
  it('blocks the portal with what is being saved and how far it is, then closes by itself and names what failed', async () => {
    const schedule = held()
    harness.fetchSpy.mockImplementation(async (input) => {
      const path = apiPath(new URL(String(input)))
      if (path === '/student/credential') return json({ message: 'Falla' }, 500)
      if (path === '/student/planner/schedule' || path === '/student/calendar') {
        await schedule.gate
        return json([])
      }
      if (path === '/student/reportcard') return json({ message: 'Falla' }, 500)
      return json({ message: 'No encontrado' }, 404)
    })
    harness.renderScreen(<OfflineReadinessCard student={student} />)
    const card = await screen.findByRole('region', { name: 'Disponible sin conexión' })
    expect(await within(card).findAllByText('Aún no está guardado en este dispositivo')).toHaveLength(4)

    fireEvent.click(within(card).getByRole('button', { name: 'Descargar lo que falta' }))

    // The credential failed and the download went on: the schedule is the one being saved now.
    const dialog = await screen.findByRole('dialog', { name: 'Guardando para usar sin conexión' })
    await waitFor(() => expect(within(dialog).getByText('Horario de esta semana…')).toBeTruthy())
    const bar = within(dialog).getByRole('progressbar', { name: 'Avance de la descarga' })
    expect(bar.getAttribute('aria-valuetext')).toBe('1 de 4')
    expect(within(dialog).getByText('1 de 4')).toBeTruthy()

    schedule.release()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(within(card).getByRole('alert').textContent).toBe('No se pudo descargar: Credencial, Boletas.')
    // The button is still there (something is missing): it has the focus back and can try again.
    const button = within(card).getByRole('button', { name: 'Descargar lo que falta' })
    expect(button.hasAttribute('disabled')).toBe(false)
    await waitFor(() => expect(document.activeElement).toBe(button))
  })

  it('closes even when every item fails', async () => {
    harness.fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'))
    harness.renderScreen(<OfflineReadinessCard student={student} />)
    const card = await screen.findByRole('region', { name: 'Disponible sin conexión' })
    fireEvent.click(await within(card).findByRole('button', { name: 'Descargar lo que falta' }))
    // What failed shows once the download is over (a dialog not drawn yet is no sign of that).
    expect((await within(card).findByRole('alert')).textContent).toBe('No se pudo descargar: Credencial, Horario de esta semana, Materias, Boletas.')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
