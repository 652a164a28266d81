import { Heading, List, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import { formatDay } from '@/shared/i18n/format'
import { SectionCard } from '@/shared/ui/section-card'
import type { DayKey } from '../dates'
import { formatDayRange } from '../format'
import type { OnlineClassWeek } from '../online-classes'
import { OnlineClassRow } from './online-class-row'
import { TodayBadge } from './today-badge'

/** Lunes 30 de noviembre: the heading of a day, read the same whatever the device's zone. */
const DAY_HEADING: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' }

export interface OnlineClassWeekProps {
  week: OnlineClassWeek
  /** The second week: titled "Próxima semana". */
  next: boolean
  today: DayKey
  /** What a week without online classes says. */
  children: ReactNode
}

/** One week: its days with online classes, each a list of its sessions in time order. */
export function OnlineClassWeekCard({ week, next, today, children }: OnlineClassWeekProps) {
  const { i18n, t } = useLingui()
  const dates = formatDayRange(week.range.from, week.range.to, i18n.locale)
  return (
    <SectionCard title={next ? t`Próxima semana (${dates})` : t`Esta semana (${dates})`}>
      {week.days.length === 0
        ? children
        : week.days.map(({ day, classes }) => {
            const dayText = formatDay(day, i18n.locale, DAY_HEADING)
            return (
              <DayClasses key={day} title={dayText} today={day === today}>
                {classes.map((online) => (
                  <OnlineClassRow key={online.item.key} online={online} dayText={dayText} />
                ))}
              </DayClasses>
            )
          })}
    </SectionCard>
  )
}

function DayClasses({ title, today, children }: { title: string; today: boolean; children: ReactNode }) {
  const headingId = useId()
  return (
    <Stack as="section" aria-labelledby={headingId} gap="1">
      <Heading as="h3" size="md" m="0" id={headingId} css={{ '&::first-letter': { textTransform: 'uppercase' } }}>
        {title}
        {today ? <TodayBadge /> : null}
      </Heading>
      <List.Root as="ul" listStyleType="none" ms="0" gap="0">
        {children}
      </List.Root>
    </Stack>
  )
}
