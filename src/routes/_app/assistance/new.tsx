import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { NewTicketScreen } from '@/features/assistance'

export const Route = createFileRoute('/_app/assistance/new')({
  loader: () => loadSectionCatalog('assistance'),
  component: NewTicketScreen,
})
