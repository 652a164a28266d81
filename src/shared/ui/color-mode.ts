import { safeLocalStorage, STORAGE_KEYS } from '@/shared/storage-keys'

/** What the person chose in Configuración; `system` follows the device. */
export const COLOR_MODE_CHOICES = ['system', 'light', 'dark'] as const
export type ColorModeChoice = (typeof COLOR_MODE_CHOICES)[number]
export type ColorMode = 'light' | 'dark'

const DARK_QUERY = '(prefers-color-scheme: dark)'

const isChoice = (value: unknown): value is ColorModeChoice => COLOR_MODE_CHOICES.includes(value as ColorModeChoice)

/** The stored choice, or `system` when there is none (or the browser refuses storage). */
export function readColorModeChoice(): ColorModeChoice {
  const stored = safeLocalStorage()?.getItem(STORAGE_KEYS.colorMode)
  return isChoice(stored) ? stored : 'system'
}

export function resolveColorMode(choice: ColorModeChoice, systemPrefersDark: boolean): ColorMode {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light'
  return choice
}

function darkQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined
}

let choice: ColorModeChoice = 'system'
const listeners = new Set<() => void>()

/**
 * Marks `<html>` with the mode in force: the class Chakra's `_dark`/`_light` conditions read,
 * and `color-scheme`, so form controls and scroll bars follow too.
 */
function apply() {
  const mode = resolveColorMode(choice, darkQuery()?.matches ?? false)
  const root = document.documentElement
  root.classList.toggle('dark', mode === 'dark')
  root.classList.toggle('light', mode === 'light')
  root.style.colorScheme = mode
  for (const listener of listeners) listener()
}

/**
 * Applies the stored choice at once (the first module calls it, before the portal's code loads,
 * so the skeleton already has the right colours) and follows the device and other tabs after.
 * Returns what stops following them.
 */
export function startColorMode(): () => void {
  choice = readColorModeChoice()
  apply()
  const query = darkQuery()
  const onDeviceChange = () => {
    if (choice === 'system') apply()
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.colorMode) return
    choice = readColorModeChoice()
    apply()
  }
  query?.addEventListener('change', onDeviceChange)
  window.addEventListener('storage', onStorage)
  return () => {
    query?.removeEventListener('change', onDeviceChange)
    window.removeEventListener('storage', onStorage)
  }
}

export function setColorModeChoice(next: ColorModeChoice) {
  choice = next
  const storage = safeLocalStorage()
  try {
    if (next === 'system') storage?.removeItem(STORAGE_KEYS.colorMode)
    else storage?.setItem(STORAGE_KEYS.colorMode, next)
  } catch {
    // A full or refused storage still changes this page; the choice just is not remembered.
  }
  apply()
}

export function subscribeColorMode(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const currentColorModeChoice = () => choice
