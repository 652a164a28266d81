import { Badge, Card, Heading, HStack, Link as ChakraLink, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { TicketSummary } from '@/contract/monitor'
import { formatDate } from '@/shared/i18n/format'
import { ServerText } from '@/shared/ui/server-text'
import { TicketStatusBadge } from './ticket-status-badge'

function LastMessage({ ticket }: { ticket: TicketSummary }) {
  const last = ticket.lastMessage
  if (!last) {
    return (
      <Text m="0" fontSize="sm" color="fg.muted">
        <Trans>Aún no hay mensajes.</Trans>
      </Text>
    )
  }
  const text = last.text || (last.hasAttachment ? '' : '…')
  return (
    <Text m="0" fontSize="sm" lineClamp={2}>
      <Text as="span" fontWeight="semibold">
        {last.author === 'student' ? <Trans>Tú:</Trans> : <Trans>Centro de ayuda:</Trans>}
      </Text>{' '}
      <ServerText>{text}</ServerText>
      {last.hasAttachment ? (
        <Text as="span" color="fg.muted">
          {' '}
          <Trans>(archivo adjunto)</Trans>
        </Text>
      ) : null}
    </Text>
  )
}

/** One ticket of the list: folio and reason (the link to its conversation), state, area and the last message. */
export function TicketCard({ ticket }: { ticket: TicketSummary }) {
  const { i18n } = useLingui()
  const headingId = `ticket-${ticket.id}-title`
  const unread = ticket.unreadDeskMessages
  const area = <ServerText>{ticket.area.name}</ServerText>
  const created = formatDate(ticket.createdAt, i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <Card.Root as="li" listStyleType="none" variant="outline" aria-labelledby={headingId}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
          <Heading as="h3" size="md" m="0" id={headingId}>
            <ChakraLink asChild color="brand.fg" textDecoration="underline" textUnderlineOffset="3px">
              <Link to="/assistance/conversation" search={{ ticket: ticket.id }}>
                {ticket.folio} · <ServerText>{ticket.reason.name}</ServerText>
              </Link>
            </ChakraLink>
          </Heading>
          <HStack gap="2">
            {unread > 0 ? (
              <Badge colorPalette="red" variant="solid" size="md">
                {unread === 1 ? <Trans>1 mensaje nuevo</Trans> : <Trans>{unread} mensajes nuevos</Trans>}
              </Badge>
            ) : null}
            <TicketStatusBadge status={ticket.status} />
          </HStack>
        </HStack>
        <Text m="0" fontSize="sm" color="fg.muted">
          <Trans>
            Área: {area} · Creado el {created}
          </Trans>
        </Text>
        <LastMessage ticket={ticket} />
      </Card.Body>
    </Card.Root>
  )
}
