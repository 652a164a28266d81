import { Heading, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { menuLabel } from '@/app/shell/menu-labels'
import { sessionQueries } from '@/shared/session/queries'
import { EmptyData } from '@/shared/ui/empty-data'
import { ErrorPage } from '@/shared/ui/error-page'

/**
 * Any other path inside the signed-in app. A menu section this version of the portal does
 * not have yet says so; anything else is the 404 page without an error code (spec §2).
 */
export const Route = createFileRoute('/_app/$')({ component: Unmatched })

function Unmatched() {
  const { t, i18n } = useLingui()
  const { _splat } = Route.useParams()
  const menu = useQuery(sessionQueries.menu())
  const item = menu.data?.find((entry) => entry.route.replace(/^\//, '') === _splat)
  if (item) {
    const label = menuLabel(item)
    return (
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {typeof label === 'string' ? label : i18n._(label)}
        </Heading>
        <EmptyData text={t`Esta sección todavía no está disponible en esta versión del portal.`} />
      </Stack>
    )
  }
  return <ErrorPage variant="404" showCode={false} landmark={false} />
}
