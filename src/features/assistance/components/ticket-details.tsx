import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { MonitorFile, Ticket } from '@/contract/monitor'
import { formatDate, formatFileSize, formatMoney, formatNumber } from '@/shared/i18n/format'
import { ServerText } from '@/shared/ui/server-text'
import { TicketStatusBadge } from './ticket-status-badge'

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" m="0" fontSize="sm" color="fg.muted">
        {term}
      </Text>
      <Text as="dd" m="0">
        {children}
      </Text>
    </Box>
  )
}

interface TicketDetailsProps {
  ticket: Ticket
  opening: number | null
  onOpenFile: (file: MonitorFile) => void
  onTracking: () => void
}

/** Everything the ticket was sent with, as sent: a sent ticket is never edited (spec §4). */
export function TicketDetails({ ticket, opening, onOpenFile, onTracking }: TicketDetailsProps) {
  const { t, i18n } = useLingui()
  const when = (at: string) => formatDate(at, i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  const path = [ticket.area, ticket.issueType, ticket.classification, ticket.subclassification].map((entry) => entry.name).join(' › ')
  const subject = ticket.subject
  const subjectName = subject?.subject
  const subjectCode = subject?.subjectCode
  const group = subject?.groupCode
  const teacher = subject?.teacher
  const closedAt = ticket.closedAt
  // The values are named by the form they were typed into, with its own labels.
  const { numericField: numeric, catalogField: catalog, textField: text } = ticket.form
  return (
    <Card.Root as="section" aria-labelledby="ticket-details" variant="outline">
      <Card.Body gap="4">
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Heading as="h2" size="lg" m="0" id="ticket-details">
            <ServerText>{ticket.reason.name}</ServerText>
          </Heading>
          <TicketStatusBadge status={ticket.status} />
        </HStack>
        <Stack as="dl" gap="3" m="0">
          <Fact term={<Trans>Folio</Trans>}>{ticket.folio}</Fact>
          <Fact term={<Trans>Área y clasificación</Trans>}>
            <ServerText>{path}</ServerText>
          </Fact>
          <Fact term={<Trans>Descripción</Trans>}>
            <ServerText>{ticket.description}</ServerText>
          </Fact>
          {subject ? (
            <Fact term={<Trans>Materia</Trans>}>
              <Trans>
                <ServerText>{subjectName}</ServerText> ({subjectCode}) · grupo {group} · <ServerText>{teacher}</ServerText>
              </Trans>
            </Fact>
          ) : null}
          {numeric && ticket.numericValue !== null ? (
            <Fact term={<ServerText>{numeric.label}</ServerText>}>{numeric.money ? formatMoney(ticket.numericValue, i18n.locale) : formatNumber(ticket.numericValue, i18n.locale)}</Fact>
          ) : null}
          {catalog && ticket.catalogValue ? <Fact term={<ServerText>{catalog.label}</ServerText>}>
              <ServerText>{ticket.catalogValue.name}</ServerText>
            </Fact> : null}
          {text && ticket.textValue ? <Fact term={<ServerText>{text.label}</ServerText>}>
              <ServerText>{ticket.textValue}</ServerText>
            </Fact> : null}
          <Fact term={<Trans>Fecha de creación</Trans>}>{when(ticket.createdAt)}</Fact>
          {closedAt ? <Fact term={<Trans>Fecha de cierre</Trans>}>{when(closedAt)}</Fact> : null}
        </Stack>
        <Stack gap="2">
          <Heading as="h3" size="sm" m="0">
            <Trans>Evidencia</Trans>
          </Heading>
          {ticket.evidence.length === 0 ? (
            <Text m="0" fontSize="sm" color="fg.muted">
              <Trans>Sin evidencia.</Trans>
            </Text>
          ) : (
            <Stack as="ul" gap="2" m="0" p="0" listStyleType="none">
              {ticket.evidence.map((file) => {
                const name = file.name
                return (
                  <HStack as="li" key={file.id} gap="3" flexWrap="wrap">
                    <Button size="sm" variant="outline" loading={opening === file.id} aria-label={t`Ver evidencia ${name}`} onClick={() => onOpenFile(file)}>
                      <Trans>Ver evidencia {name}</Trans>
                    </Button>
                    <Text m="0" fontSize="sm" color="fg.muted">
                      {formatFileSize(file.size, i18n.locale)}
                      {file.stage === 'clarification' ? <Trans> · agregada en una aclaración</Trans> : null}
                    </Text>
                  </HStack>
                )
              })}
            </Stack>
          )}
        </Stack>
        <Button alignSelf="start" size="sm" variant="outline" onClick={onTracking}>
          <Trans>Ver seguimiento</Trans>
        </Button>
      </Card.Body>
    </Card.Root>
  )
}
