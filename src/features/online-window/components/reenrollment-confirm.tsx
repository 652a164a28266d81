import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import type { OnlineWindow } from '@/contract/online-window'
import { formatCents } from '@/shared/i18n/format'
import { BlockScreen } from '@/shared/ui/block-screen'
import { fetchPendingOrders, reenroll, type Career } from '../api'
import type { ActionBlock, OfferedSubject } from '../logic'
import { onlineWindowQueries } from '../queries'
import { SendButton } from '@/shared/ui/send-button'
import { ServerText } from '@/shared/ui/server-text'
import { TermName } from '@/shared/ui/term-name'

/** The calls the confirmation makes, counted on the block screen. */
const CONFIRM_CALLS = 3

interface Props {
  career: Career
  nextCycle: OnlineWindow['nextCycle']
  subjects: OfferedSubject[]
  block: ActionBlock
  /** The note above the flow that says why confirming is off. */
  noteId: string
  onBack: () => void
}

/**
 * Step 2: what will be taken and what it costs; confirming records the reenrollment (once per key),
 * checks its order is in payments, refreshes the window, then hands the student to pay it (or to
 * the statement, should the order be settled already).
 * The block screen shows each call's progress meanwhile.
 */
export function ReenrollmentConfirm({ career, nextCycle, subjects, block, noteId, onBack }: Props) {
  const { t, i18n } = useLingui()
  const client = useQueryClient()
  const navigate = useNavigate()
  const key = useRef(crypto.randomUUID())
  const [done, setDone] = useState(0)
  const confirm = useMutation({
    mutationFn: async () => {
      setDone(0)
      const made = await reenroll({ ...career, subjectCodes: subjects.map((s) => s.code) }, key.current)
      setDone(1)
      const orders = await fetchPendingOrders(career.accountNumber)
      setDone(2)
      await client.invalidateQueries({ queryKey: onlineWindowQueries.state(career).queryKey })
      setDone(3)
      return { made, payable: orders.orders.some((o) => o.id === made.orderId) }
    },
    onSuccess: ({ payable }) => navigate({ to: payable ? '/payments/pay' : '/payments' }),
  })
  return (
    <Stack gap="4">
      <Text m="0">
        <Trans>
          Ciclo {<TermName code={nextCycle.code} name={nextCycle.name} />}. Cuota de reinscripción: {formatCents(nextCycle.feeCents, i18n.locale)}. Al confirmar se genera su orden de pago.
        </Trans>
      </Text>
      <Stack as="ul" gap="1" m="0" ps="5" aria-label={t`Materias elegidas`}>
        {subjects.map((s) => (
          <li key={s.code}>
            <ServerText>{s.name}</ServerText> ({s.code})
          </li>
        ))}
      </Stack>
      <HStack gap="3" flexWrap="wrap">
        <Button variant="outline" onClick={onBack} disabled={confirm.isPending}>
          <Trans>Volver a las materias</Trans>
        </Button>
        <SendButton
          disabled={block !== null || confirm.isPending}
          aria-describedby={block !== null ? noteId : undefined}
          onSend={() => confirm.mutate()}
        >
          <Trans>Confirmar reinscripción</Trans>
        </SendButton>
      </HStack>
      <BlockScreen
        isBlocked={confirm.isPending}
        totalServices={CONFIRM_CALLS}
        currentFetchedServices={done}
        title={t`Confirmando tu reinscripción`}
        subTitle={t`Registramos tus materias y generamos tu orden de pago.`}
      />
    </Stack>
  )
}
