import type { RuntimeConfig } from './config.ts'
import type { PaymentMethod } from './payments.ts'

/** What the rule reads of the runtime configuration: the brand and its flags (spec §9). */
export type BrandConfig = Pick<RuntimeConfig, 'portal' | 'flags'>

/**
 * Whether a brand offers a way to pay at all, by its configuration's flags (spec §9): a card, the
 * wallet and a bank reference always; CoDi in UVM with `codiBanner9` or `codiBanner7`, in UNITEC
 * with `codiUntc`; the marketplace only in UNITEC with `mpUntc`. The server refuses what the brand
 * lacks (reason 'brand'); the portal neither shows it nor calls for it, whatever an answer says.
 */
export function brandOffers({ portal, flags }: BrandConfig, method: PaymentMethod): boolean {
  switch (method) {
    case 'codi':
      return portal === 'uvm' ? flags.codiBanner9 || flags.codiBanner7 : portal === 'unitec' && flags.codiUntc
    case 'marketplace':
      return portal === 'unitec' && flags.mpUntc
    case 'card':
    case 'wallet':
    case 'reference':
      return true
  }
}
