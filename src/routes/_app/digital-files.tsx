import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { DigitalFilesScreen } from '@/features/digital-file'

/** `?doc=` names the document a notification is about (its `docId`). */
export const Route = createFileRoute('/_app/digital-files')({
  loader: () => loadSectionCatalog('digital-file'),
  validateSearch: (search: Record<string, unknown>): { doc?: number } => {
    const doc = Number(search.doc)
    return Number.isInteger(doc) && doc > 0 ? { doc } : {}
  },
  component: DigitalFilesRoute,
})

function DigitalFilesRoute() {
  const { doc } = Route.useSearch()
  return <DigitalFilesScreen focusDocument={doc} />
}
