import { chakra, type HTMLChakraProps } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { DayKey } from '../dates'
import { formatDay } from '../format'

export interface DayLinkProps extends Omit<HTMLChakraProps<'button'>, 'onClick'> {
  day: DayKey
  /** Appended to the full date in the accessible name, e.g. "3 eventos". */
  extra?: string
  onPick: (day: DayKey) => void
  /**
   * The children say the date themselves (visible text plus any hidden rest), so the button is
   * named by what a person sees; otherwise it is named by the full date.
   */
  namedByContent?: boolean
}

/** A day that opens the day view; its name holds the full date so no two read the same. */
export function DayLink({ day, extra, onPick, namedByContent = false, children, ...rest }: DayLinkProps) {
  const { i18n, t } = useLingui()
  const date = formatDay(day, i18n.locale, 'full')
  return (
    <chakra.button
      type="button"
      aria-label={namedByContent ? undefined : extra ? t`${date}, ${extra}` : date}
      onClick={() => onPick(day)}
      cursor="pointer"
      focusVisibleRing="outside"
      borderRadius="l1"
      _hover={{ textDecoration: 'underline' }}
      {...rest}
    >
      {children}
    </chakra.button>
  )
}
