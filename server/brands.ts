import type { Portal } from '../src/contract/common.ts'

export interface Brand {
  /** Shown on the icons and the mock screenshots. */
  mark: string
  name: string
  shortName: string
  themeColor: string
}

export const BRANDS: Record<Portal, Brand> = {
  uvm: { mark: 'UVM', name: 'UVM · Portal de alumnos', shortName: 'UVM Alumnos', themeColor: '#b3102c' },
  unitec: { mark: 'UNITEC', name: 'UNITEC · Portal de alumnos', shortName: 'UNITEC Alumnos', themeColor: '#0a3d7a' },
}

/** Shortcuts of the installed app; each has a 96 px icon `shortcut-<key>.png`. */
export const SHORTCUTS = [
  { key: 'credential', name: 'Credencial', description: 'Tu credencial digital', route: 'credential' },
  { key: 'agenda', name: 'Agenda', description: 'Tus clases y eventos', route: 'agenda' },
  { key: 'notifications', name: 'Notificaciones', description: 'Avisos de tu cuenta', route: 'notifications' },
] as const

export type ShortcutKey = (typeof SHORTCUTS)[number]['key']
