import { Alert, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { Ticket } from '@/contract/monitor'

/** What a person sees once the desk has the ticket: its folio, to quote, and where to follow it. */
export function TicketCreated({ ticket }: { ticket: Ticket }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const folio = ticket.folio
  return (
    <Alert.Root status="success" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="3">
        <Heading as="h2" size="lg" m="0" ref={heading} tabIndex={-1}>
          <Trans>Ticket creado</Trans>
        </Heading>
        <Text m="0">
          <Trans>
            Tu folio es <strong>{folio}</strong>. Te responderemos en la conversación del ticket y te avisaremos con una notificación.
          </Trans>
        </Text>
        <HStack gap="2" flexWrap="wrap">
          <Button asChild colorPalette="brand">
            <Link to="/assistance/conversation" search={{ ticket: ticket.id }}>
              <Trans>Ver conversación</Trans>
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/assistance">
              <Trans>Ir a mis tickets</Trans>
            </Link>
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  )
}
