import { Box, Button, HStack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useUpdateReady } from './update-store'

/** Offers the new version; nothing reloads under the person without asking. */
export function UpdateBanner() {
  const apply = useUpdateReady()
  if (!apply) return null
  return (
    <Box role="status" position="fixed" insetX="0" bottom="0" zIndex="banner" bg="bg.inverted" color="fg.inverted" px="4" py="3">
      <HStack justify="center" gap="4" wrap="wrap">
        <Text fontWeight="medium">
          <Trans>Nueva versión disponible</Trans>
        </Text>
        <Button size="sm" colorPalette="brand" onClick={apply}>
          <Trans>Actualizar</Trans>
        </Button>
      </HStack>
    </Box>
  )
}
