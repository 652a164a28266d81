import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { SettingsScreen } from '@/features/settings/components/settings-screen'

export const Route = createFileRoute('/_app/settings/devices')({
  loader: () => loadSectionCatalog('settings'),
  component: SettingsScreen,
})
