import { Link as ChakraLink } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** The way back to the list from a ticket or the new-ticket form. */
export function BackToTickets() {
  return (
    <ChakraLink asChild color="brand.fg" alignSelf="start">
      <Link to="/assistance">
        <Trans>← Mis tickets</Trans>
      </Link>
    </ChakraLink>
  )
}
