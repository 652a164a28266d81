import { DataList, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { BankReference } from '@/contract/payments'
import { campusDay, formatCents, formatDay } from '@/shared/i18n/format'
import { StudentScreen } from '@/shared/session/student-screen'
import { EmptyData } from '@/shared/ui/empty-data'
import { SectionCard } from '@/shared/ui/section-card'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { useNow } from '@/shared/ui/use-now'
import { StoredDocumentActions } from '@/shared/viewer'
import { groupDigits, referenceStatusOn } from '../logic'
import { paymentQueries } from '../queries'
import { BackToPayments } from './back-to-payments'
import { CancellationNote } from './cancellation-note'
import { SummaryLines } from './summary-lines'
import { ReferenceStatusBadge } from './reference-status'

/** A reference whose orders were settled another way: no digits to pay, no bank, no PDF; why, and what is still owed. */
function CancelledReference({ reference }: { reference: BankReference }) {
  const { i18n } = useLingui()
  const digits = groupDigits(reference.reference)
  const total = formatCents(reference.totalCents, i18n.locale)
  return (
    <Stack gap="6">
      <SectionCard title={<Trans>Esta ficha ya no se puede pagar</Trans>}>
        <HStack gap="3" flexWrap="wrap">
          <ReferenceStatusBadge status="cancelled" />
          <Text m="0" color="fg.muted">
            <Trans>
              Ficha {digits} por {total}
            </Trans>
          </Text>
        </HStack>
        {reference.cancellation ? (
          <CancellationNote
            cancellation={reference.cancellation}
            intro={<Trans>Se canceló porque parte de lo que cubría ya se pagó de otra forma. No la pagues: el banco la rechaza y no te cobra.</Trans>}
          />
        ) : null}
      </SectionCard>
      <SectionCard title={<Trans>Con qué se generó</Trans>}>
        <SummaryLines lines={reference.lines} totalCents={reference.totalCents} />
      </SectionCard>
    </Stack>
  )
}

function ReferenceDetail({ reference }: { reference: BankReference }) {
  const { t, i18n } = useLingui()
  const today = campusDay(useNow())
  const status = referenceStatusOn(reference, today)
  const digits = groupDigits(reference.reference)
  if (status === 'cancelled') return <CancelledReference reference={reference} />
  return (
    <Stack gap="6">
      <SectionCard title={<Trans>Datos para pagar</Trans>}>
        <HStack gap="3" flexWrap="wrap">
          <ReferenceStatusBadge status={status} />
          {status === 'expired' ? (
            <Text m="0" role="status">
              <Trans>Esta ficha venció sin pagarse: genera una nueva desde Pagar.</Trans>
            </Text>
          ) : null}
          {status === 'paid' ? (
            <Text m="0">
              <Trans>El banco ya reportó este pago.</Trans>
            </Text>
          ) : null}
        </HStack>
        <DataList.Root orientation="horizontal" gap="3">
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Referencia</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue fontSize="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums" letterSpacing="wide">
              {digits}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Importe</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue fontSize="xl" fontWeight="semibold">
              {formatCents(reference.totalCents, i18n.locale)}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Pagar a más tardar</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>
              <time dateTime={reference.dueDate}>{formatDay(reference.dueDate, i18n.locale, { dateStyle: 'long' })}</time>
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Text m="0" fontSize="sm" color="fg.muted">
          <Trans>Un pago en banco se refleja en hasta 2 días hábiles.</Trans>
        </Text>
      </SectionCard>
      {status === 'pending' ? (
        <SectionCard title={<Trans>Dónde pagar</Trans>}>
          <Stack as="ul" gap="1" m="0" ps="5">
            {reference.banks.map((bank) => (
              <Text as="li" key={bank.name} m="0">
                <Trans>
                  {bank.name}: convenio {bank.agreement}
                </Trans>
              </Text>
            ))}
          </Stack>
        </SectionCard>
      ) : null}
      <SectionCard title={<Trans>Qué pagas</Trans>}>
        <SummaryLines lines={reference.lines} totalCents={reference.totalCents} />
      </SectionCard>
      <StoredDocumentActions
        query={paymentQueries.referencePdf(reference.id)}
        viewLabel={t`Ver ficha en PDF`}
        downloadLabel={t`Descargar ficha en PDF`}
        failedText={t`No se pudo descargar la ficha bancaria.`}
        missingText={t`Sin conexión. El PDF de esta ficha aún no se ha descargado en este dispositivo; los datos para pagar están arriba.`}
      />
    </Stack>
  )
}

/** Spec §2 "bank reference": one reference, readable with no signal once it was on this device. */
export function ReferenceScreen({ referenceId }: { referenceId?: number }) {
  const { t } = useLingui()
  return (
    <StudentScreen title={<Trans>Ficha bancaria</Trans>} back={<BackToPayments />} needsStudent={t`Elige un alumno y su carrera para ver sus fichas.`}>
      {(student) => <ReferenceContent accountNumber={student.accountNumber} referenceId={referenceId} />}
    </StudentScreen>
  )
}

function ReferenceContent({ accountNumber, referenceId }: { accountNumber: string; referenceId?: number }) {
  const references = useQuery(paymentQueries.references(accountNumber))
  return (
    <SnapshotView
      query={references}
      notDownloaded={<Trans>Sin conexión. Tus fichas de pago aún no se han descargado en este dispositivo.</Trans>}
      failed={<Trans>No se pudieron cargar tus fichas de pago.</Trans>}
    >
      {(list) => {
        const reference = list.find((r) => r.id === referenceId)
        return reference ? <ReferenceDetail reference={reference} /> : <EmptyData text={<Trans>No encontramos esta ficha de pago.</Trans>} />
      }}
    </SnapshotView>
  )
}
