import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react'
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
  textStyles,
  tokens,
} from '@chakra-ui/react/theme'
import type { Portal } from '@/contract/common'
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

export function createBrandSystem(portal: Portal) {
  const brand = brands[portal]
  return createSystem(
    defaultBaseConfig,
    mergeConfigs(base, {
      globalCss: appGlobalCss,
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
              fg: { value: '{colors.brand.700}' },
              muted: { value: '{colors.brand.100}' },
              subtle: { value: '{colors.brand.50}' },
              emphasized: { value: '{colors.brand.200}' },
              focusRing: { value: '{colors.brand.500}' },
            },
          },
        },
      },
    }),
  )
}
