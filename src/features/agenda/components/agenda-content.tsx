import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useId, useMemo, useRef, useState } from 'react'
import type { AgendaEvent } from '@/contract/academic'
import type { SelectedStudent } from '@/contract/user'
import { EmptyData } from '@/shared/ui/empty-data'
import { SkeletonList } from '@/shared/ui/skeleton-list'
import { useNow } from '@/shared/ui/use-now'
import { downloadFile } from '@/shared/viewer/download'
import { useCalendarFilter } from '../calendar-filter-store'
import { dayKeyOf, eachDay, monthOf, type DayKey } from '../dates'
import { agendaIcs, icsFileName } from '../export-ics'
import { formatDay, formatDayRange } from '../format'
import { byCalendar, groupByDay, itemsInRange, type AgendaItem } from '../logic'
import { resolveSearch } from '../search'
import { useAgendaMonths } from '../use-agenda-months'
import { monthsInRange, shiftAnchor, viewRange, yearOf, type AgendaView, type DayRange } from '../views'
import { AgendaStates } from './agenda-states'
import { AgendaToolbar } from './agenda-toolbar'
import { CalendarFilter } from './calendar-filter'
import { DayView } from './day-view'
import { EventDetail } from './event-detail'
import { MonthView } from './month-view'
import { TodayBadge } from './today-badge'
import { useEventText } from './use-event-text'
import { viewTabId } from './view-tabs'
import { WeekView } from './week-view'
import { YearView } from './year-view'

/** The agenda of one student: view and day from the URL, whole months from the API. */
export function AgendaContent({ student }: { student: SelectedStudent }) {
  const { i18n, t } = useLingui()
  const now = useNow()
  const today = dayKeyOf(now)
  const { view, date } = resolveSearch(useSearch({ strict: false }), today)
  const navigate = useNavigate()
  const heading = useRef<HTMLHeadingElement>(null)
  const panelId = useId()
  const eventText = useEventText()

  const range = useMemo(() => viewRange(view, date), [view, date])
  const months = useMemo(() => monthsInRange(range), [range])
  const agenda = useAgendaMonths(student, months)
  const filter = useCalendarFilter()
  // Grouped once per answer and filter change; switching views only looks days up.
  const shown = useMemo(() => byCalendar(agenda.items, filter.visible), [agenda.items, filter.visible])
  const byDay = useMemo(() => groupByDay(shown), [shown])
  const inRange = useMemo(() => itemsInRange(shown, range), [shown, range])
  const [detail, setDetail] = useState<{ item: AgendaItem | null; open: boolean }>({ item: null, open: false })
  const [exported, setExported] = useState<number | null>(null)

  const go = useCallback(
    (next: { view?: AgendaView; date?: DayKey }, focusHeading = false) => {
      setExported(null)
      void navigate({ to: '/agenda', search: { view: next.view ?? view, date: next.date ?? date } }).then(() => {
        if (focusHeading) heading.current?.focus()
      })
    },
    [navigate, view, date],
  )
  const pickDay = useCallback((day: DayKey) => go({ view: 'day', date: day }, true), [go])
  const open = useCallback((item: AgendaItem) => setDetail({ item, open: true }), [])

  const describe = (event: AgendaEvent) => {
    const { teacher, subjectCode: subject, onlineClassroomUrl: url } = event
    return [event.description, teacher && t`Profesor: ${teacher}`, subject && t`Materia: ${subject}`, url && t`Aula en línea: ${url}`]
      .filter(Boolean)
      .join('\n')
  }
  const exportIcs = () => {
    const text = agendaIcs(inRange, { calendarName: eventText.calendarName, describe }, { now: Date.now(), name: t`Agenda` })
    downloadFile(icsFileName(range), new Blob([text], { type: 'text/calendar;charset=utf-8' }))
    setExported(inRange.length)
  }

  const ready = agenda.parts.some((part) => part.state === 'ready')
  const complete = agenda.parts.every((part) => part.state === 'ready')
  const loading = agenda.parts.some((part) => part.state === 'loading')
  const empty = complete && inRange.length === 0

  return (
    <Stack gap="4">
      <AgendaToolbar
        view={view}
        panelId={panelId}
        onView={(next) => go({ view: next })}
        onStep={(step) => go({ date: shiftAnchor(view, date, step) })}
        onToday={() => go({ date: today })}
        onExport={exportIcs}
        exportReady={complete}
      />
      <Heading ref={heading} as="h2" size="lg" m="0" tabIndex={-1} aria-live="polite" outline="none" css={{ '&::first-letter': { textTransform: 'uppercase' } }}>
        {periodLabel(view, date, range, i18n.locale)}
        {view === 'day' && date === today ? <TodayBadge /> : null}
      </Heading>
      {exported !== null ? (
        <Text role="status" m="0" fontSize="sm" color="fg.muted">
          {plural(exported, { one: 'Se exportó # evento.', other: 'Se exportaron # eventos.' })}
        </Text>
      ) : null}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '13rem minmax(0, 1fr)' }} gap="4" alignItems="start">
        <CalendarFilter visible={filter.visible} onToggle={filter.toggle} />
        <Box role="tabpanel" id={panelId} aria-labelledby={viewTabId(view)} minW="0">
          <Stack gap="3">
            <AgendaStates agenda={agenda} now={now} />
            {ready && loading ? <SkeletonList rows={1} /> : null}
            {!ready ? (
              loading ? <SkeletonList rows={4} /> : null
            ) : empty && (view === 'day' || view === 'week') ? (
              <EmptyData text={t`No hay eventos en este periodo.`} />
            ) : (
              <>
                {empty ? (
                  <Text role="status" m="0" color="fg.muted">
                    {t`No hay eventos en este periodo.`}
                  </Text>
                ) : null}
                <PeriodView view={view} date={date} range={range} today={today} byDay={byDay} onOpen={open} onPickDay={pickDay} />
              </>
            )}
          </Stack>
        </Box>
      </Grid>
      <EventDetail item={detail.item} open={detail.open} onClose={() => setDetail((current) => ({ ...current, open: false }))} />
    </Stack>
  )
}

interface PeriodViewProps {
  view: AgendaView
  date: DayKey
  range: DayRange
  today: DayKey
  byDay: ReadonlyMap<DayKey, AgendaItem[]>
  onOpen: (item: AgendaItem) => void
  onPickDay: (day: DayKey) => void
}

/** The view the tabs chose, around its anchor day. */
function PeriodView({ view, date, range, today, byDay, onOpen, onPickDay }: PeriodViewProps) {
  switch (view) {
    case 'day':
      return <DayView day={date} items={byDay.get(date) ?? []} onOpen={onOpen} />
    case 'week':
      return <WeekView days={eachDay(range.from, range.to)} byDay={byDay} today={today} onOpen={onOpen} onPickDay={onPickDay} />
    case 'month':
      return <MonthView month={monthOf(date)} byDay={byDay} today={today} onOpen={onOpen} onPickDay={onPickDay} />
    case 'year':
      return <YearView year={yearOf(date)} byDay={byDay} today={today} onPickDay={onPickDay} />
  }
}

function periodLabel(view: AgendaView, date: DayKey, range: DayRange, locale: string) {
  switch (view) {
    case 'day':
      return formatDay(date, locale, 'full')
    case 'week':
      return formatDayRange(range.from, range.to, locale)
    case 'month':
      return formatDay(date, locale, 'monthYear')
    case 'year':
      return formatDay(date, locale, 'year')
  }
}
