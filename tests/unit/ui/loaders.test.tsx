import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { InlineLoader } from '@/shared/ui/inline-loader'
import { PageLoader } from '@/shared/ui/page-loader'
import { SkeletonList } from '@/shared/ui/skeleton-list'
import { renderWithProviders } from '../../support/render'

describe('loaders', () => {
  it('the page loader is a status saying it is loading', () => {
    renderWithProviders(<PageLoader />)
    expect(screen.getByRole('status').textContent).toContain('Cargando…')
  })

  it('the page loader takes its own label, in any language', () => {
    renderWithProviders(<PageLoader label="Cargando pagos" />)
    expect(screen.getByRole('status').textContent).toContain('Cargando pagos')
  })

  it('the inline loader and the skeleton list announce loading', () => {
    renderWithProviders(
      <>
        <InlineLoader />
        <SkeletonList rows={2} />
      </>,
      { locale: 'en' },
    )
    const statuses = screen.getAllByRole('status')
    expect(statuses).toHaveLength(2)
    for (const status of statuses) expect(status.textContent).toContain('Loading…')
  })
})
