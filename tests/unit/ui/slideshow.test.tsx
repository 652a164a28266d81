import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Slideshow, type Slide } from '@/shared/ui/slideshow'
import { renderWithProviders } from '../../support/render'

const slides: Slide[] = [
  { id: 'a', title: 'Inscripciones abiertas' },
  { id: 'b', title: 'Semana de exámenes', text: 'Consulta tu calendario' },
  { id: 'c', title: 'Nueva biblioteca digital', href: '/digital-resources' },
]

const visibleTitle = () => screen.getByRole('group').querySelector('h3')?.textContent

describe('Slideshow', () => {
  it('is a named carousel region showing the first slide', () => {
    renderWithProviders(<Slideshow slides={slides} label="Novedades" />)
    const region = screen.getByRole('region', { name: 'Novedades' })
    expect(region.getAttribute('aria-roledescription')).toBe('carrusel')
    expect(screen.getByRole('group', { name: '1 de 3' })).toBeTruthy()
    expect(visibleTitle()).toBe('Inscripciones abiertas')
  })

  it('moves with next and previous, wrapping around', async () => {
    renderWithProviders(<Slideshow slides={slides} />)
    await userEvent.click(screen.getByRole('button', { name: 'Diapositiva siguiente' }))
    expect(visibleTitle()).toBe('Semana de exámenes')
    await userEvent.click(screen.getByRole('button', { name: 'Diapositiva anterior' }))
    await userEvent.click(screen.getByRole('button', { name: 'Diapositiva anterior' }))
    expect(visibleTitle()).toBe('Nueva biblioteca digital')
    expect(screen.getByRole('link', { name: 'Nueva biblioteca digital' })).toBeTruthy()
  })

  it('jumps to a slide with its indicator and marks it as current', async () => {
    renderWithProviders(<Slideshow slides={slides} />)
    const second = screen.getByRole('button', { name: 'Ir a la diapositiva 2' })
    await userEvent.click(second)
    expect(visibleTitle()).toBe('Semana de exámenes')
    expect(second.getAttribute('aria-current')).toBe('true')
    expect(screen.getByText('Consulta tu calendario')).toBeTruthy()
  })

  it('has a pause control that turns into play', async () => {
    renderWithProviders(<Slideshow slides={slides} />)
    await userEvent.click(screen.getByRole('button', { name: 'Pausar la presentación' }))
    expect(screen.getByRole('button', { name: 'Reproducir la presentación' })).toBeTruthy()
  })
})
