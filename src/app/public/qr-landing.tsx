import { Button, Heading, List, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link, useSearch } from '@tanstack/react-router'
import { PublicLayout } from './public-layout'

/** Where the posters' QR codes lead: open the portal and learn to install it. */
export function QrLanding() {
  const { campus } = useSearch({ from: '/qr' })
  return (
    <PublicLayout>
      <Stack gap="6" maxW="xl" mx="auto">
        <Heading as="h1" size="2xl">
          <Trans>Bienvenido al portal de alumnos</Trans>
        </Heading>
        {campus && (
          <Text>
            <Trans>Escaneaste el código del campus {campus}.</Trans>
          </Text>
        )}
        <Text>
          <Trans>Consulta tu horario y tu credencial aunque no tengas señal. Instálalo en tu teléfono:</Trans>
        </Text>
        <List.Root as="ol" ps="5" gap="1">
          <List.Item><Trans>Abre el portal e inicia sesión.</Trans></List.Item>
          <List.Item><Trans>En el menú del navegador elige «Instalar aplicación» o «Agregar a pantalla de inicio».</Trans></List.Item>
          <List.Item><Trans>Ábrelo desde el ícono en tu pantalla de inicio.</Trans></List.Item>
        </List.Root>
        <Button asChild colorPalette="brand" size="lg" alignSelf="start">
          <Link to="/home">
            <Trans>Abrir el portal</Trans>
          </Link>
        </Button>
      </Stack>
    </PublicLayout>
  )
}
