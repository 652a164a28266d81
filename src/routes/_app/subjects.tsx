import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { SubjectsScreen } from '@/features/subjects'

export const Route = createFileRoute('/_app/subjects')({
  // The screen's data starts with its code, not after it (see prefetch-screen.ts).
  loader: ({ context }) => {
    void import('@/features/subjects/prefetch').then(({ prefetchSubjects }) => prefetchSubjects(context.queryClient), () => undefined)
    return loadSectionCatalog('subjects')
  },
  component: SubjectsScreen,
})
