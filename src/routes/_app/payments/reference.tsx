import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { idSearch } from '@/shared/routing/id-search'
import { ReferenceScreen } from '@/features/payments'

/** `?id=` names the bank reference shown. */
export const Route = createFileRoute('/_app/payments/reference')({
  loader: () => loadSectionCatalog('payments'),
  validateSearch: idSearch('id'),
  component: ReferenceRoute,
})

function ReferenceRoute() {
  const { id } = Route.useSearch()
  return <ReferenceScreen key={id} referenceId={id} />
}
