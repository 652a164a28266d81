import { createFileRoute, redirect } from '@tanstack/react-router'
import { AppShell } from '@/app/shell/app-shell'
import { ensureSignedIn } from '@/shared/auth/session-gate'
import { sessionQueries } from '@/shared/session/queries'
import { selectionQuery } from '@/shared/session/selection'
import { hrefWithoutStudent, linkedStudent, namesStudent } from '@/shared/session/student-link'

/** Everything under this layout needs a signed-in person (spec §2: `/*` loads the app). */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const gate = await ensureSignedIn(context.config, location.href)
    if (gate === 'signed-out') throw redirect({ to: '/login' })
    if (gate === 'signed-out-offline') throw redirect({ to: '/login', search: { offline: true } })
    // An address about one of the person's students (a push's screen) selects it, then leaves the address.
    if (namesStudent(location.search)) {
      const linked = linkedStudent(location.search)
      if (linked) {
        const { selectLinkedStudent } = await import('@/shared/session/linked-student')
        await selectLinkedStudent(context.queryClient, linked).catch(() => false)
      }
      throw redirect({ href: hrefWithoutStudent(location.href), replace: true })
    }
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(sessionQueries.user())
    void context.queryClient.prefetchQuery(sessionQueries.menu())
    void context.queryClient.prefetchQuery(selectionQuery())
  },
  component: AppShell,
})
