import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppearanceSection } from '@/features/settings/components/appearance-section'
import { STORAGE_KEYS } from '@/shared/storage-keys'
import { readColorModeChoice, resolveColorMode, setColorModeChoice, startColorMode } from '@/shared/ui/color-mode'
import { renderWithProviders } from '../../support/render'

/** A device whose dark preference the test can flip, telling listeners as a browser does. */
function fakeDevice(prefersDark: boolean) {
  const listeners = new Set<() => void>()
  const list = {
    get matches() {
      return prefersDark
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    query === list.media ? (list as unknown as MediaQueryList) : ({ matches: false, addEventListener() {}, removeEventListener() {} } as unknown as MediaQueryList),
  )
  return {
    flip(dark: boolean) {
      prefersDark = dark
      for (const listener of listeners) listener()
    },
  }
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name })
const root = document.documentElement
const mode = () => (root.classList.contains('dark') ? 'dark' : root.classList.contains('light') ? 'light' : 'none')

let stop: (() => void) | undefined
const start = () => {
  stop = startColorMode()
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  stop?.()
  vi.restoreAllMocks()
  root.className = ''
  root.style.colorScheme = ''
})

describe('colour mode', () => {
  it('follows the device unless the person chose', () => {
    expect(resolveColorMode('system', true)).toBe('dark')
    expect(resolveColorMode('system', false)).toBe('light')
    expect(resolveColorMode('light', true)).toBe('light')
    expect(resolveColorMode('dark', false)).toBe('dark')
  })

  it('reads only a choice it knows; anything else means the device decides', () => {
    localStorage.setItem(STORAGE_KEYS.colorMode, 'purple')
    expect(readColorModeChoice()).toBe('system')
    localStorage.setItem(STORAGE_KEYS.colorMode, 'dark')
    expect(readColorModeChoice()).toBe('dark')
  })

  it('takes a choice made in another tab', () => {
    fakeDevice(false)
    start()
    localStorage.setItem(STORAGE_KEYS.colorMode, 'dark')
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.colorMode, newValue: 'dark' }))
    expect(mode()).toBe('dark')
  })

  it('marks the page at start and follows the device while the choice is the device', () => {
    const device = fakeDevice(false)
    start()
    expect(mode()).toBe('light')
    expect(root.style.colorScheme).toBe('light')
    device.flip(true)
    expect(mode()).toBe('dark')
    expect(root.style.colorScheme).toBe('dark')
  })

  it('keeps a chosen mode when the device changes, and forgets it when the device decides again', () => {
    const device = fakeDevice(true)
    start()
    setColorModeChoice('light')
    expect(localStorage.getItem(STORAGE_KEYS.colorMode)).toBe('light')
    device.flip(false)
    device.flip(true)
    expect(mode()).toBe('light')
    setColorModeChoice('system')
    expect(mode()).toBe('dark')
    device.flip(false)
    expect(mode()).toBe('light')
    device.flip(true)
    expect(localStorage.getItem(STORAGE_KEYS.colorMode)).toBeNull()
    expect(mode()).toBe('dark')
  })
})

describe('Apariencia in Configuración', () => {
  it('offers the three themes as one radio group and applies the one picked by keyboard', async () => {
    fakeDevice(false)
    start()
    const user = userEvent.setup()
    renderWithProviders(<AppearanceSection />)
    await screen.findByRole('group', { name: 'Tema' })
    expect(radio('Como el dispositivo').checked).toBe(true)

    await user.tab()
    expect(document.activeElement).toBe(radio('Como el dispositivo'))
    await user.keyboard('{ArrowDown}')
    expect(radio('Claro').checked).toBe(true)
    expect(mode()).toBe('light')
    await user.keyboard('{ArrowDown}')
    expect(radio('Oscuro').checked).toBe(true)
    expect(mode()).toBe('dark')
    expect(localStorage.getItem(STORAGE_KEYS.colorMode)).toBe('dark')
  })

  it('is complete in English', async () => {
    fakeDevice(false)
    start()
    renderWithProviders(<AppearanceSection />, { locale: 'en' })
    await screen.findByRole('group', { name: 'Theme' })
    expect(screen.getAllByRole('radio').map((option) => option.getAttribute('value'))).toEqual(['system', 'light', 'dark'])
    for (const name of ['Same as the device', 'Light', 'Dark']) radio(name)
  })
})
