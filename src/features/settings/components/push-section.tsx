import { Button, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { deviceRegistration, enablePush, onRegistered, pushStatus, registerDevice, type PushStatus } from '@/shared/push/push'
import { SectionCard } from '@/shared/ui/section-card'
import { useOneTap } from '@/shared/ui/use-one-tap'

const REGISTRATION_KEY = ['settings', 'push-registration'] as const

/**
 * Push notifications on this device: permission asked with a tap, and, once given, whether the
 * university's sender still holds this device's token (`GET /massive/firebase`): it drops one FCM
 * reports unregistered, and then the device is registered again with a tap (or at the next start).
 */
export function PushSection() {
  const { t, i18n } = useLingui()
  const { config } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<PushStatus>(() => pushStatus(config))
  const [busy, setBusy] = useState(false)
  const granted = status === 'enabled' || (status === 'default' && Notification.permission === 'granted')
  const registration = useQuery({
    queryKey: REGISTRATION_KEY,
    queryFn: () => deviceRegistration(config),
    enabled: granted,
    networkMode: 'always',
    staleTime: 0,
    meta: { silent: true },
  })

  // The start's check may register the device again while this screen shows it was not.
  useEffect(() => onRegistered(() => void queryClient.invalidateQueries({ queryKey: REGISTRATION_KEY })), [queryClient])

  const enable = async () => {
    setBusy(true)
    const token = await enablePush(config)
    setStatus(token ? 'enabled' : pushStatus(config) === 'denied' ? 'denied' : 'failed')
    if (token) await queryClient.invalidateQueries({ queryKey: REGISTRATION_KEY })
    setBusy(false)
  }

  const [registerAgain, registering] = useOneTap(async () => {
    const sent = await registerDevice(config)
    await queryClient.invalidateQueries({ queryKey: REGISTRATION_KEY })
    return sent
  })

  if (!granted) {
    return (
      <SectionCard title={<Trans>Notificaciones push</Trans>}>
        <Text role="status">
          {status === 'unconfigured' && <Trans>Las notificaciones push no están configuradas en esta instalación del portal.</Trans>}
          {status === 'unsupported' && <Trans>Este navegador no permite notificaciones push.</Trans>}
          {status === 'denied' && <Trans>Bloqueaste las notificaciones para el portal en la configuración del navegador.</Trans>}
          {status === 'default' && <Trans>Recibe avisos de vencimiento de documentos y de pagos Codi.</Trans>}
          {status === 'failed' && <Trans>No se pudieron activar las notificaciones. Inténtalo más tarde.</Trans>}
        </Text>
        {(status === 'default' || status === 'failed') && (
          <Button alignSelf="start" colorPalette="brand" loading={busy} onClick={() => void enable()}>
            <Trans>Activar notificaciones</Trans>
          </Button>
        )}
      </SectionCard>
    )
  }

  const check = registration.data
  const answered = check?.kind === 'answered' ? check.registration : null
  const accounts = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format((answered?.accounts ?? []).map((account) => t`cuenta ${account}`))
  // A server that does not serve the check cannot say; the device was registered at the start.
  const receives = answered?.registered === true || check?.kind === 'not-served'
  const unknown = check?.kind === 'failed' || registration.isError
  return (
    <SectionCard title={<Trans>Notificaciones push</Trans>}>
      <Text role="status">
        {registration.isPending ? (
          <Trans>Comprobando si este dispositivo recibe avisos…</Trans>
        ) : unknown ? (
          <Trans>No se pudo comprobar si este dispositivo recibe avisos. Inténtalo más tarde.</Trans>
        ) : receives ? (
          <Trans>Este dispositivo recibe avisos.</Trans>
        ) : (
          <Trans>Este dispositivo no está registrado para recibir avisos: los avisos no le llegan.</Trans>
        )}
      </Text>
      {receives && accounts ? (
        <Text>
          <Trans>Avisos de: {accounts}.</Trans>
        </Text>
      ) : null}
      {!registration.isPending && !receives && (
        <Button alignSelf="start" colorPalette="brand" loading={registering} onClick={registerAgain}>
          <Trans>Registrar este dispositivo de nuevo</Trans>
        </Button>
      )}
    </SectionCard>
  )
}
