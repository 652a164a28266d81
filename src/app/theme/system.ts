import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react'
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme'
import type { Portal } from '@/contract/common'
import { credentialCardCss } from '@/features/credential/card-css'
import { homeCss } from '@/features/home/home-css'
import { careerFieldsCss } from '@/shared/session/career-fields-css'
import { qrCss } from '@/shared/qr/qr-css'
import { appGlobalCss } from './app-global-css'
import { brands } from './brands'

/** Colour palettes no screen uses; every token costs start-up time and a CSS variable. */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'pink'])
const withoutUnused = <T extends object>(group: T): T =>
  Object.fromEntries(Object.entries(group).filter(([name]) => !UNUSED_PALETTES.has(name))) as T

/**
 * Only the recipes the portal uses are bundled (the full preset is ~3x larger).
 * Add a recipe here when a screen starts using a new Chakra component.
 */
const base = defineConfig({
  // Chakra's reset: no user-agent margins, button faces or list bullets under the recipes.
  preflight: true,
  cssVarsRoot: ':where(html)',
  cssVarsPrefix: 'ck',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnused(tokens.colors ?? {}) },
    semanticTokens: { ...semanticTokens, colors: withoutUnused(semanticTokens.colors ?? {}) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
    },
  },
})

/**
 * Where Chakra's defaults fall short of WCAG AA on white or near-black: status texts (4.5:1),
 * white on solid green and orange (4.5:1), and focus rings (3:1; gray's was 2.6:1).
 */
const ring = (palette: string) => ({ value: { _light: `{colors.${palette}.700}`, _dark: `{colors.${palette}.300}` } })
const READABLE_COLORS = {
  fg: {
    error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
    warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
    success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
    info: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
  },
  gray: { focusRing: ring('gray') },
  red: { focusRing: ring('red') },
  blue: { focusRing: ring('blue') },
  green: { solid: { value: '{colors.green.700}' }, focusRing: ring('green') },
  orange: { solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } }, focusRing: ring('orange') },
}

/**
 * The portal's global rules. A build writes them into the page's stylesheet (vite.config.ts,
 * buildTimeTheme, which runs this module on the server side): the built portal's own code then
 * carries none of them, as its Chakra system no longer inserts global styles.
 */
const GLOBAL_CSS = import.meta.env.PROD && !import.meta.env.SSR ? undefined : { ...appGlobalCss, ...qrCss, ...credentialCardCss, ...homeCss, ...careerFieldsCss }

export function createBrandSystem(portal: Portal) {
  const brand = brands[portal]
  // One merge, inside createSystem: each extra merge clones the whole theme again on every start.
  return createSystem(
    defaultBaseConfig,
    base,
    defineConfig({
      globalCss: GLOBAL_CSS,
      theme: {
        tokens: {
          fonts: {
            body: { value: "'Work Sans', system-ui, sans-serif" },
            heading: { value: "'Work Sans', system-ui, sans-serif" },
          },
          colors: { brand: brand.palette },
        },
        semanticTokens: {
          colors: {
            brand: {
              solid: { value: '{colors.brand.600}' },
              contrast: { value: 'white' },
              fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.200}' } },
              muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.800}' } },
              subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.900}' } },
              emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.700}' } },
              focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.300}' } },
            },
            ...READABLE_COLORS,
          },
        },
      },
    }),
  )
}
