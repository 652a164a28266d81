import { Link as ChakraLink } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** The way back from paying or from a reference to the statement. */
export function BackToPayments() {
  return (
    <ChakraLink asChild colorPalette="brand" alignSelf="start">
      <Link to="/payments">
        <Trans>← Pagos y estado de cuenta</Trans>
      </Link>
    </ChakraLink>
  )
}
