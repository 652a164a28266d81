import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { FormalitiesScreen } from '@/features/online-window'

export const Route = createFileRoute('/_app/formalities')({
  loader: () => loadSectionCatalog('online-window'),
  component: FormalitiesScreen,
})
