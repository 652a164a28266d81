import { createFileRoute, redirect } from '@tanstack/react-router'
import { AppShell } from '@/app/shell/app-shell'
import { ensureSignedIn } from '@/shared/auth/session-gate'
import { sessionQueries } from '@/shared/session/queries'
import { selectionQuery } from '@/shared/session/selection'

/** Everything under this layout needs a signed-in person (spec §2: `/*` loads the app). */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const signedIn = await ensureSignedIn(context.config, location.href)
    if (!signedIn) throw redirect({ to: '/login' })
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(sessionQueries.user())
    void context.queryClient.prefetchQuery(sessionQueries.menu())
    void context.queryClient.prefetchQuery(selectionQuery())
  },
  component: AppShell,
})
