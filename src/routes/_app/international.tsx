import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { InternationalScreen } from '@/features/online-services'

/** Menu key international: the international programs among the online services. */
export const Route = createFileRoute('/_app/international')({
  loader: () => loadSectionCatalog('online-services'),
  component: InternationalScreen,
})
