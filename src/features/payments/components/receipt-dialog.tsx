import { Button, DataList, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Receipt } from '@/contract/payments'
import { formatDate } from '@/shared/i18n/format'
import { Modal } from '@/shared/ui/modal'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { StoredDocumentActions } from '@/shared/viewer'
import { CARD_BRAND_NAME, METHOD_LABEL } from '../logic'
import { paymentQueries } from '../queries'
import { SummaryLines } from './summary-lines'

function ReceiptBody({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useLingui()
  const card = receipt.card
  return (
    <Stack gap="4">
      <DataList.Root orientation="horizontal" gap="2">
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Folio</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue fontWeight="semibold">{receipt.folio}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Alumno</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>
            {receipt.studentName} · {receipt.accountNumber}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Fecha de pago</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>
            <time dateTime={receipt.paidAt}>{formatDate(receipt.paidAt, i18n.locale, { dateStyle: 'long', timeStyle: 'short' })}</time>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Forma de pago</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>
            {t(METHOD_LABEL[receipt.method])}
            {card ? ` · ${t`${CARD_BRAND_NAME[card.brand]} terminada en ${card.last4}`}` : ''}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <SummaryLines lines={receipt.lines} totalCents={receipt.totalCents} />
    </Stack>
  )
}

/** Spec §2 "receipt modal": a payment's receipt, with its PDF; both read with no signal once opened here. */
export function ReceiptDialog({ accountNumber, folio, onClose }: { accountNumber: string; folio: string; onClose: () => void }) {
  const { t } = useLingui()
  const receipt = useQuery(paymentQueries.receipt(accountNumber, folio))
  return (
    <Modal
      open
      title={<Trans>Recibo de pago {folio}</Trans>}
      onClose={onClose}
      footer={
        <StoredDocumentActions
          query={paymentQueries.receiptPdf(accountNumber, folio)}
          viewLabel={t`Ver recibo en PDF`}
          downloadLabel={t`Descargar recibo en PDF`}
          failedText={t`No se pudo descargar el recibo.`}
          missingText={t`Sin conexión. El PDF de este recibo aún no se ha descargado en este dispositivo.`}
        />
      }
    >
      <SnapshotView
        query={receipt}
        notDownloaded={<Trans>Sin conexión. Este recibo aún no se ha descargado en este dispositivo.</Trans>}
        failed={<Trans>No se pudo cargar el recibo.</Trans>}
      >
        {(data) => <ReceiptBody receipt={data} />}
      </SnapshotView>
    </Modal>
  )
}

/** A button that opens the receipt of the payment with `folio`. */
export function ReceiptButton({ accountNumber, folio, size = 'sm' }: { accountNumber: string; folio: string; size?: 'xs' | 'sm' | 'md' }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button size={size} variant="outline" onClick={() => setOpen(true)}>
        <Trans>Ver recibo {folio}</Trans>
      </Button>
      {open ? <ReceiptDialog accountNumber={accountNumber} folio={folio} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
