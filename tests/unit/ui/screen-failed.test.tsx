import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ScreenFailed } from '@/app/screen-failed'
import { renderWithProviders } from '../../support/render'

function Broken(): never {
  throw new Error('boom')
}

function renderBrokenScreen(locale: 'es' | 'en') {
  const root = createRootRoute({ component: Outlet })
  const broken = createRoute({ getParentRoute: () => root, path: '/', component: Broken })
  const router = createRouter({
    routeTree: root.addChildren([broken]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultErrorComponent: ScreenFailed,
  })
  return renderWithProviders(<RouterProvider router={router} />, { locale })
}

describe('a screen whose code breaks', () => {
  afterEach(() => vi.restoreAllMocks())

  it('says so in Spanish, without an error code, and offers to reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderBrokenScreen('es')
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo salió mal en esta pantalla' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Volver a cargar' })).toBeTruthy()
    expect(screen.queryByText(/^Error /)).toBeNull()
    expect(screen.queryByText('Something went wrong!')).toBeNull()
  })

  it('and in English', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderBrokenScreen('en')
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong on this screen' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy()
  })
})
