import { Button, HStack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useTabKeys } from '@/shared/ui/use-tab-keys'
import { AGENDA_VIEWS, type AgendaView } from '../views'

export const viewTabId = (view: AgendaView) => `agenda-tab-${view}`

/** Día / Semana / Mes / Año as a tab list: arrows move between views, Tab goes on to the panel. */
export function ViewTabs({ view, panelId, onChange }: { view: AgendaView; panelId: string; onChange: (view: AgendaView) => void }) {
  const { t } = useLingui()
  const { tabRef, onKeyDown } = useTabKeys(AGENDA_VIEWS, onChange)
  const labels: Record<AgendaView, string> = { day: t`Día`, week: t`Semana`, month: t`Mes`, year: t`Año` }

  return (
    <HStack role="tablist" aria-label={t`Vista`} gap="1" onKeyDown={(event) => onKeyDown(event, view)} wrap="wrap">
      {AGENDA_VIEWS.map((item) => {
        const selected = item === view
        return (
          <Button
            key={item}
            ref={tabRef(item)}
            role="tab"
            id={viewTabId(item)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            size="sm"
            colorPalette="brand"
            variant={selected ? 'solid' : 'ghost'}
            fontWeight={selected ? 'bold' : 'normal'}
            textDecoration={selected ? 'underline' : 'none'}
            textUnderlineOffset="4px"
            onClick={() => onChange(item)}
          >
            {labels[item]}
          </Button>
        )
      })}
    </HStack>
  )
}
