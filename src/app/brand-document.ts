import type { Portal } from '@/contract/common'
import { brands } from './theme/brands'

/** Browser colour and brand marker follow the brand chosen by configuration. */
export function applyBrandDocument(portal: Portal) {
  const brand = brands[portal]
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.themeColor)
  document.documentElement.dataset.portal = portal
}
