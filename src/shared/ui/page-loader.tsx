import { Center, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'

export interface PageLoaderProps {
  /** Defaults to "Cargando…". */
  label?: string
  /** Hide the label from sight (screen readers still announce it). */
  hideLabel?: boolean
}

/** Centered spinner for a whole page or section while its data loads. */
export function PageLoader({ label, hideLabel = false }: PageLoaderProps) {
  const { t } = useLingui()
  const text = label ?? t`Cargando…`

  return (
    <Center role="status" aria-live="polite" aria-busy="true" minH="40vh" width="full">
      <Stack align="center" gap="3">
        <Spinner size="xl" color="brand.solid" borderWidth="3px" aria-hidden="true" />
        {hideLabel ? <VisuallyHidden>{text}</VisuallyHidden> : <Text color="fg.muted">{text}</Text>}
      </Stack>
    </Center>
  )
}
