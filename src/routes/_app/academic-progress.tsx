import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { AcademicProgressScreen } from '@/features/academic-progress'

export const Route = createFileRoute('/_app/academic-progress')({
  loader: () => loadSectionCatalog('academic-progress'),
  component: AcademicProgressScreen,
})
