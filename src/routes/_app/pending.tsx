import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '@/features/notifications/components/pending-screen'

/** The outbox lives in this device's database; there is nothing to fetch first. */
export const Route = createFileRoute('/_app/pending')({ component: PendingScreen })
