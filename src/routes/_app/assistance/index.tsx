import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { startScreenData } from '@/shared/routing/screen-data'
import { AssistanceScreen } from '@/features/assistance'

/** Spec §2 "Assistance tickets": the student's tickets, open and closed. */
export const Route = createFileRoute('/_app/assistance/')({
  // The screen's data starts with its code, not after it (see prefetch-screen.ts).
  loader: ({ context }) => {
    startScreenData(() => import('@/features/assistance/prefetch'), context.queryClient)
    return loadSectionCatalog('assistance')
  },
  component: AssistanceScreen,
})
