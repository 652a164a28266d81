import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useSearch } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { HistoryPeriod } from '@/contract/payments'
import { resolveActiveRole } from '@/shared/auth/roles'
import { sessionQueries } from '@/shared/session/queries'
import { RequireStudent } from '@/shared/session/require-student'
import { useServiceActions } from '@/shared/session/use-service-actions'
import { BalanceSection } from './balance-section'
import { OnlinePaymentsSection } from './online-payments-section'
import { ReferencesSection } from './references-section'
import { StatementSection } from './statement-section'

/** Spec §2 "account status": the balance, the statement with its filters, the bank references, and the way to pay. */
export function PaymentsScreen() {
  const { t } = useLingui()
  const { period: asked = '3M' } = useSearch({ from: '/_app/payments/' })
  const actions = useServiceActions('/payments')
  // The wallet is the student's own: a tutor pays by the other ways.
  const user = useQuery(sessionQueries.user())
  const ownsWallet = user.data ? resolveActiveRole(user.data.rols)?.description === 'Alumno' : false
  const [period, setShown] = useState<HistoryPeriod>(asked)
  // A link to another period (a navigation) is followed.
  const [seen, setSeen] = useState(asked)
  if (asked !== seen) {
    setSeen(asked)
    setShown(asked)
  }
  // The filter answers at once, and the address is rewritten in place so a reload keeps the
  // period: a navigation would draw the whole portal again for a change only this section shows.
  const setPeriod = (next: HistoryPeriod) => {
    setShown(next)
    const url = new URL(window.location.href)
    url.searchParams.set('period', next)
    window.history.replaceState(window.history.state, '', url)
  }
  return (
    <Stack gap="6" maxW="5xl">
      <Heading as="h1" size="2xl" m="0">
        <Trans>Pagos y estado de cuenta</Trans>
      </Heading>
      <RequireStudent message={t`Elige un alumno y su carrera para ver sus pagos.`}>
        {(student) => (
          <Stack gap="6">
            <HStack justify="space-between" gap="3" flexWrap="wrap">
              <Text m="0" color="fg.muted">
                <Trans>Un pago en banco se refleja en hasta 2 días hábiles.</Trans>
              </Text>
              {actions?.Ejecutar ? (
                <HStack gap="3" flexWrap="wrap">
                  {ownsWallet ? (
                    <Button asChild variant="outline">
                      <Link to="/payments/wallet">
                        <Trans>Cartera digital</Trans>
                      </Link>
                    </Button>
                  ) : null}
                  <Button asChild colorPalette="brand">
                    <Link to="/payments/pay">
                      <Trans>Pagar</Trans>
                    </Link>
                  </Button>
                </HStack>
              ) : null}
            </HStack>
            <BalanceSection accountNumber={student.accountNumber} />
            <ReferencesSection accountNumber={student.accountNumber} />
            <OnlinePaymentsSection accountNumber={student.accountNumber} />
            <StatementSection accountNumber={student.accountNumber} period={period} onPeriod={setPeriod} />
          </Stack>
        )}
      </RequireStudent>
    </Stack>
  )
}
