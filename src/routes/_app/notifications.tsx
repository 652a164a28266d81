import { createFileRoute } from '@tanstack/react-router'
import { NotificationsScreen } from '@/features/notifications/components/notifications-screen'
import { prefetchNotifications } from '@/features/notifications/queries'
import { loadSectionCatalog } from '@/shared/i18n/i18n'

export const Route = createFileRoute('/_app/notifications')({
  // The data is not awaited: an awaited loader would hang navigation offline. The titles' texts
  // are part of the portal's files, there with or without signal.
  loader: async ({ context }) => {
    void prefetchNotifications(context.queryClient)
    await loadSectionCatalog('notification-titles').catch(() => undefined)
  },
  component: NotificationsScreen,
})
