import { describe, expect, it } from 'vitest'
import { brands } from '@/app/theme/brands'
import { createBrandSystem } from '@/app/theme/system'
import { brandGlobalCss, themeStylesheet, withoutPalette } from '@/app/theme/theme-stylesheet'
import type { Portal } from '@/contract/common'

const PORTALS = Object.keys(brands) as Portal[]

/** The `--name: value` declarations of a stylesheet, by the selector block that holds them. */
function declarations(css: string): { selector: string; name: string; value: string }[] {
  const found: { selector: string; name: string; value: string }[] = []
  for (const [, selector, body] of css.matchAll(/([^{};]+)\{([^{}]*)\}/g)) {
    for (const [, name, value] of body!.matchAll(/(--[^:;{}\s]+):([^;]*)/g)) found.push({ selector: selector!.trim(), name: name!, value: value!.trim() })
  }
  return found
}

describe('the theme stylesheet written at build time', () => {
  const stylesheet = themeStylesheet()

  it('declares every variable each brand’s run-time theme defines, in light and dark', () => {
    const declared = new Set(declarations(stylesheet).map((d) => d.name))
    for (const portal of PORTALS) {
      const system = createBrandSystem(portal)
      // A blank value (`blurs.none`) declares nothing, at run time as here.
      const variables = [...system.tokens.cssVarMap.values()].flatMap((vars) => [...vars].filter(([, value]) => String(value).trim()).map(([name]) => name))
      expect(variables.length).toBeGreaterThan(500)
      expect(variables.filter((name) => !declared.has(name))).toEqual([])
    }
    // Both modes: the dark condition's block redefines the semantic colours.
    expect(declarations(stylesheet).some((d) => /\.dark/.test(d.selector) && d.name === '--ck-colors-bg')).toBe(true)
  })

  it('gives each brand its own palette under its marker, and no palette to the page before it is marked', () => {
    const all = declarations(stylesheet)
    for (const portal of PORTALS) {
      const own = all.filter((d) => d.selector === `html[data-portal="${portal}"]`)
      expect(Object.fromEntries(own.map((d) => [d.name, d.value]))).toEqual(
        Object.fromEntries(Object.entries(brands[portal].palette).map(([shade, { value }]) => [`--ck-colors-brand-${shade}`, value])),
      )
    }
    const unmarked = all.filter((d) => /^--ck-colors-brand-\d+$/.test(d.name) && !d.selector.startsWith('html[data-portal='))
    expect(unmarked).toEqual([])
  })

  it('keeps Chakra’s layer order and global rules: the reset, the skip link, less motion on request', () => {
    expect(stylesheet.startsWith('@layer reset, base, tokens, recipes;')).toBe(true)
    expect(stylesheet).toContain('.skip-link:focus')
    expect(stylesheet).toMatch(/@media \(prefers-reduced-motion: reduce\)/)
    // What a brand's page got from Chakra at run time, minus the palette moved under the marker.
    const shared = withoutPalette(brandGlobalCss('uvm'))
    expect(stylesheet.startsWith(shared)).toBe(true)
  })
})
