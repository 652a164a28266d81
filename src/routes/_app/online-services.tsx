import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { OnlineServicesScreen } from '@/features/online-services'

/** Menu key online-services. */
export const Route = createFileRoute('/_app/online-services')({
  loader: () => loadSectionCatalog('online-services'),
  component: OnlineServicesScreen,
})
