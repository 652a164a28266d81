import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { idSearch } from '@/shared/routing/id-search'
import { ConversationScreen } from '@/features/assistance'

/** `?ticket=` names the ticket whose detail and conversation show (a NOTIMONITOR notice carries it). */
export const Route = createFileRoute('/_app/assistance/conversation')({
  loader: () => Promise.all([loadSectionCatalog('assistance'), loadSectionCatalog('forms')]),
  validateSearch: idSearch('ticket'),
  component: ConversationRoute,
})

function ConversationRoute() {
  const { ticket } = Route.useSearch()
  return <ConversationScreen key={ticket} ticketId={ticket} />
}
