import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { idSearch } from '@/shared/routing/id-search'
import { PaymentResultScreen } from '@/features/payments'

/** `?id=` names the payment: where the bank and the marketplace bring the person back, and where a CoDi code shows. */
export const Route = createFileRoute('/_app/payments/result')({
  loader: () => loadSectionCatalog('payments'),
  validateSearch: idSearch('id'),
  component: ResultRoute,
})

function ResultRoute() {
  const { id } = Route.useSearch()
  return <PaymentResultScreen key={id} paymentId={id} />
}
