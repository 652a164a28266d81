import { HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { memo } from 'react'
import { Link } from '@tanstack/react-router'
import type { BankReference, ReferenceStatus } from '@/contract/payments'
import { campusDay, formatCents, formatDay } from '@/shared/i18n/format'
import { EmptyData } from '@/shared/ui/empty-data'
import { SectionCard } from '@/shared/ui/section-card'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { useNow } from '@/shared/ui/use-now'
import { groupDigits, referenceStatusOn } from '../logic'
import { paymentQueries } from '../queries'
import { ReferenceStatusBadge } from './reference-status'

/** Under a reference's digits: its amount and last day to pay, or, once cancelled, that it is not to be paid and what is still owed. */
function ReferenceNote({ reference, status }: { reference: BankReference; status: ReferenceStatus }) {
  const { i18n } = useLingui()
  const total = formatCents(reference.totalCents, i18n.locale)
  if (status === 'cancelled') {
    const owed = formatCents(reference.cancellation?.stillDue.totalCents ?? 0, i18n.locale)
    return reference.cancellation && reference.cancellation.stillDue.totalCents > 0 ? (
      <Trans>
        {total} · no la pagues: parte ya se pagó de otra forma; sigue pendiente {owed}
      </Trans>
    ) : (
      <Trans>{total} · no la pagues: lo que cubría ya se pagó de otra forma</Trans>
    )
  }
  const due = formatDay(reference.dueDate, i18n.locale)
  return (
    <Trans>
      {total} · pagar a más tardar el {due}
    </Trans>
  )
}

/**
 * The pay-later kit: the bank references generated lately, kept on this device so they can be
 * paid at a bank branch with no data; a cancelled one says not to pay it.
 */
export const ReferencesSection = memo(function ReferencesSection({ accountNumber }: { accountNumber: string }) {
  const references = useQuery(paymentQueries.references(accountNumber))
  const today = campusDay(useNow())
  return (
    <SectionCard title={<Trans>Mis fichas de pago</Trans>}>
      <SnapshotView
        query={references}
        notDownloaded={<Trans>Sin conexión. Tus fichas de pago aún no se han descargado en este dispositivo.</Trans>}
        failed={<Trans>No se pudieron cargar tus fichas de pago.</Trans>}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyData text={<Trans>Aún no has generado fichas de pago.</Trans>} />
          ) : (
            <Stack as="ul" gap="3" m="0" p="0" listStyleType="none">
              {list.map((reference) => {
                const digits = groupDigits(reference.reference)
                const status = referenceStatusOn(reference, today)
                return (
                  <Stack as="li" key={reference.id} gap="1" p="3" borderWidth="1px" borderRadius="l2">
                    <HStack justify="space-between" flexWrap="wrap" gap="2">
                      <ChakraLink asChild fontWeight="semibold" colorPalette="brand">
                        <Link to="/payments/reference" search={{ id: reference.id }}>
                          <Trans>Ficha {digits}</Trans>
                        </Link>
                      </ChakraLink>
                      <ReferenceStatusBadge status={status} />
                    </HStack>
                    <Text m="0" fontSize="sm" color="fg.muted">
                      <ReferenceNote reference={reference} status={status} />
                    </Text>
                  </Stack>
                )
              })}
            </Stack>
          )
        }
      </SnapshotView>
    </SectionCard>
  )
})
