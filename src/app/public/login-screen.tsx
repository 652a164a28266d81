import { Box, Button, Card, Heading, Image, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouteContext, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { signIn } from '@/shared/auth/keycloak'
import { brands } from '../theme/brands'
import { PublicLayout } from './public-layout'

/** Spec "Login": sign-in goes through the university's Microsoft account (brokered). */
export function LoginScreen() {
  const { t, i18n } = useLingui()
  const { config } = useRouteContext({ from: '__root__' })
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const { offline } = useSearch({ from: '/login' })
  const brand = brands[config.portal]

  const start = async () => {
    setBusy(true)
    setFailed(false)
    try {
      await signIn(config, i18n.locale)
    } catch {
      setFailed(true)
      setBusy(false)
    }
  }

  return (
    <PublicLayout>
      <Card.Root maxW="md" mx="auto" variant="elevated">
        <Card.Body>
          <Stack gap="6" align="center" textAlign="center">
            <Image src={brand.logo} alt="" aria-hidden h="16" w="auto" />
            <Heading as="h1" size="2xl">
              <Trans>Portal de alumnos</Trans>
            </Heading>
            <Text color="fg.muted">
              <Trans>Consulta tu horario, credencial, materias, pagos y trámites, incluso sin conexión.</Trans>
            </Text>
            <Button colorPalette="brand" size="lg" w="full" loading={busy} loadingText={t`Abriendo inicio de sesión…`} onClick={() => void start()}>
              <Trans>Iniciar sesión con Microsoft</Trans>
            </Button>
            {offline && (
              <Box role="status" bg="bg.warning" color="fg.warning" p="3" borderRadius="l2">
                <Trans>Sin conexión. Necesitas conexión para iniciar sesión la primera vez en este dispositivo.</Trans>
              </Box>
            )}
            {failed && (
              <Box role="alert" color="fg.error">
                <Trans>No se pudo abrir el inicio de sesión. Revisa tu conexión e inténtalo de nuevo.</Trans>
              </Box>
            )}
            <Text fontSize="sm" color="fg.muted">
              <Trans>Usa tu cuenta institucional de la universidad.</Trans>
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    </PublicLayout>
  )
}
