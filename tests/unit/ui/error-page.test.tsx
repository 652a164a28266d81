import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ErrorPage } from '@/shared/ui/error-page'
import { ERROR_VARIANTS, type ErrorVariant } from '@/shared/ui/error-texts'
import { renderWithProviders } from '../../support/render'

const expected: Record<ErrorVariant, { title: string; code: string }> = {
  '401': { title: 'Acceso denegado', code: 'Error 401' },
  '403': { title: 'No tienes acceso a esta sección', code: 'Error 403' },
  '404': { title: 'Página no encontrada', code: 'Error 404' },
  '500': { title: 'Sin conexión con el servidor', code: 'Error 500' },
  '501': { title: 'Se terminó el tiempo de espera', code: 'Error 501' },
  '504': { title: 'El servidor tardó demasiado en responder', code: 'Error 504' },
  'user-not-found': { title: 'No encontramos tu usuario', code: 'Error 404' },
  'not-enrolled': { title: 'No tienes una inscripción vigente', code: 'Error 403' },
}

describe('ErrorPage', () => {
  it.each(ERROR_VARIANTS)('variant %s shows its title as the page heading and its code', async (variant) => {
    const { container } = renderWithProviders(<ErrorPage variant={variant} />)
    expect(screen.getByRole('heading', { level: 1, name: expected[variant].title })).toBeTruthy()
    expect(screen.getByText(expected[variant].code)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Volver' })).toBeNull()
    // The drawing loads on its own, as decoration.
    await waitFor(() => expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true'))
  })

  it('hides the code when asked (the public 404)', () => {
    renderWithProviders(<ErrorPage variant="404" showCode={false} />)
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeTruthy()
    expect(screen.queryByText(/Error 404/)).toBeNull()
  })

  it('offers "Volver" only when it has somewhere to go back to', async () => {
    const onBack = vi.fn()
    renderWithProviders(<ErrorPage variant="403" onBack={onBack} actions={<button type="button">Cerrar sesión</button>} />)
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }))
    expect(onBack).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy()
  })

  it('speaks English when English is active', () => {
    renderWithProviders(<ErrorPage variant="404" onBack={() => {}} />, { locale: 'en' })
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy()
    expect(screen.getByText('Error 404')).toBeTruthy()
  })
})
