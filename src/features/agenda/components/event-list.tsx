import { Stack, type StackProps } from '@chakra-ui/react'
import type { AgendaItem } from '../logic'
import { EventButton } from './event-button'

export interface EventListProps extends Omit<StackProps, 'children'> {
  items: readonly AgendaItem[]
  onOpen: (item: AgendaItem) => void
}

/** A day's events as a plain list of event buttons, one line each (day and week views). */
export function EventList({ items, onOpen, ...rest }: EventListProps) {
  return (
    <Stack as="ul" listStyle="none" gap="1" m="0" p="0" {...rest}>
      {items.map((item) => (
        <li key={item.key}>
          <EventButton item={item} onOpen={onOpen} />
        </li>
      ))}
    </Stack>
  )
}
