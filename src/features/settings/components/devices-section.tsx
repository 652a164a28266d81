import { Badge, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { formatDate } from '@/shared/i18n/format'
import { useOnline } from '@/shared/offline/use-online'
import { EmptyData } from '@/shared/ui/empty-data'
import { SectionCard } from '@/shared/ui/section-card'
import { SkeletonList } from '@/shared/ui/skeleton-list'
import { settingsQueries } from '../queries'

export function DevicesSection() {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const devices = useQuery(settingsQueries.devices())

  return (
    <SectionCard title={<Trans>Dispositivos conectados</Trans>}>
        {devices.data ? (
          devices.data.length === 0 ? (
            <EmptyData />
          ) : (
            <Stack as="ul" listStyleType="none" gap="3">
              {devices.data.map((device) => (
                <Stack as="li" key={device.id} gap="0" borderWidth="1px" borderRadius="l2" p="3">
                  <Text fontWeight="semibold">
                    {t`${device.device} · ${device.browser} · ${device.os}`}
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
              ))}
            </Stack>
          )
        ) : devices.isError ? (
          <Text role="alert"><Trans>No pudimos cargar tus dispositivos.</Trans></Text>
        ) : !online ? (
          <Text><Trans>Sin conexión. La lista de dispositivos se consulta con conexión.</Trans></Text>
        ) : (
          <SkeletonList rows={2} />
        )}
    </SectionCard>
  )
}
