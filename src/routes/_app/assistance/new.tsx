import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { NewTicketScreen } from '@/features/assistance'

export const Route = createFileRoute('/_app/assistance/new')({
  // The screen's form speaks with the forms kit's texts (their own catalog).
  loader: () => Promise.all([loadSectionCatalog('assistance'), loadSectionCatalog('forms')]),
  component: NewTicketScreen,
})
