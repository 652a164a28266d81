import { chakra, type HTMLChakraProps } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { eachDay } from '../dates'
import { formatDay } from '../format'

/** A week that starts on Monday, for column headers written with Intl. */
const A_MONDAY_WEEK = eachDay('2024-01-01', '2024-01-07')

export interface WeekdayHeaderRowProps extends HTMLChakraProps<'th'> {
  /** How the header shows each day: "lun" or "L"; its full name is always in the title. */
  format: 'weekdayShort' | 'weekdayNarrow'
}

/** Monday to Sunday as the column headers of a month table; the other props style each cell. */
export function WeekdayHeaderRow({ format, ...cell }: WeekdayHeaderRowProps) {
  const { i18n } = useLingui()
  return (
    <tr>
      {A_MONDAY_WEEK.map((day) => (
        <chakra.th key={day} scope="col" {...cell}>
          <abbr title={formatDay(day, i18n.locale, 'weekday')} style={{ textDecoration: 'none' }}>
            {formatDay(day, i18n.locale, format)}
          </abbr>
        </chakra.th>
      ))}
    </tr>
  )
}

/** "1 evento", "3 eventos": how a day's name tells its events. */
export const eventCount = (count: number) => plural(count, { one: '# evento', other: '# eventos' })
