import { Alert, Box, Button, chakra, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { Order, Payables, Selection, ServiceOffer, Summary } from '@/contract/payments'
import type { SelectedStudent } from '@/contract/user'
import { CheckBox } from '@/shared/forms/check-box'
import { isApiError, refusalOf } from '@/shared/http/api-error'
import { formatCents, formatDay } from '@/shared/i18n/format'
import { useOnline } from '@/shared/offline/use-online'
import { StudentScreen } from '@/shared/session/student-screen'
import { FailureAlert } from '@/shared/ui/load-alerts'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { SectionCard } from '@/shared/ui/section-card'
import { useOneTap } from '@/shared/ui/use-one-tap'
import { fetchSummary } from '../api'
import { estimateCents, ORDER_KIND_LABEL, requiredBy, selectionOf, toggleOrder } from '../logic'
import { paymentQueries } from '../queries'
import { BackToPayments } from './back-to-payments'
import { PayWith } from './pay-with'
import { SummaryLines } from './summary-lines'
import { ServerText } from '@/shared/ui/server-text'

/** The call never reached the server: with no signal, paying waits and says so. */
const offline = (error: unknown) => isApiError(error) && error.kind === 'network'

function OrderOption({ order, orders, chosen, onToggle }: { order: Order; orders: readonly Order[]; chosen: ReadonlySet<number>; onToggle: (id: number, checked: boolean) => void }) {
  const { t, i18n } = useLingui()
  const noteId = useId()
  const amount = formatCents(order.amountCents, i18n.locale)
  const surcharge = formatCents(order.surchargeCents, i18n.locale)
  const due = formatDay(order.dueDate, i18n.locale)
  const keptBy = requiredBy(orders, chosen, order.id)
  return (
    <Stack as="li" gap="1" p="3" borderWidth="1px" borderRadius="l2" borderColor={order.overdue ? 'red.muted' : 'border'}>
      <chakra.label display="flex" alignItems="flex-start" gap="3" cursor="pointer" fontWeight="medium">
        <CheckBox checked={chosen.has(order.id)} onChange={(e) => onToggle(order.id, e.target.checked)} aria-describedby={noteId} />
        <span>
          <ServerText>{order.concept}</ServerText> · {amount}
        </span>
      </chakra.label>
      <Stack id={noteId} gap="0" ps="7" fontSize="sm" color="fg.muted">
        <Text m="0">
          {t(ORDER_KIND_LABEL[order.kind])} ·{' '}
          {order.overdue ? (
            <Text as="span" color="red.fg" fontWeight="semibold">
              <Trans>
                Vencido desde el {due}, recargo de {surcharge}
              </Trans>
            </Text>
          ) : (
            <Trans>Vence el {due}</Trans>
          )}
        </Text>
        {order.requires.length > 0 ? (
          <Text m="0">
            <Trans>Al elegirlo se incluyen los adeudos vencidos anteriores: no se puede pagar uno posterior dejando uno vencido.</Trans>
          </Text>
        ) : null}
        {keptBy.length > 0 ? (
          <Text m="0">
            <Trans>Incluido porque elegiste un adeudo posterior.</Trans>
          </Text>
        ) : null}
      </Stack>
    </Stack>
  )
}

function ServiceOption({ service, quantity, onQuantity }: { service: ServiceOffer; quantity: number; onQuantity: (n: number) => void }) {
  const { i18n } = useLingui()
  const inputId = useId()
  const price = formatCents(service.priceCents, i18n.locale)
  const max = service.maxQuantity
  return (
    <HStack as="li" justify="space-between" gap="3" p="3" borderWidth="1px" borderRadius="l2" flexWrap="wrap">
      <label htmlFor={inputId}>
        <Trans>
          <ServerText>{service.name}</ServerText> · {price} cada uno (máximo {max})
        </Trans>
      </label>
      <Input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        w="24"
        value={quantity}
        onChange={(e) => {
          const n = Math.trunc(Number(e.target.value))
          onQuantity(Number.isFinite(n) ? Math.min(max, Math.max(0, n)) : 0)
        }}
      />
    </HStack>
  )
}

/** Step 1: the pending orders (under the overdue rule) and other services, with the running total. */
function ChooseStep({ student, payables, onSummary }: { student: SelectedStudent; payables: Payables; onSummary: (selection: Selection, summary: Summary) => void }) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set())
  const [quantities, setQuantities] = useState<Record<number, number>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const summary = useMutation({ mutationFn: (selection: Selection) => fetchSummary(selection), meta: { silent: true } })
  const estimate = formatCents(estimateCents(payables.orders, chosen, payables.services, quantities), i18n.locale)

  const [submit] = useOneTap(() => {
    const selection = selectionOf(student.accountNumber, payables.orders, chosen, quantities, payables.services)
    if (selection.orderIds.length === 0 && selection.services.length === 0) {
      setProblem(t`Elige al menos un adeudo o un servicio para pagar.`)
      return
    }
    setProblem(null)
    return summary.mutateAsync(selection).then(
      (answer) => onSummary(selection, answer),
      (error: unknown) =>
        setProblem(offline(error) ? t`Sin conexión: pagar requiere internet. Lo que elegiste sigue aquí.` : (refusalOf(error) ?? t`No se pudo preparar el resumen del pago.`)),
    )
  })

  return (
    <Stack asChild gap="6">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <SectionCard title={<Trans>Adeudos pendientes</Trans>}>
          {payables.orders.length === 0 ? (
            <Text m="0">
              <Trans>No tienes adeudos pendientes.</Trans>
            </Text>
          ) : (
            <Stack as="ul" gap="2" m="0" p="0" listStyleType="none">
              {payables.orders.map((order) => (
                <OrderOption
                  key={order.id}
                  order={order}
                  orders={payables.orders}
                  chosen={chosen}
                  onToggle={(id, checked) => setChosen((current) => toggleOrder(payables.orders, current, id, checked))}
                />
              ))}
            </Stack>
          )}
        </SectionCard>
        <SectionCard title={<Trans>Otros servicios</Trans>}>
          <Stack as="ul" gap="2" m="0" p="0" listStyleType="none">
            {payables.services.map((service) => (
              <ServiceOption
                key={service.id}
                service={service}
                quantity={quantities[service.id] ?? 0}
                onQuantity={(n) => setQuantities((current) => ({ ...current, [service.id]: n }))}
              />
            ))}
          </Stack>
        </SectionCard>
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Text m="0" fontSize="lg" fontWeight="semibold" role="status">
            <Trans>Total estimado: {estimate}</Trans>
          </Text>
          <Button type="submit" colorPalette="brand" loading={summary.isPending} disabled={!online}>
            <Trans>Ver resumen</Trans>
          </Button>
        </HStack>
        {!online ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>
              <Trans>Sin conexión: pagar requiere internet. Lo que elegiste sigue aquí.</Trans>
            </Alert.Title>
          </Alert.Root>
        ) : null}
        {problem ? <FailureAlert>{problem}</FailureAlert> : null}
      </form>
    </Stack>
  )
}

/** Step 2: the server's summary and the ways to pay it. */
function SummaryStep({ selection, summary, onBack }: { selection: Selection; summary: Summary; onBack: () => void }) {
  const titleId = useId()
  return (
    <Stack gap="6">
      <Stack as="section" aria-labelledby={titleId} gap="3">
        <Heading as="h2" size="lg" m="0" id={titleId}>
          <Trans>Resumen del pago</Trans>
        </Heading>
        <SummaryLines lines={summary.lines} totalCents={summary.totalCents} withQuantity />
      </Stack>
      <PayWith selection={selection} summary={summary} onBack={onBack} />
    </Stack>
  )
}

function PayContent({ student }: { student: SelectedStudent }) {
  const payables = useQuery(paymentQueries.payables(student.accountNumber))
  const [step, setStep] = useState<{ selection: Selection; summary: Summary } | null>(null)
  return (
    <SnapshotView
      query={payables}
      notDownloaded={<Trans>Sin conexión: pagar requiere internet. Tus fichas de pago siguen disponibles en Pagos y estado de cuenta.</Trans>}
      failed={<Trans>No se pudo cargar lo que tienes por pagar.</Trans>}
    >
      {(data) => (
        <>
          {/* The choice stays mounted under the summary, so going back finds it as it was. */}
          <Box display={step ? 'none' : 'block'}>
            <ChooseStep student={student} payables={data} onSummary={(selection, summary) => setStep({ selection, summary })} />
          </Box>
          {step ? <SummaryStep selection={step.selection} summary={step.summary} onBack={() => setStep(null)} /> : null}
        </>
      )}
    </SnapshotView>
  )
}

/** Spec §2 "order selection", "pay other services", "payment summary", "payment method selection". */
export function PayScreen() {
  const { t } = useLingui()
  return (
    <StudentScreen title={<Trans>Pagar</Trans>} back={<BackToPayments />} needsStudent={t`Elige un alumno y su carrera para pagar.`}>
      {(student) => <PayContent student={student} />}
    </StudentScreen>
  )
}
