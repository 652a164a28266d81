import type { Portal } from '@/contract/common'
import { safeLocalStorage, STORAGE_KEYS } from '@/shared/storage-keys'
import { brands } from './theme/brands'

/** Browser colour and brand marker follow the brand chosen by configuration. */
export function applyBrandDocument(portal: Portal) {
  const brand = brands[portal]
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.themeColor)
  document.documentElement.dataset.portal = portal
  // The next start (src/main.tsx) paints its skeleton and first view in these colours at once.
  safeLocalStorage()?.setItem(STORAGE_KEYS.brand, portal)
}
