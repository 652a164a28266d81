import { useLingui } from '@lingui/react/macro'
import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { UpdateBanner } from '@/app/pwa/update-banner'
import { brands } from '@/app/theme/brands'
import { AlertHost } from '@/shared/ui/alert-host'
import { ErrorPage } from '@/shared/ui/error-page'
import type { RouterContext } from '@/app/router'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // Spec §2: an unmatched path shows the 404 message page without an error code.
  notFoundComponent: NotFound,
})

function Root() {
  const { t } = useLingui()
  const { config } = Route.useRouteContext()
  useEffect(() => {
    document.title = t`${brands[config.portal].name} · Portal de alumnos`
  }, [t, config.portal])
  return (
    <>
      <Outlet />
      <AlertHost />
      <UpdateBanner />
    </>
  )
}

function NotFound() {
  const router = useRouter()
  return <ErrorPage variant="404" showCode={false} onBack={() => router.history.back()} />
}
