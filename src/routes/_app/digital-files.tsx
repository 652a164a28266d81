import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { startScreenData } from '@/shared/routing/screen-data'
import { idSearch } from '@/shared/routing/id-search'
import { DigitalFilesScreen } from '@/features/digital-file'

/** `?doc=` names the document a notification is about (its `docId`). */
export const Route = createFileRoute('/_app/digital-files')({
  // The screen's data starts with its code, not after it (see prefetch-screen.ts); its form speaks
  // with the forms kit's texts (their own catalog).
  loader: ({ context }) => {
    startScreenData(() => import('@/features/digital-file/prefetch'), context.queryClient)
    return Promise.all([loadSectionCatalog('digital-file'), loadSectionCatalog('forms')])
  },
  validateSearch: idSearch('doc'),
  component: DigitalFilesRoute,
})

function DigitalFilesRoute() {
  const { doc } = Route.useSearch()
  return <DigitalFilesScreen focusDocument={doc} />
}
