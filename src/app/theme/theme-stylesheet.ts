import { serializeStyles } from '@emotion/serialize'
import { compile, middleware, prefixer, serialize, stringify } from 'stylis'
import type { Portal } from '@/contract/common'
import { brands } from './brands'
import { createBrandSystem } from './system'

/** A brand's own colours: the only declarations in which the brands' global styles differ. */
const PALETTE_DECLARATION = /--ck-colors-brand-\d+:[^;}]+;?/g

/** A brand's global styles without its palette: what every brand shares. */
export const withoutPalette = (css: string) => css.replace(PALETTE_DECLARATION, '')

/**
 * The theme's global styles as one brand's page gets them from Chakra at run time: the layer
 * order, the reset, the global rules and every token's CSS variable (light and dark).
 */
export function brandGlobalCss(portal: Portal): string {
  const system = createBrandSystem(portal)
  const { styles } = serializeStyles([system._global])
  return system.layers.atRule + serialize(compile(styles), middleware([prefixer, stringify]))
}

/**
 * The global styles of every brand in one stylesheet, written when the portal is built
 * (vite.config.ts) so that a start does not compute and insert them: what the brands share,
 * then each brand's palette under its `data-portal` marker (src/app/brand-document.ts).
 * Refuses brands that differ in anything but their palette, which this split would lose.
 */
export function themeStylesheet(): string {
  const portals = Object.keys(brands) as Portal[]
  const perBrand = portals.map((portal) => {
    const css = brandGlobalCss(portal)
    const palette = css.match(PALETTE_DECLARATION) ?? []
    if (palette.length !== Object.keys(brands[portal].palette).length) {
      throw new Error(`the ${portal} palette is not declared once per shade in the theme's styles`)
    }
    return { portal, shared: withoutPalette(css), palette }
  })
  const [first] = perBrand
  if (!first || perBrand.some(({ shared }) => shared !== first.shared)) throw new Error('the brands differ in more than their palette')
  const palettes = perBrand.map(({ portal, palette }) => `html[data-portal="${portal}"]{${palette.map((d) => d.replace(/;?$/, ';')).join('')}}`)
  return `${first.shared}@layer tokens{${palettes.join('')}}`
}
