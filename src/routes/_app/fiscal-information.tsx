import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { FiscalScreen } from '@/features/fiscal'

/** Menu key fiscal-information. */
export const Route = createFileRoute('/_app/fiscal-information')({
  loader: () => Promise.all([loadSectionCatalog('fiscal'), loadSectionCatalog('forms')]),
  component: FiscalScreen,
})
