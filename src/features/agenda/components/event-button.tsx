import { Box, chakra, Text, VisuallyHidden } from '@chakra-ui/react'
import { CALENDAR_STYLES } from '../calendars'
import type { AgendaItem } from '../logic'
import { CalendarSwatch } from './calendar-swatch'
import { useEventText } from './use-event-text'
import { ServerText } from '@/shared/ui/server-text'

export interface EventButtonProps {
  item: AgendaItem
  /** `line`: time, title and place (day and week); `chip`: one short line (month grid). */
  variant?: 'line' | 'chip'
  onOpen: (item: AgendaItem) => void
}

/**
 * One event; it opens the detail. Its name is its own visible text (title, time, place) in
 * reading order, followed by the calendar said only to screen readers, so what a person sees is
 * what voice control and screen readers call it.
 */
export function EventButton({ item, variant = 'line', onOpen }: EventButtonProps) {
  const text = useEventText()
  const { event } = item
  const chip = variant === 'chip'
  const calendar = text.calendarName(event.calendar)
  return (
    <chakra.button
      type="button"
      onClick={() => onOpen(item)}
      display="flex"
      alignItems={chip ? 'center' : 'start'}
      gap="2"
      width="full"
      textAlign="start"
      px={chip ? '1' : '2'}
      py={chip ? '0.5' : '1.5'}
      borderRadius="l1"
      borderInlineStartWidth="3px"
      borderInlineStartColor={CALENDAR_STYLES[event.calendar].color}
      bg="bg.muted"
      fontSize={chip ? 'xs' : 'sm'}
      cursor="pointer"
      _hover={{ bg: 'bg.emphasized' }}
      focusVisibleRing="outside"
    >
      <Box as="span" pt={chip ? '0' : '1'} display="flex">
        <CalendarSwatch calendar={event.calendar} size={chip ? 8 : 10} />
      </Box>
      {chip ? (
        <Text as="span" truncate minW="0">
          <ServerText>{event.title}</ServerText>
          <VisuallyHidden>{`, ${text.timeText(item)}, ${calendar}`}</VisuallyHidden>
        </Text>
      ) : (
        <Box as="span" minW="0" display="flex" flexDirection="column">
          <Text as="span" fontWeight="medium" overflowWrap="anywhere">
            <ServerText>{event.title}</ServerText>
          </Text>
          {/* Painted above the title; read after it. */}
          <Text as="span" fontSize="xs" color="fg.muted" order={-1}>
            <VisuallyHidden>, </VisuallyHidden>
            {text.timeText(item)}
          </Text>
          {event.location ? (
            <Text as="span" fontSize="xs" color="fg.muted" overflowWrap="anywhere">
              <VisuallyHidden>, </VisuallyHidden>
              <ServerText>{event.location}</ServerText>
            </Text>
          ) : null}
          <VisuallyHidden>{`, ${calendar}`}</VisuallyHidden>
        </Box>
      )}
    </chakra.button>
  )
}
