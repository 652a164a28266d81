import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import * as v from 'valibot'
import { AgendaScreen } from '@/features/agenda'
// Imported on its own so the route's search check does not pull the screen into the main chunk.
import { AgendaSearch } from '@/features/agenda/search'

export const Route = createFileRoute('/_app/agenda')({
  loader: () => loadSectionCatalog('agenda'),
  validateSearch: (search) => v.parse(AgendaSearch, search),
  component: AgendaScreen,
})
