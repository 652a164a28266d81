import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AlertHost } from '@/shared/ui/alert-host'
import { ALERT_HIDE_MS } from '@/shared/ui/constants'
import { dismissAlert, showAlert, showUnknownError } from '@/shared/ui/toaster'

import { renderWithProviders } from '../../support/render'

afterEach(() => {
  act(() => dismissAlert())
})

describe('alerts', () => {
  it('shows a warning with its type told in words, its description and an action', async () => {
    const onClick = vi.fn()
    renderWithProviders(<AlertHost />)
    act(() => {
      showAlert({
        type: 'warning',
        message: 'Tu expediente vence pronto',
        description: 'Sube el documento antes del viernes.',
        action: { label: 'Ir al expediente', onClick },
      })
    })
    const alert = await screen.findByRole('status', { name: /Tu expediente vence pronto/ })
    expect(within(alert).getByText(/Advertencia/)).toBeTruthy()
    expect(within(alert).getByText('Sube el documento antes del viernes.')).toBeTruthy()
    await userEvent.click(within(alert).getByRole('button', { name: 'Ir al expediente' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('announces errors as alerts and closes them with the "Cerrar" button', async () => {
    renderWithProviders(<AlertHost />)
    act(() => {
      showAlert({ type: 'error', message: 'No se pudo descargar la boleta' })
    })
    const alert = await screen.findByRole('alert', { name: /No se pudo descargar la boleta/ })
    expect(within(alert).getByText(/Error/)).toBeTruthy()
    await userEvent.click(within(alert).getByRole('button', { name: 'Cerrar' }))
    // The exit animation takes longer on a loaded machine; what matters is that it goes.
    await vi.waitFor(() => expect(screen.queryByText('No se pudo descargar la boleta')).toBeNull(), { timeout: 5_000 })
  })

  it('hides itself after 18 seconds', async () => {
    vi.useFakeTimers()
    // The toast machines start in microtasks, so time is advanced with the async helpers.
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
    renderWithProviders(<AlertHost />)
    await advance(0)
    act(() => {
      showAlert({ type: 'success', message: 'Solicitud enviada' })
    })
    await advance(100)
    expect(screen.getByRole('status', { name: /Solicitud enviada/ })).toBeTruthy()

    await advance(ALERT_HIDE_MS - 1_000)
    expect(screen.getByText('Solicitud enviada')).toBeTruthy()

    await advance(2_000)
    expect(screen.queryByText('Solicitud enviada')).toBeNull()
  })

  it('shows the unknown-error message in the active language', async () => {
    renderWithProviders(<AlertHost />, { locale: 'en' })
    act(() => {
      showUnknownError()
    })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('An unknown error has occurred, please try again later')).toBeTruthy()
    expect(within(alert).getByRole('button', { name: 'Close' })).toBeTruthy()
  })
})
