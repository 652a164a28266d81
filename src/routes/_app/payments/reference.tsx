import { createFileRoute } from '@tanstack/react-router'
import { ReferenceScreen } from '@/features/payments'

/** `?id=` names the bank reference shown. */
export const Route = createFileRoute('/_app/payments/reference')({
  validateSearch: (search: Record<string, unknown>): { id?: number } => {
    const id = Number(search.id)
    return Number.isInteger(id) && id > 0 ? { id } : {}
  },
  component: ReferenceRoute,
})

function ReferenceRoute() {
  const { id } = Route.useSearch()
  return <ReferenceScreen key={id} referenceId={id} />
}
