import { Box, type BoxProps } from '@chakra-ui/react'
import type { AgendaCalendar } from '@/contract/academic'
import { CALENDAR_STYLES, type SwatchShape } from '../calendars'

const SHAPES: Record<SwatchShape, BoxProps> = {
  circle: { borderRadius: 'full' },
  square: { borderRadius: '0' },
  diamond: { transform: 'rotate(45deg) scale(0.8)' },
  triangle: { clipPath: 'polygon(50% 0, 100% 100%, 0 100%)' },
  ring: { borderRadius: 'full', borderWidth: '2px', bg: 'transparent' },
}

/** The calendar's colour in its own shape; decorative, the calendar's name is always written nearby. */
export function CalendarSwatch({ calendar, size = 10 }: { calendar: AgendaCalendar; size?: number }) {
  const { color, shape } = CALENDAR_STYLES[calendar]
  return (
    <Box
      as="span"
      aria-hidden="true"
      data-calendar={calendar}
      display="inline-block"
      flexShrink={0}
      width={`${size}px`}
      height={`${size}px`}
      bg={color}
      borderColor={color}
      css={{ forcedColorAdjust: 'none' }}
      {...SHAPES[shape]}
    />
  )
}
