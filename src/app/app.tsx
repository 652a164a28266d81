import { ChakraProvider } from '@chakra-ui/react'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { RuntimeConfig } from '@/contract/config'
import { i18n } from '@/shared/i18n/i18n'
import type { AppRouter } from './router'
import { createBrandSystem } from './theme/system'

interface AppProps {
  config: RuntimeConfig
  queryClient: QueryClient
  router: AppRouter
}

export function App({ config, queryClient, router }: AppProps) {
  const system = useMemo(() => createBrandSystem(config.portal), [config.portal])
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>
  )
}
