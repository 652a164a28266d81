import { useRouteContext } from '@tanstack/react-router'
import type { BrandConfig } from '@/contract/payment-offer'

/** The brand and flags of the configuration the portal started with: what `brandOffers` reads. */
export function useBrand(): BrandConfig {
  return useRouteContext({ from: '__root__' }).config
}
