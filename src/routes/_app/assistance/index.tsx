import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { AssistanceScreen } from '@/features/assistance'

/** Spec §2 "Assistance tickets": the student's tickets, open and closed. */
export const Route = createFileRoute('/_app/assistance/')({
  loader: () => loadSectionCatalog('assistance'),
  component: AssistanceScreen,
})
