import { createFileRoute } from '@tanstack/react-router'
import { NotificationsScreen } from '@/features/notifications/components/notifications-screen'
import { prefetchNotifications } from '@/features/notifications/queries'

export const Route = createFileRoute('/_app/notifications')({
  // Not awaited: an awaited loader would hang navigation offline.
  loader: ({ context }) => {
    void prefetchNotifications(context.queryClient)
  },
  component: NotificationsScreen,
})
