import { Box, Button, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useLive } from '@/shared/db/use-live'
import { formatFileSize } from '@/shared/i18n/format'
import { clearSavedResources, SAVED_RESOURCES_BUDGET_BYTES, savedResourcesUsage, type SavedUsage } from '@/shared/offline/saved-resources'
import { SectionCard } from '@/shared/ui/section-card'

const NONE: SavedUsage = { count: 0, bytes: 0, budgetBytes: SAVED_RESOURCES_BUDGET_BYTES }

/**
 * The space the digital resources opened on this device take, out of their budget (the least
 * recently opened go first past it), and a way to free it.
 */
export function SavedResourcesSection() {
  const { t, i18n } = useLingui()
  const usage = useLive(() => savedResourcesUsage(), NONE, [])
  const [cleared, setCleared] = useState(false)
  const used = formatFileSize(usage.bytes, i18n.locale)
  const budget = formatFileSize(usage.budgetBytes, i18n.locale)
  const count = usage.count

  const clear = async () => {
    await clearSavedResources()
    setCleared(true)
  }

  return (
    <SectionCard title={<Trans>Recursos digitales guardados</Trans>}>
      <Text m="0">
        <Trans>Los documentos e imágenes de las bibliotecas que abres se guardan para leerlos sin conexión. Si superan el límite, se borran primero los que abriste hace más tiempo.</Trans>
      </Text>
      <Text m="0">
        {count === 0 ? <Trans>Espacio usado por recursos guardados: ninguno, de {budget}</Trans> : <Trans>Espacio usado por recursos guardados: {used} de {budget} (<Plural value={count} one="# archivo" other="# archivos" />)</Trans>}
      </Text>
      <Box aria-hidden="true" h="2" maxW="md" borderRadius="full" bg="bg.muted" overflow="hidden">
        <Box h="full" bg="brand.solid" width={`${Math.min(100, (usage.bytes / usage.budgetBytes) * 100)}%`} />
      </Box>
      {cleared && count === 0 && (
        <Text m="0" role="status" color="fg.muted">
          <Trans>Se borraron los recursos guardados en este dispositivo.</Trans>
        </Text>
      )}
      <Button alignSelf="start" variant="outline" disabled={count === 0} onClick={() => void clear()} aria-label={t`Borrar recursos guardados`}>
        <Trans>Borrar recursos guardados</Trans>
      </Button>
    </SectionCard>
  )
}
