import { Alert, Stack, Text } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'
import { useOnline } from '@/shared/offline/use-online'

interface TicketActionPanelProps {
  status: 'info' | 'warning'
  title: ReactNode
  /** What the desk says: its proposal or its question. */
  description: ReactNode
  /** Said while there is no signal: what the panel cannot do without it. */
  offlineNote: ReactNode
  /** The last refusal or failure, read out as an alert. */
  failure: string | null
  children: ReactNode
}

/** The frame of what the desk asks of the student on a ticket (a resolution to decide, a clarification to give). */
export function TicketActionPanel({ status, title, description, offlineNote, failure, children }: TicketActionPanelProps) {
  const online = useOnline()
  const titleId = useId()
  return (
    <Alert.Root status={status} alignItems="flex-start" role="region" aria-labelledby={titleId}>
      <Alert.Indicator />
      <Stack gap="3" flex="1" minW="0">
        <Alert.Title id={titleId}>{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
        {!online ? (
          <Text m="0" fontSize="sm">
            {offlineNote}
          </Text>
        ) : null}
        {children}
        {failure ? (
          <Text m="0" color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
      </Stack>
    </Alert.Root>
  )
}
