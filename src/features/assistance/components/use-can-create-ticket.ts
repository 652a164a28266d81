import { useQuery } from '@tanstack/react-query'
import type { SelectedStudent } from '@/contract/user'
import { useServiceActions } from '@/shared/session/use-service-actions'
import { assistanceQueries } from '../queries'

/** Opening tickets is the section's "Crear" (the desk says so too); a role that only reads is not offered it. */
export function useCanCreateTicket(student: SelectedStudent): boolean {
  const config = useQuery(assistanceQueries.config(student.accountNumber))
  const actions = useServiceActions('/assistance')
  return config.data?.canCreate ?? actions?.Crear === true
}
