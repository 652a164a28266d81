import { Alert, Button } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/** Offline and never downloaded on this device: said plainly (architecture §6). */
export function NotDownloadedAlert({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  )
}

/** Something the person asked for did not happen, and why: said at once to screen readers. */
export function FailureAlert({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  )
}

export function LoadFailedAlert({ children, onRetry, retrying }: { children: ReactNode; onRetry: () => void; retrying: boolean }) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{children}</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" loading={retrying} onClick={onRetry}>
        <Trans>Reintentar</Trans>
      </Button>
    </Alert.Root>
  )
}
