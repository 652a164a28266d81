import { Alert, Box } from '@chakra-ui/react'
import type { ReactNode } from 'react'

interface ViewerMessageProps {
  status: 'error' | 'info'
  title: ReactNode
  description: ReactNode
}

/** Why the file is not shown; the toolbar's download button is the way forward. */
export function ViewerMessage({ status, title, description }: ViewerMessageProps) {
  return (
    <Box p="4">
      <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>{description}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Box>
  )
}
