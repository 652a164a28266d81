import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Attendance } from '@/contract/academic'
import { ATTENDANCE_LEVELS, attendanceLevel } from '../attendance'
import { formatCount } from '@/shared/i18n/format'
import { ATTENDANCE_ICONS } from './icons'

/** Spec §2 absence report of one subject: count, a bar with its value in words, and the spec §4 message. */
export function AbsenceReport({ subjectName, attendance }: { subjectName: string; attendance: Attendance }) {
  const { t, i18n } = useLingui()
  const titleId = useId()
  const { absences, maxAbsences } = attendance
  const level = attendanceLevel(attendance)
  const { message, palette, icon } = ATTENDANCE_LEVELS[level]
  const Icon = ATTENDANCE_ICONS[icon]
  const shown = Math.min(absences, maxAbsences)
  const absencesText = formatCount(absences, i18n.locale)
  const maxText = formatCount(maxAbsences, i18n.locale)
  const valueText = t`${absencesText} de ${maxText} faltas permitidas`

  return (
    <Stack as="section" aria-labelledby={titleId} gap="2" data-level={level}>
      <HStack justify="space-between" align="baseline" gap="2">
        <Heading as="h3" size="sm" id={titleId} m="0">
          <Trans>Faltas</Trans>
        </Heading>
        <Text m="0" fontSize="sm" fontVariantNumeric="tabular-nums">
          {valueText}
        </Text>
      </HStack>
      <Box
        role="progressbar"
        aria-label={t`Faltas en ${subjectName}`}
        aria-valuemin={0}
        aria-valuemax={maxAbsences}
        aria-valuenow={shown}
        aria-valuetext={valueText}
        h="2.5"
        borderRadius="full"
        bg="bg.emphasized"
        overflow="hidden"
      >
        <Box h="full" w={`${(shown / maxAbsences) * 100}%`} bg={`${palette}.solid`} borderRadius="full" />
      </Box>
      <HStack gap="2" color={`${palette}.fg`} align="start">
        <Box flexShrink={0} mt="0.5">
          <Icon size={18} />
        </Box>
        <Text m="0" fontSize="sm" fontWeight="medium">
          {i18n._(message)}
        </Text>
      </HStack>
    </Stack>
  )
}
