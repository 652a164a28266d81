import { Box, chakra, HStack } from '@chakra-ui/react'
import { useId, useState, type ReactNode } from 'react'
import { useTabKeys } from '@/shared/ui/use-tab-keys'

export interface TabItem {
  id: string
  label: string
  /** Rendered only while the tab is selected, so its data loads when first opened. */
  render: () => ReactNode
}

/**
 * WAI-ARIA tabs with automatic activation: arrows move and select, Home and End jump to the
 * ends, Tab goes into the panel. The selected tab is told by its weight and underline too.
 * The tabs keep their own choice, or follow `selectedId` and tell `onSelect` (e.g. a choice kept
 * in the address).
 */
export function Tabs({ label, items, selectedId: chosenId, onSelect }: {
  label: string
  items: readonly TabItem[]
  selectedId?: string
  onSelect?: (id: string) => void
}) {
  const baseId = useId()
  const [ownId, setOwnId] = useState(items[0]?.id)
  const selectedId = chosenId ?? ownId
  const setSelectedId = (id: string) => {
    setOwnId(id)
    onSelect?.(id)
  }
  const { tabRef, onKeyDown } = useTabKeys(items.map((item) => item.id), setSelectedId)
  const selected = items.find((item) => item.id === selectedId) ?? items[0]
  if (!selected) return null

  return (
    <Box>
      <HStack role="tablist" aria-label={label} gap="1" borderBottomWidth="1px" overflowX="auto">
        {items.map((item) => {
          const isSelected = item.id === selected.id
          return (
            <chakra.button
              key={item.id}
              ref={tabRef(item.id)}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={isSelected ? `${baseId}-panel` : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelectedId(item.id)}
              onKeyDown={(event) => onKeyDown(event, item.id)}
              px="4"
              py="2.5"
              mb="-1px"
              bg="transparent"
              border="none"
              borderBottomWidth="3px"
              borderBottomStyle="solid"
              borderBottomColor={isSelected ? 'brand.solid' : 'transparent'}
              color={isSelected ? 'brand.fg' : 'fg.muted'}
              fontWeight={isSelected ? 'bold' : 'medium'}
              fontFamily="inherit"
              fontSize="md"
              whiteSpace="nowrap"
              cursor="pointer"
              borderTopRadius="l2"
              _hover={{ bg: 'bg.muted', color: 'fg' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
            >
              {item.label}
            </chakra.button>
          )
        })}
      </HStack>
      <Box role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected.id}`} tabIndex={0} pt="5" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '4px' }}>
        {selected.render()}
      </Box>
    </Box>
  )
}
