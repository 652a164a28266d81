import { Alert, Button, chakra, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import type { LoggedUser, TermsState } from '@/contract/user'
import { isApiError, refusalOf } from '@/shared/http/api-error'
import { useOnline } from '@/shared/offline/use-online'
import { sessionQueries } from '@/shared/session/queries'
import { FailureAlert } from '@/shared/ui/load-alerts'
import { QueryView } from '@/shared/ui/query-view'
import { acceptTerms } from '../api'
import { withAcceptance } from '../logic'
import { termsQueries } from '../queries'
import { PrivacyLink } from './privacy-link'
import { TermsText } from './terms-text'
import { useOneTap } from '@/shared/ui/use-one-tap'

/**
 * The screen that stands in for the whole portal while the version in force is not accepted:
 * the text, a box to tick and the button. Once the server recorded the acceptance the identity
 * says so and the portal shows the screen the person was going to.
 */
export function TermsGate({ terms }: { terms: TermsState }) {
  const { t } = useLingui()
  const online = useOnline()
  const queryClient = useQueryClient()
  const current = useQuery(termsQueries.current())
  const [read, setRead] = useState(false)
  const accept = useMutation({
    mutationFn: acceptTerms,
    // Said on this screen, beside the button, not in a toast.
    meta: { silent: true },
    onSuccess: async (accepted) => {
      queryClient.setQueryData<LoggedUser>(sessionQueries.user().queryKey, (user) => user && withAcceptance(user, accepted.version, accepted.acceptedAt))
      // The saved identity learns it too, for a start with no signal.
      await queryClient.invalidateQueries({ queryKey: sessionQueries.user().queryKey })
    },
    onError: (error) => {
      // A newer version came out while this one was open: show that one.
      if (isApiError(error) && error.status === 409) void current.refetch()
    },
  })

  const [acceptOnce] = useOneTap((version: string) => {
    if (read && online) accept.mutate(version)
  })
  const submit = (version: string) => (event: FormEvent) => {
    event.preventDefault()
    acceptOnce(version)
  }

  const problem = accept.isError
    ? (isApiError(accept.error) && accept.error.kind === 'network'
      ? t`Sin conexión: tu aceptación no se registró. Inténtalo de nuevo cuando tengas señal.`
      : (refusalOf(accept.error) ?? t`No se pudo registrar tu aceptación. Inténtalo de nuevo.`))
    : null

  return (
    <Stack gap="5" maxW="4xl" mx="auto">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          <Trans>Términos y condiciones</Trans>
        </Heading>
        <Text>
          {terms.acceptedVersion === null ? (
            <Trans>Antes de usar el portal, lee y acepta los términos y condiciones.</Trans>
          ) : (
            <Trans>Se publicó una nueva versión de los términos y condiciones. Para seguir usando el portal, léela y acéptala.</Trans>
          )}
        </Text>
      </Stack>
      <QueryView
        query={current}
        notDownloaded={<Trans>Sin conexión: los términos y condiciones aún no se descargan en este dispositivo. Conéctate para leerlos y aceptarlos.</Trans>}
        failed={<Trans>No se pudieron cargar los términos y condiciones.</Trans>}
      >
        {(text) => (
          <Stack gap="4">
            <TermsText terms={text} scrolls />
            <PrivacyLink />
            <chakra.form onSubmit={submit(text.version)} aria-label={t`Aceptación de los términos y condiciones`}>
              <Stack gap="3" align="flex-start">
                <chakra.label display="flex" alignItems="flex-start" gap="2" cursor="pointer">
                  <chakra.input type="checkbox" mt="1" checked={read} onChange={(event) => setRead(event.target.checked)} />
                  <span>
                    <Trans>He leído los términos y condiciones (versión {text.version}) y el aviso de privacidad.</Trans>
                  </span>
                </chakra.label>
                {!online && (
                  <Alert.Root status="warning" role="status">
                    <Alert.Indicator />
                    <Alert.Title>
                      <Trans>Sin conexión: para registrar tu aceptación necesitas señal.</Trans>
                    </Alert.Title>
                  </Alert.Root>
                )}
                {problem && <FailureAlert>{problem}</FailureAlert>}
                <Button type="submit" colorPalette="brand" disabled={!read || !online} loading={accept.isPending}>
                  <Trans>Acepto los términos y condiciones</Trans>
                </Button>
              </Stack>
            </chakra.form>
          </Stack>
        )}
      </QueryView>
    </Stack>
  )
}
