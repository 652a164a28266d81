import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { OnlineClassesScreen } from '@/features/agenda'

/** Menu key `online classes`: the agenda's class sessions held in an online classroom. */
export const Route = createFileRoute('/_app/online-classes')({
  loader: () => loadSectionCatalog('agenda'),
  component: OnlineClassesScreen,
})
