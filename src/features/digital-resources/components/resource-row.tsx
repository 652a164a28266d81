import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ServerText } from '@/shared/ui/server-text'

export interface ResourceRowProps {
  /** The server's title (Spanish). */
  title: string
  /** Who wrote it, where it is filed, when: one muted line. */
  details: ReactNode
  /** A line under the details (whether it is kept on this device). */
  note?: ReactNode
  busy: boolean
  disabled?: boolean
  onOpen: () => void
}

/** One document or image of a list, with its "Abrir" button named after it. */
export function ResourceRow({ title, details, note, busy, disabled, onOpen }: ResourceRowProps) {
  const { t } = useLingui()
  return (
    <Box as="li" listStyleType="none" borderBottomWidth="1px" py="3">
      <HStack justify="space-between" align="center" gap="4" flexWrap="wrap">
        <Stack gap="0.5" minW="0" flex="1">
          <Text m="0" fontWeight="semibold">
            <ServerText>{title}</ServerText>
          </Text>
          <Text m="0" fontSize="sm" color="fg.muted">{details}</Text>
          {note}
        </Stack>
        <Button size="sm" variant="outline" colorPalette="brand" loading={busy} disabled={disabled} aria-label={t`Abrir ${title}`} onClick={onOpen}>
          {t`Abrir`}
        </Button>
      </HStack>
    </Box>
  )
}
