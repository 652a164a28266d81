import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { WindowStatus } from '@/features/online-window/components/window-status'
import { renderWithProviders } from '../../support/render'

const window = { kind: 'formalities' as const, opensOn: '2026-11-20', closesOn: '2026-12-10' }

describe('a window on screen', () => {
  it('gives its dates and whether it is open, in words', () => {
    renderWithProviders(<WindowStatus window={window} today="2026-11-25" />)
    expect(screen.getByText('Abierta')).toBeTruthy()
    expect(screen.getByText('Del 20 de noviembre de 2026 al 10 de diciembre de 2026')).toBeTruthy()
  })

  it('says why it is closed', () => {
    renderWithProviders(<WindowStatus window={window} today="2026-12-11" />)
    expect(screen.getByText('Cerrada')).toBeTruthy()
    expect(screen.getByText('Ya cerró: cerró el 10 de diciembre de 2026.')).toBeTruthy()
  })

  it('says it in English too', () => {
    renderWithProviders(<WindowStatus window={window} today="2026-11-01" />, { locale: 'en' })
    expect(screen.getByText('Closed')).toBeTruthy()
    expect(screen.getByText('Not open yet: it opens on November 20, 2026.')).toBeTruthy()
  })

  it('says when the campus has no such window', () => {
    renderWithProviders(<WindowStatus window={undefined} today="2026-11-25" />)
    expect(screen.getByText('Esta ventanilla no está disponible en tu campus.')).toBeTruthy()
  })
})
