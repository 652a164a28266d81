import { Box, chakra, Heading, SimpleGrid } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { memo, useId, useRef, useState, type KeyboardEvent } from 'react'
import { addDays, endOfMonth, firstDayOfMonth, monthOf, type DayKey, type MonthKey } from '../dates'
import { formatDay } from '../format'
import type { AgendaItem } from '../logic'
import { miniMonth, monthsOfYear } from '../views'
import { eventCount, WeekdayHeaderRow } from './week-days'

export interface YearViewProps {
  year: number
  byDay: ReadonlyMap<DayKey, AgendaItem[]>
  today: DayKey
  onPickDay: (day: DayKey) => void
}

/** Twelve small months; a day with events is marked and says how many, choosing it opens it. */
export function YearView({ year, byDay, today, onPickDay }: YearViewProps) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
      {monthsOfYear(year).map((month) => (
        <MiniMonth key={month} month={month} byDay={byDay} today={today} onPickDay={onPickDay} />
      ))}
    </SimpleGrid>
  )
}

const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }

interface MiniMonthProps {
  month: MonthKey
  byDay: ReadonlyMap<DayKey, AgendaItem[]>
  today: DayKey
  onPickDay: (day: DayKey) => void
}

// Memoised: the twelve months redraw only when the events, the filter or today change.
const MiniMonth = memo(function MiniMonth({ month, byDay, today, onPickDay }: MiniMonthProps) {
  const { i18n } = useLingui()
  const headingId = useId()
  const table = useRef<HTMLTableElement>(null)
  const first = firstDayOfMonth(month)
  const last = endOfMonth(first)
  // One tab stop per month (roving tab index): the arrows move between its days.
  const [active, setActive] = useState<DayKey>(monthOf(today) === month ? today : first)

  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key]
    const target = move !== undefined ? addDays(active, move) : event.key === 'Home' ? first : event.key === 'End' ? last : null
    if (target === null || target < first || target > last) return
    event.preventDefault()
    setActive(target)
    table.current?.querySelector<HTMLButtonElement>(`[data-day="${target}"]`)?.focus()
  }

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderColor="border" borderRadius="l2" p="2">
      <Heading as="h3" size="sm" id={headingId} mb="1" textTransform="capitalize">
        {formatDay(first, i18n.locale, 'month')}
      </Heading>
      <chakra.table ref={table} aria-labelledby={headingId} width="full" tableLayout="fixed" borderCollapse="collapse" onKeyDown={onKeyDown}>
        <thead>
          <WeekdayHeaderRow format="weekdayNarrow" fontSize="xs" fontWeight="normal" color="fg.muted" textTransform="uppercase" />
        </thead>
        <tbody>
          {miniMonth(month).map((week, index) => (
            <tr key={index}>
              {week.map((day, column) =>
                day === null ? (
                  <td key={column} />
                ) : (
                  <chakra.td key={day} textAlign="center" p="0">
                    <YearDay day={day} count={byDay.get(day)?.length ?? 0} isToday={day === today} tabbable={day === active} onPick={onPickDay} />
                  </chakra.td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  )
})

interface YearDayProps {
  day: DayKey
  count: number
  isToday: boolean
  tabbable: boolean
  onPick: (day: DayKey) => void
}

function YearDay({ day, count, isToday, tabbable, onPick }: YearDayProps) {
  const { i18n, t } = useLingui()
  const date = formatDay(day, i18n.locale, 'full')
  const events = eventCount(count)
  return (
    <chakra.button
      type="button"
      data-day={day}
      tabIndex={tabbable ? 0 : -1}
      aria-label={count > 0 ? t`${date}, ${events}` : date}
      aria-current={isToday ? 'date' : undefined}
      onClick={() => onPick(day)}
      position="relative"
      width="8"
      height="8"
      fontSize="xs"
      fontVariantNumeric="tabular-nums"
      fontWeight={count > 0 || isToday ? 'bold' : 'normal'}
      borderRadius="full"
      borderWidth={isToday ? '2px' : '0'}
      borderColor="brand.solid"
      cursor="pointer"
      focusVisibleRing="outside"
      _hover={{ bg: 'bg.muted' }}
    >
      {formatDay(day, i18n.locale, 'day')}
      {count > 0 ? (
        <Box as="span" aria-hidden="true" position="absolute" bottom="0.5" left="50%" transform="translateX(-50%)" width="1" height="1" borderRadius="full" bg="fg" />
      ) : null}
    </chakra.button>
  )
}
