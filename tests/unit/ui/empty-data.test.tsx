import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { EmptyData } from '@/shared/ui/empty-data'
import { renderWithProviders } from '../../support/render'

describe('EmptyData', () => {
  it('says there are no records by default', () => {
    renderWithProviders(<EmptyData />)
    expect(screen.getByText('No hay registros')).toBeTruthy()
  })

  it('hides its action while the permission flag is off', () => {
    renderWithProviders(<EmptyData actionLabel="Agregar tutor" onAction={() => {}} />)
    expect(screen.queryByRole('button', { name: 'Agregar tutor' })).toBeNull()
  })

  it('shows its action when allowed and runs it on click', async () => {
    const onAction = vi.fn()
    renderWithProviders(<EmptyData text="Sin tutores" actionLabel="Agregar tutor" onAction={onAction} canAct />)
    expect(screen.getByText('Sin tutores')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Agregar tutor' }))
    expect(onAction).toHaveBeenCalledTimes(1)
  })

  it('speaks English when English is active', () => {
    renderWithProviders(<EmptyData />, { locale: 'en' })
    expect(screen.getByText('No records')).toBeTruthy()
  })

  it('keeps the illustration out of the accessibility tree', () => {
    const { container } = renderWithProviders(<EmptyData />)
    const svg = container.querySelector('svg')
    expect(svg?.getAttribute('aria-hidden')).toBe('true')
    expect(svg?.getAttribute('width')).toBe('116')
  })
})
