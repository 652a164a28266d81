import { SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { memo, type ReactNode } from 'react'
import { formatCents } from '@/shared/i18n/format'
import { SectionCard } from '@/shared/ui/section-card'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { paymentQueries } from '../queries'

function Figure({ label, cents, note }: { label: ReactNode; cents: number; note?: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <Stack gap="1" p="4" borderWidth="1px" borderRadius="l2">
      <Text as="dt" m="0" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" m="0" fontSize="2xl" fontWeight="semibold">
        {formatCents(cents, i18n.locale)}
        {note ? (
          <Text as="span" display="block" fontSize="sm" fontWeight="normal">
            {note}
          </Text>
        ) : null}
      </Text>
    </Stack>
  )
}

/** What is owed, what of it is overdue and what the account has in favour (`/payment/balance`). */
export const BalanceSection = memo(function BalanceSection({ accountNumber }: { accountNumber: string }) {
  const balance = useQuery(paymentQueries.balance(accountNumber))
  return (
    <SectionCard title={<Trans>Saldo</Trans>}>
      <SnapshotView
        query={balance}
        notDownloaded={<Trans>Sin conexión. Tu saldo aún no se ha descargado en este dispositivo.</Trans>}
        failed={<Trans>No se pudo cargar tu saldo.</Trans>}
      >
        {(data) => (
          <SimpleGrid as="dl" columns={{ base: 1, md: 3 }} gap="3" m="0">
            <Figure label={<Trans>Por pagar</Trans>} cents={data.dueCents} />
            <Figure
              label={<Trans>Vencido</Trans>}
              cents={data.overdueCents}
              note={data.overdueCents > 0 ? <Trans>Incluye recargos. Págalo primero.</Trans> : <Trans>Sin adeudos vencidos.</Trans>}
            />
            <Figure label={<Trans>Saldo a favor</Trans>} cents={data.inFavourCents} />
          </SimpleGrid>
        )}
      </SnapshotView>
    </SectionCard>
  )
})
