import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { TermsScreen } from '@/features/terms'

/** Menu key terms-conditions: the accepted version, its date and text, and the privacy notice. */
export const Route = createFileRoute('/_app/terms-conditions')({
  loader: () => loadSectionCatalog('terms'),
  component: TermsScreen,
})
