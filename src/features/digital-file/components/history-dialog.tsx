import { Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { FileDocument } from '@/contract/digital-file'
import { formatDate } from '@/shared/i18n/format'
import { EmptyData } from '@/shared/ui/empty-data'
import { Modal } from '@/shared/ui/modal'
import { ServerText } from '@/shared/ui/server-text'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { HISTORY_LABEL } from '../logic'
import { digitalFileQueries } from '../queries'

function History({ documentId }: { documentId: number }) {
  const { i18n } = useLingui()
  const query = useQuery(digitalFileQueries.history(documentId))
  return (
    <SnapshotView
      query={query}
      notDownloaded={<Trans>Sin conexión. El historial de este documento aún no se ha descargado.</Trans>}
      failed={<Trans>No se pudo cargar el historial del documento.</Trans>}
    >
      {(entries) =>
        entries.length === 0 ? (
          <EmptyData text={<Trans>Este documento aún no tiene movimientos.</Trans>} />
        ) : (
          <Stack as="ol" gap="0" m="0" p="0" listStyleType="none">
            {[...entries].reverse().map((entry) => {
              const fileName = entry.fileName
              const reason = entry.reason
              return (
                <Stack as="li" key={entry.id} gap="1" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                  <Text m="0" fontWeight="semibold">
                    {i18n._(HISTORY_LABEL[entry.event])}
                  </Text>
                  <Text m="0" fontSize="sm" color="fg.muted">
                    <time dateTime={entry.at}>{formatDate(entry.at, i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                    {' · '}
                    <ServerText>{entry.by}</ServerText>
                  </Text>
                  {fileName ? (
                    <Text m="0" fontSize="sm">
                      <Trans>
                        Archivo: <ServerText>{fileName}</ServerText>
                      </Trans>
                    </Text>
                  ) : null}
                  {reason ? (
                    <Text m="0" fontSize="sm">
                      <Trans>
                        Motivo: <ServerText>{reason}</ServerText>
                      </Trans>
                    </Text>
                  ) : null}
                </Stack>
              )
            })}
          </Stack>
        )
      }
    </SnapshotView>
  )
}

/** Spec §2 "history": every upload, review and extension of one document, newest first. */
export function HistoryDialog({ document, onClose }: { document: FileDocument | null; onClose: () => void }) {
  const name = document?.name ?? ''
  return (
    <Modal open={document !== null} title={
        <Trans>
          Historial de <ServerText>{name}</ServerText>
        </Trans>
      } onClose={onClose}>
      {document ? <History documentId={document.documentDeliveredId} /> : null}
    </Modal>
  )
}
