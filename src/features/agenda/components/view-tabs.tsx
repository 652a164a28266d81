import { Button, HStack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useRef, type KeyboardEvent } from 'react'
import { AGENDA_VIEWS, type AgendaView } from '../views'

export const viewTabId = (view: AgendaView) => `agenda-tab-${view}`

const STEP_KEYS: Record<string, number | 'first' | 'last'> = { ArrowRight: 1, ArrowLeft: -1, Home: 'first', End: 'last' }

/** Día / Semana / Mes / Año as a tab list: arrows move between views, Tab goes on to the panel. */
export function ViewTabs({ view, panelId, onChange }: { view: AgendaView; panelId: string; onChange: (view: AgendaView) => void }) {
  const { t } = useLingui()
  const tabs = useRef(new Map<AgendaView, HTMLButtonElement>())
  const labels: Record<AgendaView, string> = { day: t`Día`, week: t`Semana`, month: t`Mes`, year: t`Año` }

  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEP_KEYS[event.key]
    if (step === undefined) return
    event.preventDefault()
    const count = AGENDA_VIEWS.length
    const index = step === 'first' ? 0 : step === 'last' ? count - 1 : (AGENDA_VIEWS.indexOf(view) + step + count) % count
    const next = AGENDA_VIEWS[index] ?? view
    onChange(next)
    tabs.current.get(next)?.focus()
  }

  return (
    <HStack role="tablist" aria-label={t`Vista`} gap="1" onKeyDown={onKeyDown} wrap="wrap">
      {AGENDA_VIEWS.map((item) => {
        const selected = item === view
        return (
          <Button
            key={item}
            ref={(element) => {
              if (element) tabs.current.set(item, element)
              else tabs.current.delete(item)
            }}
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
