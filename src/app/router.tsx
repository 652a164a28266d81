import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import type { RuntimeConfig } from '@/contract/config'
import { PageLoader } from '@/shared/ui/page-loader'
import { routeTree } from '../route-tree.gen'
import { ScreenFailed } from './screen-failed'

export interface RouterContext {
  queryClient: QueryClient
  config: RuntimeConfig
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    basepath: context.config.basePath,
    defaultPreload: 'intent',
    // Loaders prefetch without awaiting: an awaited loader would hang navigation offline.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <PageLoader />,
    defaultErrorComponent: ScreenFailed,
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
