import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { WalletScreen } from '@/features/payments'

type CardReturn = 'added' | 'cancelled' | 'rejected'
const RETURNS: readonly unknown[] = ['added', 'cancelled', 'rejected'] satisfies CardReturn[]

/** `?card=` is how the bank's page ended when the person comes back from adding a card. */
export const Route = createFileRoute('/_app/payments/wallet')({
  loader: () => loadSectionCatalog('payments'),
  validateSearch: (search: Record<string, unknown>): { card?: CardReturn } =>
    RETURNS.includes(search.card) ? { card: search.card as CardReturn } : {},
  component: WalletRoute,
})

function WalletRoute() {
  const { card } = Route.useSearch()
  return <WalletScreen returned={card} />
}
