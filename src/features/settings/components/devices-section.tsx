import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { endpoints } from '@/contract/endpoints'
import type { Device } from '@/contract/user'
import { refusalOf } from '@/shared/http/api-error'
import { request } from '@/shared/http/request'
import { formatDate } from '@/shared/i18n/format'
import { useOnline } from '@/shared/offline/use-online'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { EmptyData } from '@/shared/ui/empty-data'
import { FailureAlert } from '@/shared/ui/load-alerts'
import { SectionCard } from '@/shared/ui/section-card'
import { SkeletonList } from '@/shared/ui/skeleton-list'
import { settingsQueries } from '../queries'

/** What the person asked to close: one device of the list, or every one but this. */
type Closing = { device: Device } | { others: true }

/**
 * Spec §1: the devices with the person's session open, and closing them. A closed device is
 * signed out at its next contact and loses what it saved; this one is closed with "Cerrar sesión".
 */
export function DevicesSection() {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const queryClient = useQueryClient()
  const devices = useQuery(settingsQueries.devices())
  const [closing, setClosing] = useState<Closing | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)

  const nameOf = (device: Device) => t`${device.device} · ${device.browser} · ${device.os}`
  const close = useMutation({
    mutationFn: (what: Closing) =>
      'device' in what ? request(endpoints.closeDevice, { params: { id: what.device.id } }) : request(endpoints.closeOtherDevices),
    meta: { silent: true },
    onSuccess: (_answer, what) => {
      setDone('device' in what ? t`Se cerró la sesión en ${nameOf(what.device)}.` : t`Se cerraron las sesiones de tus otros dispositivos.`)
      setClosing(null)
    },
    onError: (error) => {
      setClosing(null)
      setProblem(refusalOf(error) ?? t`No se pudo cerrar la sesión. Revisa tu conexión e inténtalo de nuevo.`)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsQueries.devices().queryKey }),
  })
  const ask = (what: Closing) => {
    setProblem(null)
    setDone(null)
    setClosing(what)
  }
  const others = devices.data?.filter((device) => !device.current) ?? []

  return (
    <SectionCard title={<Trans>Dispositivos conectados</Trans>}>
      {problem ? <FailureAlert>{problem}</FailureAlert> : null}
      {done ? (
        <Text m="0" mb="3" role="status" fontWeight="semibold">
          {done}
        </Text>
      ) : null}
      {devices.data ? (
        devices.data.length === 0 ? (
          <EmptyData />
        ) : (
          <Stack gap="3">
            <Stack as="ul" listStyleType="none" gap="3" m="0" p="0">
              {devices.data.map((device) => (
                <HStack as="li" key={device.id} justify="space-between" align="center" gap="3" wrap="wrap" borderWidth="1px" borderRadius="l2" p="3">
                  <Stack gap="0">
                    <Text fontWeight="semibold">
                      {nameOf(device)}
                      {device.current && (
                        <Badge ms="2" colorPalette="green">
                          <Trans>Este dispositivo</Trans>
                        </Badge>
                      )}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      <Trans>Último acceso: {formatDate(device.lastAccess, i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })}</Trans>
                    </Text>
                  </Stack>
                  {!device.current && (
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      disabled={!online}
                      aria-label={t`Cerrar sesión en ${nameOf(device)}`}
                      onClick={() => ask({ device })}
                    >
                      <Trans>Cerrar sesión</Trans>
                    </Button>
                  )}
                </HStack>
              ))}
            </Stack>
            {others.length > 1 && (
              <HStack>
                <Button size="sm" variant="outline" colorPalette="red" disabled={!online} onClick={() => ask({ others: true })}>
                  <Trans>Cerrar sesión en todos los demás</Trans>
                </Button>
              </HStack>
            )}
            {!online && others.length > 0 && (
              <Text m="0" fontSize="sm" role="status">
                <Trans>Sin conexión: cerrar una sesión necesita internet.</Trans>
              </Text>
            )}
          </Stack>
        )
      ) : devices.isError ? (
        <Text role="alert">
          <Trans>No pudimos cargar tus dispositivos.</Trans>
        </Text>
      ) : !online ? (
        <Text>
          <Trans>Sin conexión. La lista de dispositivos se consulta con conexión.</Trans>
        </Text>
      ) : (
        <SkeletonList rows={2} />
      )}
      <ConfirmDialog
        open={closing !== null}
        title={
          closing && 'device' in closing ? (
            <Trans>¿Cerrar la sesión en {nameOf(closing.device)}?</Trans>
          ) : (
            <Trans>¿Cerrar la sesión en todos tus otros dispositivos?</Trans>
          )
        }
        description={
          <Trans>
            Al volver a conectarse, se cerrará la sesión y se borrará lo que guardó para usarse sin conexión. Para entrar de nuevo ahí, habrá que
            iniciar sesión.
          </Trans>
        }
        confirmLabel={t`Cerrar sesión`}
        tone="danger"
        loading={close.isPending}
        onConfirm={() => {
          if (closing) close.mutate(closing)
        }}
        onCancel={() => setClosing(null)}
      />
    </SectionCard>
  )
}
