import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useSearch } from '@tanstack/react-router'
import { formatMoney } from '@/shared/i18n/format'
import { PublicLayout } from './public-layout'

/** Landing page of the bank bridge: the bank sends the person back here after paying. */
export function BankBridge() {
  const { t, i18n } = useLingui()
  const { status, reference, amount } = useSearch({ from: '/bankbridge' })
  const outcome = {
    approved: { tone: 'success', title: t`Pago recibido`, text: t`Tu pago se reflejará en tu estado de cuenta en un máximo de 2 días hábiles.` },
    pending: { tone: 'warning', title: t`Pago en proceso`, text: t`El banco aún está procesando tu pago. Revisa tu estado de cuenta más tarde.` },
    rejected: { tone: 'error', title: t`Pago no realizado`, text: t`El banco no autorizó el pago. No se hizo ningún cargo; puedes intentarlo de nuevo.` },
  } as const
  const shown = status ? outcome[status] : { tone: 'info', title: t`Regresaste del banco`, text: t`No recibimos el resultado del pago. Revisa tu estado de cuenta.` }
  return (
    <PublicLayout>
      <Stack gap="6" maxW="xl" mx="auto">
        <Heading as="h1" size="2xl">
          <Trans>Resultado de tu pago</Trans>
        </Heading>
        <Alert.Root status={shown.tone as 'success' | 'warning' | 'error' | 'info'}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{shown.title}</Alert.Title>
            <Alert.Description>{shown.text}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        {(reference || amount !== undefined) && (
          <Stack gap="1">
            {reference && <Text><Trans>Referencia: {reference}</Trans></Text>}
            {amount !== undefined && <Text><Trans>Importe: {formatMoney(amount, i18n.locale)}</Trans></Text>}
          </Stack>
        )}
        <Button asChild colorPalette="brand" alignSelf="start">
          <Link to="/home">
            <Trans>Ir al portal</Trans>
          </Link>
        </Button>
      </Stack>
    </PublicLayout>
  )
}
