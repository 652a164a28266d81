import { createFileRoute } from '@tanstack/react-router'
import { ErrorPage } from '@/shared/ui/error-page'

/**
 * Any other path inside the signed-in app: the 404 page without an error code (spec §2). A menu
 * entry the portal has no screen for is not offered in the first place (see the side menu).
 */
export const Route = createFileRoute('/_app/$')({ component: Unmatched })

function Unmatched() {
  return <ErrorPage variant="404" showCode={false} landmark={false} />
}
