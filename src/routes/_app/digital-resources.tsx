import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { DigitalResourcesScreen } from '@/features/digital-resources'
// Imported on its own so the route's search check does not pull the screen into the main chunk.
import { ResourcesSearch } from '@/features/digital-resources/search'

/** Menu key digital-resources. */
export const Route = createFileRoute('/_app/digital-resources')({
  loader: () => loadSectionCatalog('digital-resources'),
  validateSearch: (search) => v.parse(ResourcesSearch, search),
  component: DigitalResources,
})

function DigitalResources() {
  const { library } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <DigitalResourcesScreen libraryId={library} onLibrary={(id) => void navigate({ search: { library: id }, replace: true })} />
}
