import { Box, chakra, HStack, Stack, VisuallyHidden } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { monthOf, type DayKey, type MonthKey } from '../dates'
import { formatDay } from '../format'
import type { AgendaItem } from '../logic'
import { monthGrid } from '../views'
import { CalendarSwatch } from './calendar-swatch'
import { DayLink } from './day-link'
import { EventButton } from './event-button'
import { TodayBadge } from './today-badge'
import { eventCount, WeekdayHeaderRow } from './week-days'

/** Event titles a day cell shows before "+N más" (wide screens). */
const CHIPS_PER_DAY = 3

export interface MonthViewProps {
  month: MonthKey
  byDay: ReadonlyMap<DayKey, AgendaItem[]>
  today: DayKey
  onOpen: (item: AgendaItem) => void
  onPickDay: (day: DayKey) => void
}

/** The month as a table of weeks; titles on wide screens, shapes and a count on phones. */
export function MonthView({ month, byDay, today, onOpen, onPickDay }: MonthViewProps) {
  const { i18n } = useLingui()
  return (
    <chakra.table width="full" tableLayout="fixed" borderCollapse="collapse">
      <VisuallyHidden as="caption">{formatDay(`${month}-01`, i18n.locale, 'monthYear')}</VisuallyHidden>
      <thead>
        <WeekdayHeaderRow format="weekdayShort" py="1" fontSize="sm" fontWeight="semibold" color="fg.muted" textTransform="capitalize" />
      </thead>
      <tbody>
        {monthGrid(month).map((week) => (
          <tr key={week[0]}>
            {week.map((day) => (
              <MonthCell
                key={day}
                day={day}
                items={byDay.get(day) ?? []}
                inMonth={monthOf(day) === month}
                isToday={day === today}
                onOpen={onOpen}
                onPickDay={onPickDay}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </chakra.table>
  )
}

interface MonthCellProps {
  day: DayKey
  items: readonly AgendaItem[]
  inMonth: boolean
  isToday: boolean
  onOpen: (item: AgendaItem) => void
  onPickDay: (day: DayKey) => void
}

function MonthCell({ day, items, inMonth, isToday, onOpen, onPickDay }: MonthCellProps) {
  const { i18n, t } = useLingui()
  const more = items.length - CHIPS_PER_DAY
  const date = formatDay(day, i18n.locale, 'full')
  return (
    <chakra.td
      aria-current={isToday ? 'date' : undefined}
      verticalAlign="top"
      borderWidth="1px"
      borderColor="border"
      p="1"
      height={{ base: '16', md: '28' }}
      bg={inMonth ? undefined : 'bg.subtle'}
      color={inMonth ? undefined : 'fg.muted'}
    >
      <Stack gap="1" minW="0">
        <HStack gap="1" wrap="wrap">
          <DayLink
            day={day}
            extra={items.length > 0 ? eventCount(items.length) : undefined}
            onPick={onPickDay}
            minW="7"
            height="7"
            fontSize="sm"
            fontWeight={isToday ? 'bold' : 'normal'}
            borderRadius="full"
            borderWidth={isToday ? '2px' : '0'}
            borderColor="brand.solid"
          >
            {formatDay(day, i18n.locale, 'day')}
          </DayLink>
          {isToday ? (
            <Box display={{ base: 'none', md: 'inline' }}>
              <TodayBadge />
            </Box>
          ) : null}
        </HStack>
        {/* Phones: the shapes only; the day's name says how many events it has. */}
        <HStack aria-hidden="true" gap="1" display={{ base: 'flex', md: 'none' }} wrap="wrap">
          {items.slice(0, CHIPS_PER_DAY).map((item) => (
            <CalendarSwatch key={item.key} calendar={item.event.calendar} size={8} />
          ))}
        </HStack>
        <Stack as="ul" listStyle="none" gap="0.5" m="0" p="0" display={{ base: 'none', md: 'flex' }}>
          {items.slice(0, CHIPS_PER_DAY).map((item) => (
            <li key={item.key}>
              <EventButton item={item} variant="chip" onOpen={onOpen} />
            </li>
          ))}
          {more > 0 ? (
            <li>
              <chakra.button
                type="button"
                aria-label={t`+${more} más, ${date}`}
                onClick={() => onPickDay(day)}
                fontSize="xs"
                fontWeight="semibold"
                px="1"
                cursor="pointer"
                focusVisibleRing="outside"
                _hover={{ textDecoration: 'underline' }}
              >
                {t`+${more} más`}
              </chakra.button>
            </li>
          ) : null}
        </Stack>
      </Stack>
    </chakra.td>
  )
}
