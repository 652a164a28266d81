import { Box, chakra, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '@/shared/i18n/format'
import { clampPercent } from '../logic'

const RADIUS = 42
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

/** A ring with the percentage written in its middle; the bar's role carries the value for screen readers. */
export function ProgressRing({ percentage, label }: { percentage: number; label: string }) {
  const { i18n } = useLingui()
  const value = clampPercent(percentage)
  const text = formatNumber(value / 100, i18n.locale, { style: 'percent', maximumFractionDigits: 1 })
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={text}
      position="relative"
      boxSize="36"
      flexShrink={0}
    >
      <chakra.svg viewBox="0 0 100 100" boxSize="full" transform="rotate(-90deg)" aria-hidden="true">
        <chakra.circle cx="50" cy="50" r={RADIUS} fill="none" strokeWidth="10" stroke="bg.emphasized" />
        {value > 0 && (
          <chakra.circle
            cx="50"
            cy="50"
            r={RADIUS}
            fill="none"
            strokeWidth="10"
            strokeLinecap="round"
            stroke="brand.solid"
            strokeDasharray={`${(value / 100) * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
          />
        )}
      </chakra.svg>
      <Text aria-hidden="true" position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center" m="0" fontSize="2xl" fontWeight="bold">
        {text}
      </Text>
    </Box>
  )
}
