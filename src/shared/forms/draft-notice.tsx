import { Alert } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/** Says a form was filled again from its draft (`useFormDraft`); `note` adds what the draft does not keep. */
export function DraftNotice({ restored, note }: { restored: boolean; note?: ReactNode }) {
  if (!restored) return null
  return (
    <Alert.Root status="info" variant="subtle">
      <Alert.Indicator />
      <Alert.Title>
        <Trans>Recuperamos lo que habías escrito en este formulario.</Trans> {note}
      </Alert.Title>
    </Alert.Root>
  )
}
