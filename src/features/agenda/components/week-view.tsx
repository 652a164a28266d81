import { Box, Grid, Heading, Text, VisuallyHidden } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { DayKey } from '../dates'
import { formatDay } from '../format'
import type { AgendaItem } from '../logic'
import { DayLink } from './day-link'
import { EventList } from './event-list'
import { TodayBadge } from './today-badge'

export interface WeekViewProps {
  days: readonly DayKey[]
  byDay: ReadonlyMap<DayKey, AgendaItem[]>
  today: DayKey
  onOpen: (item: AgendaItem) => void
  onPickDay: (day: DayKey) => void
}

/** Seven columns Monday to Sunday; on a phone the same days stack as a list. */
export function WeekView({ days, byDay, today, onOpen, onPickDay }: WeekViewProps) {
  return (
    <Grid as="ol" listStyle="none" m="0" p="0" gap="2" templateColumns={{ base: '1fr', md: 'repeat(7, minmax(0, 1fr))' }}>
      {days.map((day) => (
        <WeekDay key={day} day={day} items={byDay.get(day) ?? []} isToday={day === today} onOpen={onOpen} onPickDay={onPickDay} />
      ))}
    </Grid>
  )
}

interface WeekDayProps {
  day: DayKey
  items: readonly AgendaItem[]
  isToday: boolean
  onOpen: (item: AgendaItem) => void
  onPickDay: (day: DayKey) => void
}

function WeekDay({ day, items, isToday, onOpen, onPickDay }: WeekDayProps) {
  const { i18n } = useLingui()
  return (
    <Box
      as="li"
      aria-current={isToday ? 'date' : undefined}
      borderWidth="1px"
      borderTopWidth={isToday ? '4px' : '1px'}
      borderColor={isToday ? 'brand.solid' : 'border'}
      borderRadius="l2"
      p="2"
      minW="0"
    >
      <Heading as="h3" size="sm" mb="2" textTransform="capitalize">
        {/* Named "lun 23, noviembre de 2026": the visible words first, then month and year. */}
        <DayLink day={day} onPick={onPickDay} namedByContent>
          {formatDay(day, i18n.locale, 'weekdayDay')}
          <VisuallyHidden>{`, ${formatDay(day, i18n.locale, 'monthYear')}`}</VisuallyHidden>
        </DayLink>
        {isToday ? <TodayBadge /> : null}
      </Heading>
      {items.length > 0 ? (
        <EventList items={items} onOpen={onOpen} />
      ) : (
        <Text m="0" fontSize="sm" color="fg.muted">
          <Trans>Sin eventos</Trans>
        </Text>
      )}
    </Box>
  )
}
