import { Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { formatDate } from '@/shared/i18n/format'
import { EmptyData } from '@/shared/ui/empty-data'
import { Modal } from '@/shared/ui/modal'
import { QueryView } from '@/shared/ui/query-view'
import { ServerText } from '@/shared/ui/server-text'
import { TRACKING_LABEL } from '../logic'
import { assistanceQueries } from '../queries'

function Steps({ ticketId }: { ticketId: number }) {
  const { i18n } = useLingui()
  const tracking = useQuery(assistanceQueries.tracking(ticketId))
  return (
    <QueryView
      query={tracking}
      notDownloaded={<Trans>Sin conexión. El seguimiento de este ticket aún no se ha descargado.</Trans>}
      failed={<Trans>No se pudo cargar el seguimiento del ticket.</Trans>}
    >
      {({ steps }) =>
        steps.length === 0 ? (
          <EmptyData text={<Trans>Este ticket aún no tiene movimientos.</Trans>} />
        ) : (
          <Stack as="ol" gap="0" m="0" p="0" listStyleType="none">
            {steps.map((step, index) => (
              <Stack as="li" key={`${step.at}-${index}`} gap="1" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                <Text m="0" fontWeight="semibold">
                  {i18n._(TRACKING_LABEL[step.event])}
                </Text>
                <Text m="0" fontSize="sm" color="fg.muted">
                  <time dateTime={step.at}>{formatDate(step.at, i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                  {' · '}
                  <ServerText>{step.by}</ServerText>
                </Text>
                {step.note ? (
                  <Text m="0" fontSize="sm">
                    <ServerText>{step.note}</ServerText>
                  </Text>
                ) : null}
              </Stack>
            ))}
          </Stack>
        )
      }
    </QueryView>
  )
}

/** The ticket's steps (`/op/tracking`), oldest first, each with its date and who acted. */
export function TrackingDialog({ ticketId, folio, open, onClose }: { ticketId: number; folio: string; open: boolean; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Modal open={open} title={t`Seguimiento de ${folio}`} onClose={onClose}>
      {open ? <Steps ticketId={ticketId} /> : null}
    </Modal>
  )
}
