import { Button, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { enablePush, pushStatus, type PushStatus } from '@/shared/push/push'
import { SectionCard } from '@/shared/ui/section-card'

export function PushSection() {
  const { config } = useRouteContext({ from: '__root__' })
  const [status, setStatus] = useState<PushStatus>(() => pushStatus(config))
  const [busy, setBusy] = useState(false)

  const enable = async () => {
    setBusy(true)
    const token = await enablePush(config)
    setStatus(token ? 'enabled' : pushStatus(config) === 'denied' ? 'denied' : 'failed')
    setBusy(false)
  }

  return (
    <SectionCard title={<Trans>Notificaciones push</Trans>}>
        <Text role="status">
          {status === 'unconfigured' && <Trans>Las notificaciones push no están configuradas en esta instalación del portal.</Trans>}
          {status === 'unsupported' && <Trans>Este navegador no permite notificaciones push.</Trans>}
          {status === 'denied' && <Trans>Bloqueaste las notificaciones para el portal en la configuración del navegador.</Trans>}
          {status === 'default' && <Trans>Recibe avisos de vencimiento de documentos y de pagos Codi.</Trans>}
          {status === 'enabled' && <Trans>Las notificaciones push están activas en este dispositivo.</Trans>}
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
