import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { startScreenData } from '@/shared/routing/screen-data'
import { SubjectsScreen } from '@/features/subjects'

export const Route = createFileRoute('/_app/subjects')({
  // The screen's data starts with its code, not after it (see prefetch-screen.ts).
  loader: ({ context }) => {
    startScreenData(() => import('@/features/subjects/prefetch'), context.queryClient)
    return loadSectionCatalog('subjects')
  },
  component: SubjectsScreen,
})
