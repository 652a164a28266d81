import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { SubjectStripScreen } from '@/features/subject-strip'

export const Route = createFileRoute('/_app/subject-strip')({
  loader: () => loadSectionCatalog('subject-strip'),
  component: SubjectStripScreen,
})
