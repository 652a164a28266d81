import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useLocation, useSearch } from '@tanstack/react-router'
import { useLayoutEffect, useRef, useState } from 'react'
import { resolveActiveRole } from '@/shared/auth/roles'
import { sessionQueries } from '@/shared/session/queries'
import { StudentScreen } from '@/shared/session/student-screen'
import { useServiceActions } from '@/shared/session/use-service-actions'
import { BalanceSection } from './balance-section'
import { OnlinePaymentsSection } from './online-payments-section'
import { ReferencesSection } from './references-section'
import { createPeriodStore } from './statement-period'
import { StatementSection } from './statement-section'

/** Spec §2 "account status": the balance, the statement with its filters, the bank references, and the way to pay. */
export function PaymentsScreen() {
  const { t } = useLingui()
  const { period: asked = '3M' } = useSearch({ from: '/_app/payments/' })
  const actions = useServiceActions('/payments')
  // The wallet is the student's own: a tutor pays by the other ways.
  const user = useQuery(sessionQueries.user())
  const ownsWallet = user.data ? resolveActiveRole(user.data.rols)?.description === 'Alumno' : false
  // The period shown lives in a store only the filter and the rows read, so a filter redraws them
  // alone; the filter writes it into the address in place (see `writePeriodToAddress`).
  const [period] = useState(() => createPeriodStore(asked))
  // A navigation (a link, back or forward; each has a history key of its own) to another period is followed.
  const navigation = useLocation({ select: (location) => location.state.__TSR_key })
  const followed = useRef(navigation)
  useLayoutEffect(() => {
    if (followed.current === navigation) return
    followed.current = navigation
    period.set(asked)
  }, [navigation, asked, period])
  return (
    <StudentScreen title={<Trans>Pagos y estado de cuenta</Trans>} width="5xl" needsStudent={t`Elige un alumno y su carrera para ver sus pagos.`}>
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
          <StatementSection accountNumber={student.accountNumber} period={period} />
        </Stack>
      )}
    </StudentScreen>
  )
}
