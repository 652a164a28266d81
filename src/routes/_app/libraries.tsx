import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { LibrariesScreen } from '@/features/digital-resources'

/** Menu key libraries (UNITEC): the libraries, each opening its resources in Recursos digitales. */
export const Route = createFileRoute('/_app/libraries')({
  loader: () => loadSectionCatalog('digital-resources'),
  component: LibrariesScreen,
})
