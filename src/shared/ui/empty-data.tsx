import { Box, Button, Card, Image, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { EMPTY_IMAGE_SIZE_PX } from './constants'
import { EmptyIllustration } from './empty-illustration'

export interface EmptyDataProps {
  /** Defaults to "No hay registros". */
  text?: ReactNode
  /** URL of a picture to use instead of the default illustration; shown as decoration. */
  image?: string
  /** Picture width and height in px. */
  imageSize?: number
  actionLabel?: string
  onAction?: () => void
  /** Permission flag: the action shows only when the person is allowed to do it. */
  canAct?: boolean
}

/** Card shown where a list or table has no data (spec §2, shared pieces). */
export function EmptyData({
  text,
  image,
  imageSize = EMPTY_IMAGE_SIZE_PX,
  actionLabel,
  onAction,
  canAct = false,
}: EmptyDataProps) {
  const { t } = useLingui()
  const showAction = canAct && actionLabel !== undefined && onAction !== undefined

  return (
    <Card.Root variant="outline" width="full">
      <Card.Body>
        <Stack align="center" gap="4" textAlign="center" py="4">
          {image ? (
            <Image src={image} alt="" aria-hidden="true" width={`${imageSize}px`} height={`${imageSize}px`} />
          ) : (
            <Box color="brand.solid">
              <EmptyIllustration size={imageSize} />
            </Box>
          )}
          <Text color="fg.muted" fontSize="md">
            {text ?? t`No hay registros`}
          </Text>
          {showAction ? (
            <Button colorPalette="brand" onClick={onAction}>
              {actionLabel}
            </Button>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
