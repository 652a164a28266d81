import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { ReportCardScreen } from '@/features/report-card'

export const Route = createFileRoute('/_app/report-card')({
  loader: () => loadSectionCatalog('report-card'),
  component: ReportCardScreen,
})
