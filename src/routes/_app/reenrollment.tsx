import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { ReenrollmentScreen } from '@/features/online-window'

export const Route = createFileRoute('/_app/reenrollment')({
  loader: () => loadSectionCatalog('online-window'),
  component: ReenrollmentScreen,
})
