import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { SubjectsScreen } from '@/features/subjects'

export const Route = createFileRoute('/_app/subjects')({
  loader: () => loadSectionCatalog('subjects'),
  component: SubjectsScreen,
})
