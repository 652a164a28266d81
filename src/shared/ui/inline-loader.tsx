import { HStack, Spinner, Text, VisuallyHidden } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'

export interface InlineLoaderProps {
  /** Defaults to "Cargando…". */
  label?: string
  /** Show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean
}

/** Small spinner for inside a button row, a card or a line of text. */
export function InlineLoader({ label, showLabel = false }: InlineLoaderProps) {
  const { t } = useLingui()
  const text = label ?? t`Cargando…`

  return (
    <HStack as="span" role="status" aria-live="polite" aria-busy="true" gap="2" display="inline-flex" verticalAlign="middle">
      <Spinner size="sm" color="brand.solid" aria-hidden="true" />
      {showLabel ? (
        <Text as="span" fontSize="sm" color="fg.muted">
          {text}
        </Text>
      ) : (
        <VisuallyHidden>{text}</VisuallyHidden>
      )}
    </HStack>
  )
}
