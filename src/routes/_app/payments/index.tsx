import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { PaymentsScreen } from '@/features/payments'

type Period = '3M' | '6M' | '1A' | 'T'
const PERIODS: readonly string[] = ['3M', '6M', '1A', 'T'] satisfies Period[]

/** `?period=` is the statement's filter (3M, 6M, 1A, T), kept in the address so back and reload keep it. */
export const Route = createFileRoute('/_app/payments/')({
  loader: () => loadSectionCatalog('payments'),
  validateSearch: (search: Record<string, unknown>): { period?: Period } =>
    typeof search.period === 'string' && PERIODS.includes(search.period) ? { period: search.period as Period } : {},
  component: PaymentsScreen,
})
