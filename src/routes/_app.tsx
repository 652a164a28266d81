import { createFileRoute, redirect } from '@tanstack/react-router'
import { AppShell } from '@/app/shell/app-shell'
import { ensureSignedIn } from '@/shared/auth/session-gate'
import { sessionQueries } from '@/shared/session/queries'
import { selectionQuery } from '@/shared/session/selection'

/** Everything under this layout needs a signed-in person (spec §2: `/*` loads the app). */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const gate = await ensureSignedIn(context.config, location.href)
    if (gate === 'signed-out') throw redirect({ to: '/login' })
    if (gate === 'signed-out-offline') throw redirect({ to: '/login', search: { offline: true } })
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(sessionQueries.user())
    void context.queryClient.prefetchQuery(sessionQueries.menu())
    void context.queryClient.prefetchQuery(selectionQuery())
  },
  component: AppShell,
})
