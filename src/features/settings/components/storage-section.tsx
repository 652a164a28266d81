import { Button, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { formatNumber } from '@/shared/i18n/format'
import { askPersistentStorage } from '@/shared/offline/storage'
import { settingsQueries } from '../queries'
import { SectionCard } from '@/shared/ui/section-card'

const MB = 1024 * 1024

export function StorageSection() {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const storage = useQuery(settingsQueries.storage())
  const [refused, setRefused] = useState(false)
  const used = storage.data?.usageBytes
  const quota = storage.data?.quotaBytes

  const ask = async () => {
    setRefused(!(await askPersistentStorage()))
    await queryClient.invalidateQueries({ queryKey: settingsQueries.storage().queryKey })
  }

  return (
    <SectionCard title={<Trans>Datos sin conexión</Trans>}>
        {storage.data?.persisted ? (
          <Text><Trans>El navegador guardará tus datos sin conexión de forma permanente.</Trans></Text>
        ) : (
          <Text><Trans>El navegador podría borrar tus datos sin conexión si le falta espacio.</Trans></Text>
        )}
        {used !== undefined && quota !== undefined && (
          <Text color="fg.muted">
            <Trans>
              En uso: {formatNumber(used / MB, i18n.locale, { maximumFractionDigits: 1 })} MB de {formatNumber(quota / MB, i18n.locale, { maximumFractionDigits: 0 })} MB disponibles.
            </Trans>
          </Text>
        )}
        {refused && (
          <Text role="alert" color="fg.warning">
            <Trans>El navegador no aceptó guardar los datos de forma permanente. Instalar el portal en tu pantalla de inicio suele permitirlo.</Trans>
          </Text>
        )}
        {storage.data && !storage.data.persisted && (
          <Button alignSelf="start" variant="outline" onClick={() => void ask()}>
            <Trans>Guardar de forma permanente</Trans>
          </Button>
        )}
    </SectionCard>
  )
}
