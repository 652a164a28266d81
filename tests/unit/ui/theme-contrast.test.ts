import { describe, expect, it } from 'vitest'
import { createBrandSystem } from '@/app/theme/system'

type Mode = '_light' | '_dark'

/** The colour a token paints in `mode`, following semantic tokens down to a raw value. */
function resolve(system: ReturnType<typeof createBrandSystem>, name: string, mode: Mode): string {
  const token = system.tokens.getByName(`colors.${name}`)
  if (!token) throw new Error(`no colour token ${name}`)
  const conditions = token.extensions.conditions as Record<string, string> | undefined
  const raw = conditions ? (conditions[mode] ?? conditions.base ?? token.originalValue) : token.originalValue
  const reference = /^\{colors\.(.+)\}$/.exec(String(raw))
  if (reference) return resolve(system, reference[1]!, mode)
  return String(raw)
}

function luminance(color: string): number {
  const named: Record<string, string> = { white: '#ffffff', black: '#000000' }
  const hex = (named[color] ?? color).replace('#', '')
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

const PAGE_GROUNDS = ['bg', 'bg.subtle', 'bg.panel']
const TEXT_ON_PAGE = ['fg', 'fg.muted', 'fg.error', 'fg.warning', 'fg.success', 'fg.info', 'brand.fg']
const SOLID_PALETTES = ['brand', 'gray', 'red', 'green', 'orange', 'blue']
const RINGS = ['brand', 'gray', 'red', 'green', 'orange', 'blue']

describe.each(['uvm', 'unitec'] as const)('colours of %s', (portal) => {
  const system = createBrandSystem(portal)
  describe.each([
    ['light', '_light'],
    ['dark', '_dark'],
  ] as const)('in %s mode', (_, mode) => {
    const ratio = (fg: string, bg: string) => contrast(resolve(system, fg, mode), resolve(system, bg, mode))

    it('texts reach 4.5:1 on every page ground', () => {
      for (const text of TEXT_ON_PAGE) for (const ground of PAGE_GROUNDS) expect(ratio(text, ground), `${text} on ${ground}`).toBeGreaterThanOrEqual(4.5)
    })

    it('the current menu entry reads on its highlight', () => {
      expect(ratio('brand.fg', 'brand.muted')).toBeGreaterThanOrEqual(4.5)
    })

    it('solid badges and buttons keep their text at 4.5:1', () => {
      for (const palette of SOLID_PALETTES) expect(ratio(`${palette}.contrast`, `${palette}.solid`), palette).toBeGreaterThanOrEqual(4.5)
    })

    it('focus rings stand out 3:1 from the page', () => {
      for (const palette of RINGS) for (const ground of PAGE_GROUNDS) expect(ratio(`${palette}.focusRing`, ground), `${palette} ring on ${ground}`).toBeGreaterThanOrEqual(3)
    })
  })
})
