import { Box, chakra, Input, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useId, useState, type KeyboardEvent } from 'react'
import { SEARCH_MIN_CHARS, useAutocompleteSearch, type AutocompleteOption, type OptionSource } from './use-autocomplete-search'

/** Spec §9: past this many results the list scrolls, at most 251 px tall. */
export const LIST_SCROLL_AFTER = 7
export const LIST_MAX_HEIGHT_PX = 251

export type AutocompleteProps = OptionSource & {
  /** Names the list; the input takes its name from the field's label. */
  label: string
  name?: string
  text: string
  onTextChange: (text: string) => void
  onPick?: (option: AutocompleteOption) => void
  onBlur?: () => void
}

/**
 * A text with suggestions (spec §5 "Autocomplete"), built as an ARIA combobox: the arrows move
 * through the list, Enter takes the option, Escape closes it; focus stays in the input.
 */
export function Autocomplete({ label, name, text, onTextChange, onPick, onBlur, ...source }: AutocompleteProps) {
  const { t } = useLingui()
  const listId = useId()
  const { options, settled, failed } = useAutocompleteSearch(text, source as OptionSource)
  const [active, setActive] = useState(-1)
  // A text the field was given (a saved value, a draft put back) opens no list until the person types or asks with the arrows.
  const [dismissed, setDismissed] = useState(true)
  const long = text.length > SEARCH_MIN_CHARS
  const open = long && !dismissed && options.length > 0
  const optionId = (index: number) => `${listId}-${index}`

  const change = (next: string) => {
    setActive(-1)
    setDismissed(false)
    onTextChange(next)
  }
  const pick = (option: AutocompleteOption) => {
    setDismissed(true)
    setActive(-1)
    onTextChange(option.label)
    onPick?.(option)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key]
    if (step !== undefined && long && options.length > 0) {
      event.preventDefault()
      setDismissed(false)
      setActive((index) => (open ? (index + step + options.length) % options.length : step > 0 ? 0 : options.length - 1))
    } else if (event.key === 'Enter' && open && active >= 0) {
      // Takes the option instead of sending the form.
      event.preventDefault()
      pick(options[active]!)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setDismissed(true)
      setActive(-1)
    }
  }

  return (
    <Box position="relative" width="full">
      <Input
        role="combobox"
        name={name}
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setDismissed(true)
          onBlur?.()
        }}
      />
      <chakra.ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        data-scrolls={options.length > LIST_SCROLL_AFTER || undefined}
        position="absolute"
        zIndex="dropdown"
        insetInline="0"
        mt="1"
        p="1"
        listStyleType="none"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="l2"
        boxShadow="md"
        maxH={options.length > LIST_SCROLL_AFTER ? `${LIST_MAX_HEIGHT_PX}px` : undefined}
        overflowY="auto"
      >
        {open
          ? options.map((option, index) => (
              <chakra.li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                px="3"
                py="2"
                borderRadius="l1"
                cursor="pointer"
                bg={index === active ? 'bg.emphasized' : undefined}
                _hover={{ bg: 'bg.muted' }}
                // Keeps the focus in the input, so its blur does not close the list before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
              >
                {option.label}
              </chakra.li>
            ))
          : null}
      </chakra.ul>
      {long && settled && options.length === 0 ? (
        <Text role="status" fontSize="sm" color="fg.muted" mt="1">
          {t`Sin resultados para “${text}”`}
        </Text>
      ) : null}
      {long && failed ? (
        <Text role="status" fontSize="sm" color="fg.error" mt="1">
          {t`No se pudo buscar. Revisa tu conexión y vuelve a escribir.`}
        </Text>
      ) : null}
    </Box>
  )
}
