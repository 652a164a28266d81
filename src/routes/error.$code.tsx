import { createFileRoute, notFound, useRouter } from '@tanstack/react-router'
import { ErrorPage } from '@/shared/ui/error-page'
import { type ErrorVariant } from '@/shared/ui/error-texts'

const VARIANTS: readonly ErrorVariant[] = ['401', '403', '404', '500', '501', '504', 'user-not-found', 'not-enrolled']

/** Error pages by code, e.g. `/error/403`; the app sends people here when it cannot go on. */
export const Route = createFileRoute('/error/$code')({
  beforeLoad: ({ params }) => {
    if (!VARIANTS.includes(params.code as ErrorVariant)) throw notFound()
  },
  component: ErrorRoute,
})

function ErrorRoute() {
  const { code } = Route.useParams()
  const router = useRouter()
  return <ErrorPage variant={code as ErrorVariant} onBack={() => router.history.back()} />
}
