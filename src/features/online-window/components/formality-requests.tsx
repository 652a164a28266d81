import { Badge, Button, Table } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { FormalityRequest, FormalityStatus } from '@/contract/online-window'
import { formatDate } from '@/shared/i18n/format'
import { EmptyData } from '@/shared/ui/empty-data'
import { SectionCard } from '@/shared/ui/section-card'
import { ServerText } from '@/shared/ui/server-text'

const STATUS: Record<FormalityStatus, { label: MessageDescriptor; palette: string }> = {
  'awaiting-payment': { label: msg`Pendiente de pago`, palette: 'orange' },
  'in-process': { label: msg`En proceso`, palette: 'blue' },
  ready: { label: msg`Listo en tu expediente`, palette: 'green' },
}

/** What the student requested, where each stands, and where to go next (pay it, or read it in the digital file). */
export function FormalityRequests({ requests, canPay }: { requests: FormalityRequest[]; canPay: boolean }) {
  const { t, i18n } = useLingui()
  return (
    <SectionCard title={<Trans>Mis solicitudes</Trans>}>
      {requests.length === 0 ? (
        <EmptyData text={t`Todavía no has solicitado ningún trámite.`} />
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>Trámite</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Solicitado</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Estado</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Siguiente paso</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {requests.map((r) => (
                <Table.Row key={r.id}>
                  <Table.Cell>
                    <ServerText>{r.name}</ServerText>
                  </Table.Cell>
                  <Table.Cell>{formatDate(r.requestedAt, i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={STATUS[r.status].palette} variant="subtle">
                      {i18n._(STATUS[r.status].label)}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>
                    {r.status === 'ready' ? (
                      <Button asChild size="xs" variant="outline">
                        <Link to="/digital-files" search={r.documentId ? { doc: r.documentId } : {}}>
                          <Trans>Ver en expediente digital</Trans>
                        </Link>
                      </Button>
                    ) : r.status === 'awaiting-payment' && canPay ? (
                      <Button asChild size="xs" variant="outline">
                        <Link to="/payments/pay">
                          <Trans>Pagar</Trans>
                        </Link>
                      </Button>
                    ) : r.status === 'awaiting-payment' ? (
                      <Trans>Se emite cuando se pague su orden</Trans>
                    ) : (
                      <Trans>Servicios escolares lo está emitiendo</Trans>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </SectionCard>
  )
}
