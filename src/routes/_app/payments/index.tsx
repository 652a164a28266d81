import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { startScreenData } from '@/shared/routing/screen-data'
import { PaymentsScreen } from '@/features/payments'

type Period = '3M' | '6M' | '1A' | 'T'
const PERIODS: readonly string[] = ['3M', '6M', '1A', 'T'] satisfies Period[]

/** `?period=` is the statement's filter (3M, 6M, 1A, T), kept in the address so back and reload keep it. */
export const Route = createFileRoute('/_app/payments/')({
  // The screen's data starts with its code, not after it (see prefetch-screen.ts). Not on a
  // pointer resting on the link: the statement is read again whenever the screen shows it (the
  // bank may have reported a payment), so a copy asked for before that would be asked twice.
  loader: ({ context, preload }) => {
    if (!preload) startScreenData(() => import('@/features/payments/prefetch'), context.queryClient)
    return loadSectionCatalog('payments')
  },
  validateSearch: (search: Record<string, unknown>): { period?: Period } =>
    typeof search.period === 'string' && PERIODS.includes(search.period) ? { period: search.period as Period } : {},
  component: PaymentsScreen,
})
