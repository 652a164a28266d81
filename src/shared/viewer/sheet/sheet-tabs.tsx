import { chakra, HStack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useTabKeys } from '../../ui/use-tab-keys'

interface SheetTabsProps {
  names: readonly string[]
  active: number
  onSelect: (index: number) => void
  /** Ids of the tabs are `${idBase}-tab-${index}`; the panel's is `${idBase}-panel`. */
  idBase: string
}

/**
 * The workbook's sheets as WAI-ARIA tabs with automatic activation (arrows, Home, End). The
 * selected one is told by weight and underline, not by colour alone.
 */
export function SheetTabs({ names, active, onSelect, idBase }: SheetTabsProps) {
  const { t } = useLingui()
  const indexes = names.map((_, index) => index)
  const { tabRef, onKeyDown } = useTabKeys(indexes, onSelect)
  return (
    <HStack role="tablist" aria-label={t`Hojas del libro`} gap="1" overflowX="auto" minW="0" flex="1">
      {names.map((name, index) => {
        const selected = index === active
        return (
          <chakra.button
            key={index}
            ref={tabRef(index)}
            type="button"
            role="tab"
            id={`${idBase}-tab-${index}`}
            aria-selected={selected}
            aria-controls={selected ? `${idBase}-panel` : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            px="3"
            py="1.5"
            bg="transparent"
            border="none"
            borderBottomWidth="3px"
            borderBottomStyle="solid"
            borderBottomColor={selected ? 'brand.solid' : 'transparent'}
            color={selected ? 'brand.fg' : 'fg.muted'}
            fontWeight={selected ? 'bold' : 'medium'}
            fontFamily="inherit"
            fontSize="sm"
            whiteSpace="nowrap"
            cursor="pointer"
            _hover={{ bg: 'bg.muted', color: 'fg' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
          >
            {name}
          </chakra.button>
        )
      })}
    </HStack>
  )
}
