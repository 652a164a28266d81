import { plural } from '@lingui/core/macro'
import { eachDay } from '../dates'

/** A week that starts on Monday, for column headers written with Intl. */
export const A_MONDAY_WEEK = eachDay('2024-01-01', '2024-01-07')

/** "1 evento", "3 eventos": how a day's name tells its events. */
export const eventCount = (count: number) => plural(count, { one: '# evento', other: '# eventos' })
