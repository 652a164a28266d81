import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { PayScreen } from '@/features/payments'

export const Route = createFileRoute('/_app/payments/pay')({
  loader: () => loadSectionCatalog('payments'),
  component: PayScreen,
})
