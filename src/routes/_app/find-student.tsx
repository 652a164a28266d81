import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { FindStudentScreen } from '@/features/find-student'
// Imported on its own so the route's search check does not pull the screen into the main chunk.
import { FindStudentSearch } from '@/features/find-student/search'

/** Menu /find-student (Administrativo): the search lives in the address, so back and reload keep it. */
export const Route = createFileRoute('/_app/find-student')({
  loader: () => loadSectionCatalog('find-student'),
  validateSearch: (search) => v.parse(FindStudentSearch, search),
  component: FindStudentRoute,
})

function FindStudentRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <FindStudentScreen search={search} onSearch={(next, replace) => void navigate({ search: next, replace })} />
}
