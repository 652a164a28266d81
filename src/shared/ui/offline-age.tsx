import { HStack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate } from '../i18n/format'
import { formatRelative } from '../i18n/relative-time'

/** Architecture §6: an offline copy says so, and how old it is. */
export function OfflineAge({ savedAt, now }: { savedAt: number; now: Date }) {
  const { i18n } = useLingui()
  const age = formatRelative(savedAt, now.getTime(), i18n.locale)
  return (
    <HStack role="status" data-live-only="" gap="2" px="3" py="2" borderRadius="l2" bg="orange.subtle" color="orange.fg" alignSelf="start">
      <Text m="0" fontSize="sm" title={formatDate(new Date(savedAt), i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })}>
        <Trans>Sin conexión · actualizado {age}</Trans>
      </Text>
    </HStack>
  )
}
