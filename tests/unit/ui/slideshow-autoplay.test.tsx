import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Slideshow, type Slide } from '@/shared/ui/slideshow'
import { renderWithProviders } from '../../support/render'

const INTERVAL_MS = 1_000
const slides: Slide[] = [
  { id: 'a', title: 'Primera' },
  { id: 'b', title: 'Segunda' },
]
const visibleTitle = () => screen.getByRole('group').querySelector('h3')?.textContent

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  )
}

describe('Slideshow autoplay', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('advances on its own and stops while the pointer is over it', () => {
    vi.useFakeTimers()
    preferReducedMotion(false)
    renderWithProviders(<Slideshow slides={slides} intervalMs={INTERVAL_MS} label="Novedades" />)
    act(() => vi.advanceTimersByTime(INTERVAL_MS))
    expect(visibleTitle()).toBe('Segunda')

    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Novedades' }))
    act(() => vi.advanceTimersByTime(INTERVAL_MS * 3))
    expect(visibleTitle()).toBe('Segunda')
  })

  it('stops while focus is inside', () => {
    vi.useFakeTimers()
    preferReducedMotion(false)
    renderWithProviders(<Slideshow slides={slides} intervalMs={INTERVAL_MS} />)
    act(() => screen.getByRole('button', { name: 'Diapositiva siguiente' }).focus())
    act(() => vi.advanceTimersByTime(INTERVAL_MS * 3))
    expect(visibleTitle()).toBe('Primera')
  })

  it('starts paused when the person prefers reduced motion', () => {
    vi.useFakeTimers()
    preferReducedMotion(true)
    renderWithProviders(<Slideshow slides={slides} intervalMs={INTERVAL_MS} />)
    expect(screen.getByRole('button', { name: 'Reproducir la presentación' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(INTERVAL_MS * 3))
    expect(visibleTitle()).toBe('Primera')
  })
})
