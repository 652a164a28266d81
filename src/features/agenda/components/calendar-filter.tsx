import { chakra, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AgendaCalendar } from '@/contract/academic'
import { CheckBox } from '@/shared/forms/check-box'
import { AGENDA_CALENDARS, CALENDAR_LABELS } from '../calendars'
import { CalendarSwatch } from './calendar-swatch'

export interface CalendarFilterProps {
  visible: ReadonlySet<AgendaCalendar>
  onToggle: (calendar: AgendaCalendar, shown: boolean) => void
}

/** Which calendars every view shows; also the legend of colours and shapes. */
export function CalendarFilter({ visible, onToggle }: CalendarFilterProps) {
  const { i18n } = useLingui()
  return (
    <chakra.fieldset borderWidth="1px" borderColor="border" borderRadius="l2" px="3" pb="3" pt="1" minW="0">
      <chakra.legend px="1" fontWeight="semibold">
        <Trans>Calendarios</Trans>
      </chakra.legend>
      <Stack gap="1" direction={{ base: 'row', lg: 'column' }} wrap="wrap">
        {AGENDA_CALENDARS.map((calendar) => (
          <chakra.label key={calendar} display="flex" alignItems="center" gap="2" py="1" pe="3" cursor="pointer">
            <CheckBox checked={visible.has(calendar)} onChange={(event) => onToggle(calendar, event.currentTarget.checked)} mt="0" />
            <CalendarSwatch calendar={calendar} size={12} />
            <span>{i18n._(CALENDAR_LABELS[calendar])}</span>
          </chakra.label>
        ))}
      </Stack>
    </chakra.fieldset>
  )
}
