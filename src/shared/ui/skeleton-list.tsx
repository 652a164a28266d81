import { HStack, Skeleton, SkeletonCircle, Stack, VisuallyHidden } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'

export interface SkeletonListProps {
  /** How many placeholder rows to draw. */
  rows?: number
  /** Draw a round placeholder (avatar or icon) at the start of each row. */
  withAvatar?: boolean
  /** Defaults to "Cargando…". */
  label?: string
}

/** Placeholder rows shaped like a list while its data loads. */
export function SkeletonList({ rows = 3, withAvatar = false, label }: SkeletonListProps) {
  const { t } = useLingui()

  return (
    <Stack role="status" aria-live="polite" aria-busy="true" gap="4" width="full">
      <VisuallyHidden>{label ?? t`Cargando…`}</VisuallyHidden>
      {Array.from({ length: rows }, (_, index) => (
        <HStack key={index} gap="3" aria-hidden="true">
          {withAvatar ? <SkeletonCircle size="10" /> : null}
          <Stack flex="1" gap="2">
            <Skeleton height="4" width="60%" />
            <Skeleton height="3" width="90%" />
          </Stack>
        </HStack>
      ))}
    </Stack>
  )
}
