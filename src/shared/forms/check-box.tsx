import { chakra } from '@chakra-ui/react'
import type { ComponentProps } from 'react'

const Input = chakra('input', {
  base: {
    w: '4',
    h: '4',
    mt: '1',
    flexShrink: 0,
    accentColor: 'brand.solid',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
})

/**
 * The portal's box to tick: the browser's own checkbox (its role, name from the label and keyboard
 * come with it) in the brand's colour, with the focus ring of every control. Put it in a label.
 */
export function CheckBox(props: Omit<ComponentProps<typeof Input>, 'type'>) {
  return <Input type="checkbox" {...props} />
}

/** The same for one choice among several: the browser's radio button, grouped by `name`. Put it in a label. */
export function RadioInput(props: Omit<ComponentProps<typeof Input>, 'type'>) {
  return <Input type="radio" {...props} />
}
