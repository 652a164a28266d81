import { Box, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { localTimeOf, type DayKey } from '../dates'
import { formatHour } from '../format'
import type { AgendaItem } from '../logic'
import { EventList } from './event-list'

/** The hours always listed, so a free morning still reads as a day (local time). */
const FIRST_HOUR = 7
const LAST_HOUR = 21

export interface DayViewProps {
  day: DayKey
  items: readonly AgendaItem[]
  onOpen: (item: AgendaItem) => void
}

/** In one pass, keeping the day's order: what goes above the hours, and the rest by local start hour. */
function splitDay(items: readonly AgendaItem[], day: DayKey) {
  const wholeDay: AgendaItem[] = []
  const byHour = new Map<number, AgendaItem[]>()
  for (const item of items) {
    if (item.event.allDay || item.first < day) {
      wholeDay.push(item)
      continue
    }
    const { hour } = localTimeOf(item.startMs)
    const list = byHour.get(hour)
    if (list) list.push(item)
    else byHour.set(hour, [item])
  }
  return { wholeDay, byHour }
}

/** Hour by hour; all-day events and those that began on an earlier day come first. */
export function DayView({ day, items, onOpen }: DayViewProps) {
  const { i18n, t } = useLingui()
  const { wholeDay, byHour } = useMemo(() => splitDay(items, day), [items, day])
  const busy = [...byHour.keys()]
  const first = Math.min(FIRST_HOUR, ...busy)
  const last = Math.max(LAST_HOUR, ...busy)
  const hours = Array.from({ length: last - first + 1 }, (_, index) => first + index)

  return (
    <Stack gap="4">
      {wholeDay.length > 0 ? (
        <Box as="section" aria-label={t`Todo el día`}>
          <Heading as="h3" size="sm" mb="2">
            <Trans>Todo el día</Trans>
          </Heading>
          <EventList items={wholeDay} onOpen={onOpen} />
        </Box>
      ) : null}
      <chakra.ol listStyle="none" m="0" p="0" aria-label={t`Horas del día`}>
        {hours.map((hour) => {
          const events = byHour.get(hour) ?? []
          return (
            <HStack as="li" key={hour} align="start" gap="3" py="2" borderTopWidth="1px" borderColor="border" minH="10">
              <Text as="span" width="5.5rem" flexShrink={0} fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
                {formatHour(day, hour, i18n.locale)}
              </Text>
              {events.length > 0 ? <EventList items={events} onOpen={onOpen} flex="1" minW="0" /> : null}
            </HStack>
          )
        })}
      </chakra.ol>
    </Stack>
  )
}
