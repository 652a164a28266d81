import { Box, Button, Flex } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Outlet } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { termsGate } from '@/features/terms/logic'
import { useSessionMode } from '@/shared/auth/session-mode'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { isApiError } from '@/shared/http/api-error'
import { useKeepSelection } from '@/shared/session/current-selection'
import { sessionQueries } from '@/shared/session/queries'
import { ErrorPage } from '@/shared/ui/error-page'
import { PageLoader } from '@/shared/ui/page-loader'
import { AppHeader } from './app-header'
import { SideNav } from './side-nav'

import { useBackgroundWork } from './use-background-work'
import { useSignOut } from './use-sign-out'

/** Loaded when someone signs out: dialogs are not part of the first screen. */
const SignOutDialog = lazy(() => import('./sign-out-dialog').then((m) => ({ default: m.SignOutDialog })))
/** Loaded only when the terms in force are not accepted yet, with their texts. */
const TermsGate = lazy(() =>
  Promise.all([import('@/features/terms/components/terms-gate'), loadSectionCatalog('terms')]).then(([m]) => ({ default: m.TermsGate })))

/** The signed-in frame: who is here decides what renders (spec §2 error pages). */
export function AppShell() {
  const { t } = useLingui()
  const user = useQuery(sessionQueries.user())
  const mode = useSessionMode()
  useBackgroundWork()
  useKeepSelection()
  const signOut = useSignOut()
  const [confirmSignOut, setConfirmSignOut] = useState(false)
  const signOutButton = (
    <Button variant="outline" onClick={() => void signOut()}>
      <Trans>Cerrar sesión</Trans>
    </Button>
  )

  const retryButton = (
    <Button colorPalette="brand" onClick={() => void user.refetch()}>
      <Trans>Reintentar</Trans>
    </Button>
  )

  // A first try that failed with no signal waits for the network ("paused"): with nothing saved
  // to show, say what is needed instead of loading for ever.
  if (user.isPending && user.fetchStatus === 'paused') return <ErrorPage variant="nothing-saved" actions={retryButton} />
  if (user.isPending) return <PageLoader />
  if (user.isError) {
    const error = user.error
    if (isApiError(error) && error.status === 404) return <ErrorPage variant="user-not-found" showCode={false} actions={signOutButton} />
    if (isApiError(error) && error.status === 403) return <ErrorPage variant="403" actions={signOutButton} />
    if (isApiError(error) && error.kind === 'timeout') return <ErrorPage variant="501" actions={signOutButton} />
    // No answer and no saved copy (the worker answers from one whenever it has it): with the
    // session confirmed the server is out of reach (500 below); otherwise this device has never
    // been online with this person, which is no failure of the server.
    if (isApiError(error) && error.kind === 'network' && mode !== 'online') return <ErrorPage variant="nothing-saved" actions={retryButton} />
    const variant = isApiError(error) && error.status === 504 ? '504' : '500'
    return (
      <ErrorPage
        variant={variant}
        actions={
          <>
            {retryButton}
            {signOutButton}
          </>
        }
      />
    )
  }
  if (user.data.notEnrolled) return <ErrorPage variant="not-enrolled" showCode={false} actions={signOutButton} />
  // Until the terms in force are accepted, they are all there is: no menu, no screen, only signing out.
  const terms = termsGate(user.data.terms, mode) === 'ask' ? user.data.terms : undefined

  return (
    <Flex direction="column" minH="100dvh">
      <a href="#main" className="skip-link">
        <Trans>Saltar al contenido</Trans>
      </a>
      <AppHeader user={user.data} locked={terms !== undefined} onSignOut={() => setConfirmSignOut(true)} />
      {confirmSignOut && (
        <Suspense fallback={null}>
          <SignOutDialog open onCancel={() => setConfirmSignOut(false)} onSignOut={() => void signOut()} />
        </Suspense>
      )}
      <Flex flex="1" align="stretch">
        {!terms && (
          <Box as="nav" aria-label={t`Menú principal`} display={{ base: 'none', lg: 'block' }} w="72" flexShrink={0} borderEndWidth="1px" bg="bg">
            <SideNav />
          </Box>
        )}
        <Box as="main" id="main" tabIndex={-1} flex="1" minW="0" p={{ base: '4', md: '8' }}>
          {terms ? (
            <Suspense fallback={<PageLoader />}>
              <TermsGate terms={terms} />
            </Suspense>
          ) : (
            <Outlet />
          )}
        </Box>
      </Flex>
    </Flex>
  )
}
