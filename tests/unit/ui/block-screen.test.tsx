import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BlockScreen } from '@/shared/ui/block-screen'
import { renderWithProviders } from '../../support/render'

describe('BlockScreen', () => {
  it('shows a progress bar with how many services are loaded', async () => {
    renderWithProviders(
      <BlockScreen
        isBlocked
        totalServices={5}
        currentFetchedServices={3}
        mode="progress"
        title="Preparando tu portal"
        subTitle="Esto puede tardar unos segundos"
      />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Preparando tu portal' })
    expect(dialog.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByText('Esto puede tardar unos segundos')).toBeTruthy()
    const bar = screen.getByRole('progressbar')
    expect(bar.getAttribute('aria-valuenow')).toBe('3')
    expect(bar.getAttribute('aria-valuemax')).toBe('5')
    expect(bar.getAttribute('aria-valuetext')).toBe('3 de 5')
    expect(screen.getByText('3 de 5')).toBeTruthy()
  })

  it('keeps focus inside while it is shown', async () => {
    renderWithProviders(
      <>
        <button type="button">Fuera</button>
        <BlockScreen isBlocked totalServices={2} currentFetchedServices={1} mode="progress" />
      </>,
    )
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
  })

  it('shows a spinner instead of the bar in spinner mode, and nothing when not blocked', async () => {
    const { rerender } = renderWithProviders(
      <BlockScreen isBlocked totalServices={4} currentFetchedServices={1} mode="spinner" />,
    )
    expect(await screen.findByRole('dialog', { name: 'Cargando información' })).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()
    rerender(<BlockScreen isBlocked={false} totalServices={4} currentFetchedServices={4} mode="spinner" />)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('reads the count in English when English is active', async () => {
    renderWithProviders(<BlockScreen isBlocked totalServices={5} currentFetchedServices={3} />, { locale: 'en' })
    const bar = await screen.findByRole('progressbar')
    expect(bar.getAttribute('aria-valuetext')).toBe('3 of 5')
  })
})
