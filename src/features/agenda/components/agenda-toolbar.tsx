import { Button, HStack, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AgendaView } from '../views'
import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon } from './icons'
import { ViewTabs } from './view-tabs'

export interface AgendaToolbarProps {
  view: AgendaView
  panelId: string
  onView: (view: AgendaView) => void
  onStep: (step: -1 | 1) => void
  onToday: () => void
  onExport: () => void
  /** Off until every month of the period is here: a partial file would look complete. */
  exportReady: boolean
}

export function AgendaToolbar({ view, panelId, onView, onStep, onToday, onExport, exportReady }: AgendaToolbarProps) {
  const { t } = useLingui()
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between" align={{ base: 'stretch', md: 'center' }} wrap="wrap">
      <ViewTabs view={view} panelId={panelId} onChange={onView} />
      <HStack role="group" aria-label={t`Cambiar de periodo`} gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => onStep(-1)}>
          <ChevronLeftIcon size={16} />
          <Trans>Anterior</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={onToday}>
          <Trans>Hoy</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={() => onStep(1)}>
          <Trans>Siguiente</Trans>
          <ChevronRightIcon size={16} />
        </Button>
      </HStack>
      <Button size="sm" variant="outline" colorPalette="brand" onClick={onExport} disabled={!exportReady}>
        <DownloadIcon size={16} />
        <Trans>Exportar calendario (.ics)</Trans>
      </Button>
    </Stack>
  )
}
