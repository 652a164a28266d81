import { Button } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ErrorPage } from '@/shared/ui/error-page'

/** What a screen shows when its own code breaks: words the person can act on, in their language. */
export function ScreenFailed({ error }: ErrorComponentProps) {
  useEffect(() => console.error(error), [error])
  return (
    <ErrorPage
      landmark={false}
      variant="screen-failed"
      actions={
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          <Trans>Volver a cargar</Trans>
        </Button>
      }
    />
  )
}
