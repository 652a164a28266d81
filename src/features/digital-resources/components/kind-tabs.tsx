import { Box, chakra, HStack } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'
import type { ResourceKind } from '@/contract/digital-resources'
import { useTabKeys } from '@/shared/ui/use-tab-keys'

const KINDS: readonly ResourceKind[] = ['document', 'image']

/**
 * Documents or images: WAI-ARIA tabs with automatic activation (arrows, Home and End), built like
 * the rest of the portal's tabs rather than on a component library's, which would load at start.
 */
export function KindTabs({ label, labels, kind, onKind, children }: {
  label: string
  labels: Record<ResourceKind, string>
  kind: ResourceKind
  onKind: (kind: ResourceKind) => void
  children: ReactNode
}) {
  const baseId = useId()
  const { tabRef, onKeyDown } = useTabKeys(KINDS, onKind)
  return (
    <Box>
      <HStack role="tablist" aria-label={label} gap="1" borderBottomWidth="1px" overflowX="auto">
        {KINDS.map((key) => {
          const selected = key === kind
          return (
            <chakra.button
              key={key}
              ref={tabRef(key)}
              type="button"
              role="tab"
              id={`${baseId}-tab-${key}`}
              aria-selected={selected}
              aria-controls={selected ? `${baseId}-panel` : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onKind(key)}
              onKeyDown={(event) => onKeyDown(event, key)}
              px="4"
              py="2"
              mb="-1px"
              bg="transparent"
              border="none"
              borderBottomWidth="3px"
              borderBottomStyle="solid"
              borderBottomColor={selected ? 'brand.solid' : 'transparent'}
              color={selected ? 'brand.fg' : 'fg.muted'}
              fontWeight={selected ? 'bold' : 'medium'}
              fontFamily="inherit"
              fontSize="md"
              whiteSpace="nowrap"
              cursor="pointer"
              _hover={{ bg: 'bg.muted', color: 'fg' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
            >
              {labels[key]}
            </chakra.button>
          )
        })}
      </HStack>
      <Box role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${kind}`} pt="3">
        {children}
      </Box>
    </Box>
  )
}
