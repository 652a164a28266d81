import { HStack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSessionMode } from '../auth/session-mode'
import { formatDate } from '../i18n/format'
import { formatRelative } from '../i18n/relative-time'

/**
 * Architecture §6: an offline copy says so, and how old it is. Not while a start is being
 * confirmed: whether there is signal is not known yet, and the fresh answer follows at once.
 */
export function OfflineAge({ savedAt, now }: { savedAt: number; now: Date }) {
  const { i18n } = useLingui()
  const confirming = useSessionMode() === 'checking'
  const age = formatRelative(savedAt, now.getTime(), i18n.locale)
  if (confirming) return null
  return (
    <HStack role="status" gap="2" px="3" py="2" borderRadius="l2" bg="orange.subtle" color="orange.fg" alignSelf="start">
      <Text m="0" fontSize="sm" title={formatDate(new Date(savedAt), i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })}>
        <Trans>Sin conexión · actualizado {age}</Trans>
      </Text>
    </HStack>
  )
}
