import { BRAND_PAGES } from '../src/contract/brand-page.ts'
import type { Portal } from '../src/contract/common.ts'

export interface Brand {
  /** Shown on the icons and the mock screenshots. */
  mark: string
  name: string
  shortName: string
  themeColor: string
}

export const BRANDS: Record<Portal, Brand> = {
  uvm: { mark: 'UVM', name: BRAND_PAGES.uvm.title, shortName: 'UVM Alumnos', themeColor: BRAND_PAGES.uvm.themeColor },
  unitec: { mark: 'UNITEC', name: BRAND_PAGES.unitec.title, shortName: 'UNITEC Alumnos', themeColor: BRAND_PAGES.unitec.themeColor },
}

/** Shortcuts of the installed app; each has a 96 px icon `shortcut-<key>.png`. */
export const SHORTCUTS = [
  { key: 'credential', name: 'Credencial', description: 'Tu credencial digital', route: 'credential' },
  { key: 'agenda', name: 'Agenda', description: 'Tus clases y eventos', route: 'agenda' },
  { key: 'notifications', name: 'Notificaciones', description: 'Avisos de tu cuenta', route: 'notifications' },
] as const

export type ShortcutKey = (typeof SHORTCUTS)[number]['key']
