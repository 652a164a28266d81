import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MENU_ICON_KEYS, MENU_ICONS, menuIcon, menuItemIcon } from '@/shared/ui/menu-icons'
import { entriesFor } from '../../../server/seed/menu'

/** The 22 keys of spec §2, written out again so a renamed key fails here. */
const SPEC_KEYS = [
  'home', 'academic-progress', 'student-agenda', 'subjects', 'news', 'payments', 'digital-files',
  'international', 'setting', 'legal', 'report-card', 'terms-conditions', 'digital-resources',
  'student-information', 'assistance', 'payments-and-statement-account', 'online-services',
  'reenrollment', 'formalities', 'libraries', 'online classes', 'fiscal-information',
]

describe('menu icons', () => {
  it('has exactly the 22 keys of the spec', () => {
    expect([...MENU_ICON_KEYS].sort()).toEqual([...SPEC_KEYS].sort())
    expect(Object.keys(MENU_ICONS).sort()).toEqual([...SPEC_KEYS].sort())
  })

  it.each(SPEC_KEYS)('draws a decorative 24×24 icon for "%s"', (key) => {
    const Icon = menuIcon(key)
    expect(Icon).toBeDefined()
    if (!Icon) return
    const { container } = render(<Icon />)
    const svg = container.querySelector('svg')
    expect(svg?.getAttribute('aria-hidden')).toBe('true')
    expect(svg?.getAttribute('viewBox')).toBe('0 0 24 24')
    expect(svg?.childElementCount).toBeGreaterThan(0)
  })

  it('returns undefined for an unknown key, including inherited object names', () => {
    expect(menuIcon('unknown-section')).toBeUndefined()
    expect(menuIcon('toString')).toBeUndefined()
    expect(menuIcon('online-classes')).toBeUndefined()
  })

  it.each([
    ['Alumno', 'uvm'], ['Alumno', 'unitec'], ['Tutor', 'uvm'], ['Administrativo', 'uvm'],
  ] as const)('draws every entry of the %s menu (%s) with a drawing of its own, the credential never as the scales', (role, portal) => {
    const drawingOf = (item: { icon: string; route: string }) => {
      const Icon = menuItemIcon(item)!
      return render(<Icon />).container.innerHTML.replace(/data-icon="[^"]*"/, '')
    }
    const drawings = entriesFor(role, portal).map(([, icon, route]) => drawingOf({ icon, route }))
    expect(new Set(drawings).size).toBe(drawings.length)
    expect(drawingOf({ icon: 'legal', route: '/credential' })).not.toBe(drawingOf({ icon: 'legal', route: '/terms-conditions' }))
  })

  it('hides an entry whose key is unknown, whatever its screen', () => {
    expect(menuItemIcon({ icon: 'credential', route: '/credential' })).toBeUndefined()
  })
})
