import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { OnlineWindowScreen } from '@/features/online-window'

export const Route = createFileRoute('/_app/online-window')({
  loader: () => loadSectionCatalog('online-window'),
  component: OnlineWindowScreen,
})
