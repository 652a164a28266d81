import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { sessionQueries } from '@/shared/session/queries'
import { EmptyData } from '@/shared/ui/empty-data'
import { ErrorPage } from '@/shared/ui/error-page'

/**
 * Any other path inside the signed-in app. A menu section this version of the portal does
 * not have yet says so; anything else is the 404 page without an error code (spec §2).
 */
export const Route = createFileRoute('/_app/$')({ component: Unmatched })

function Unmatched() {
  const { t } = useLingui()
  const { _splat } = Route.useParams()
  const menu = useQuery(sessionQueries.menu())
  const inMenu = menu.data?.some((item) => item.route.replace(/^\//, '') === _splat)
  if (inMenu) return <EmptyData text={t`Esta sección todavía no está disponible en esta versión del portal.`} />
  return <ErrorPage variant="404" showCode={false} />
}
