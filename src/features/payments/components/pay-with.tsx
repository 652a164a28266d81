import { Button, chakra, HStack, Link as ChakraLink, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useId, useRef, useState } from 'react'
import type { BankReference, Payment, PaymentMethod, Selection, Summary, WalletCard } from '@/contract/payments'
import { RadioInput } from '@/shared/forms/check-box'
import { isApiError, refusalOf } from '@/shared/http/api-error'
import { formatCents } from '@/shared/i18n/format'
import { useOnline } from '@/shared/offline/use-online'
import { FailureAlert } from '@/shared/ui/load-alerts'
import { SectionCard } from '@/shared/ui/section-card'
import { useOneTap } from '@/shared/ui/use-one-tap'
import { recordAction } from '@/shared/binnacle/record'
import { checkout, createReference } from '../api'
import { CARD_BRAND_NAME, METHOD_LABEL, methodsShown, UNAVAILABLE_LABEL } from '../logic'
import { paymentQueries } from '../queries'
import { useBrand } from '../use-brand'

/** What each way to pay means for the person, said before they choose it. */
const METHOD_HINT: Readonly<Record<PaymentMethod, MessageDescriptor>> = {
  card: msg`Pagas en la página segura del banco; el portal nunca ve los datos de tu tarjeta.`,
  wallet: msg`Con una tarjeta que ya guardaste, sin volver a escribirla.`,
  reference: msg`Paga en ventanilla o por transferencia con la referencia. Un pago en banco se refleja en hasta 2 días hábiles.`,
  codi: msg`Escanea un código QR con la app de tu banco; el código vence en unos minutos y puedes generar otro.`,
  marketplace: msg`Paga con tu cuenta de Mercado Pago o en efectivo en una tienda antes de la fecha límite.`,
}

/** The call never reached the server: with no signal, paying waits and says so. */
const offline = (error: unknown) => isApiError(error) && error.kind === 'network'

function WalletCards({ accountNumber, cardId, onCard }: { accountNumber: string; cardId: number | null; onCard: (id: number) => void }) {
  const { t } = useLingui()
  const wallet = useQuery(paymentQueries.wallet(accountNumber))
  if (wallet.isPending) return <Text m="0" role="status">{t`Cargando tus tarjetas…`}</Text>
  if (wallet.isError) return <FailureAlert>{refusalOf(wallet.error) ?? t`No se pudieron cargar tus tarjetas guardadas.`}</FailureAlert>
  if (wallet.data.length === 0) {
    return (
      <Text m="0">
        <Trans>
          No tienes tarjetas guardadas.{' '}
          <ChakraLink asChild colorPalette="brand">
            <Link to="/payments/wallet">Agrega una en tu cartera digital</Link>
          </ChakraLink>
          .
        </Trans>
      </Text>
    )
  }
  return (
    <Stack as="fieldset" gap="2" m="0" p="0" border="0">
      <Text as="legend" m="0" mb="2" fontWeight="medium">
        <Trans>¿Con qué tarjeta?</Trans>
      </Text>
      {wallet.data.map((card: WalletCard) => (
        <chakra.label key={card.id} display="flex" gap="3" alignItems="flex-start" cursor="pointer">
          <RadioInput name="wallet-card" checked={cardId === card.id} onChange={() => onCard(card.id)} />
          <span>{t`${CARD_BRAND_NAME[card.brand]} terminada en ${card.last4} · vence ${card.expiry}`}</span>
        </chakra.label>
      ))}
    </Stack>
  )
}

/**
 * Spec §2 "payment method selection": every way to pay the brand offers (`methodsShown`), the ones
 * this payment cannot use said with their reason, and one confirmation that makes the payment once
 * (Idempotency-Key per choice, spec §4's 500 ms guard). Card and marketplace continue on the
 * provider's page.
 */
export function PayWith({ selection, summary, onBack }: { selection: Selection; summary: Summary; onBack: () => void }) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const hintId = useId()
  const brand = useBrand()
  const methods = methodsShown(summary.methods, brand)
  const firstAvailable = methods.find((m) => m.available)?.method ?? null
  const [method, setMethod] = useState<PaymentMethod | null>(firstAvailable)
  const [cardId, setCardId] = useState<number | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  // One key per choice confirmed: pressing again, or again after an answer lost on the way, makes one payment.
  const keys = useRef(new Map<string, string>())
  const keyFor = (choice: string) => {
    let key = keys.current.get(choice)
    if (!key) keys.current.set(choice, (key = crypto.randomUUID()))
    return key
  }
  const total = formatCents(summary.totalCents, i18n.locale)
  // Asked only where CoDi is listed: a brand without it never calls for its maximum.
  const maximum = useQuery({ ...paymentQueries.codiMaximum(), enabled: methods.some((m) => m.method === 'codi') })
  const codiMax = maximum.data ? formatCents(maximum.data.maxCents, i18n.locale) : null
  const body = { ...selection, totalCents: summary.totalCents }

  const pay = useMutation({
    mutationFn: async (choice: { method: PaymentMethod; cardId: number | null }): Promise<{ reference: BankReference } | { payment: Payment }> => {
      if (choice.method === 'reference') return { reference: await createReference(body, keyFor('reference')) }
      const card = choice.method === 'wallet' && choice.cardId !== null ? { cardId: choice.cardId } : {}
      return { payment: await checkout({ ...body, method: choice.method, ...card }, keyFor(`${choice.method}:${choice.cardId ?? ''}`)) }
    },
    meta: { silent: true },
    onSuccess: async (answer, choice) => {
      void queryClient.invalidateQueries({ queryKey: paymentQueries.all })
      const made = 'reference' in answer ? `referencia ${answer.reference.id}` : `pago ${answer.payment.id}`
      // Queued before the bank's page replaces this one.
      await recordAction('payment', { service: 'Pagos y estado de cuenta', detail: `${choice.method}: ${made}` })
      if ('reference' in answer) {
        void queryClient.prefetchQuery(paymentQueries.referencePdf(answer.reference.id))
        void navigate({ to: '/payments/reference', search: { id: answer.reference.id } })
        return
      }
      const { payment } = answer
      // The bank's (or the marketplace's) own page: the portal never sees a card number.
      if (payment.status === 'at-provider' && payment.providerUrl) window.location.assign(payment.providerUrl)
      else void navigate({ to: '/payments/result', search: { id: payment.id } })
    },
    onError: (error) =>
      setProblem(offline(error) ? t`Sin conexión: no se hizo ningún pago. Inténtalo de nuevo cuando tengas señal.` : (refusalOf(error) ?? t`No se pudo iniciar el pago.`)),
  })
  const [confirm] = useOneTap(() => {
    if (method === null) return
    if (method === 'wallet' && cardId === null) {
      setProblem(t`Elige la tarjeta guardada con la que pagas.`)
      return
    }
    setProblem(null)
    // Held until the answer is in: a second tap never starts a second payment.
    return pay.mutateAsync({ method, cardId }).catch(() => undefined)
  })

  const actionLabel: Readonly<Record<PaymentMethod, string>> = {
    card: t`Pagar ${total} con tarjeta`,
    wallet: t`Pagar ${total} con mi tarjeta guardada`,
    reference: t`Generar ficha bancaria por ${total}`,
    codi: t`Generar código CoDi por ${total}`,
    marketplace: t`Pagar ${total} con Mercado Pago`,
  }

  return (
    <SectionCard title={<Trans>Forma de pago</Trans>}>
      <Stack as="fieldset" gap="3" m="0" p="0" border="0" aria-describedby={hintId}>
        <VisuallyHidden asChild>
          <legend>
            <Trans>Elige cómo pagar {total}</Trans>
          </legend>
        </VisuallyHidden>
        {methods.map((option) => {
          const reason = option.reason ? t(UNAVAILABLE_LABEL[option.reason]) : null
          return (
            <Stack key={option.method} gap="0.5" p="3" borderWidth="1px" borderRadius="l2">
              <chakra.label display="flex" gap="3" alignItems="flex-start" fontWeight="medium" cursor={option.available ? 'pointer' : 'not-allowed'}>
                <RadioInput
                  name="method"
                  value={option.method}
                  checked={method === option.method}
                  disabled={!option.available}
                  onChange={() => {
                    setMethod(option.method)
                    setProblem(null)
                  }}
                />
                <span>{t(METHOD_LABEL[option.method])}</span>
              </chakra.label>
              <Text m="0" ps="7" fontSize="sm" color="fg.muted">
                {reason ? <Trans>No disponible: {reason}</Trans> : t(METHOD_HINT[option.method])}
              </Text>
              {option.method === 'codi' && codiMax !== null ? (
                <Text m="0" ps="7" fontSize="sm" color="fg.muted">
                  <Trans>CoDi acepta pagos de hasta {codiMax}.</Trans>
                </Text>
              ) : null}
            </Stack>
          )
        })}
      </Stack>
      {method === 'wallet' ? <WalletCards accountNumber={selection.accountNumber} cardId={cardId} onCard={setCardId} /> : null}
      <HStack gap="3" flexWrap="wrap">
        <Button colorPalette="brand" onClick={confirm} loading={pay.isPending} disabled={!online || method === null}>
          {method ? actionLabel[method] : <Trans>Ninguna forma de pago disponible</Trans>}
        </Button>
        <Button variant="outline" onClick={onBack} disabled={pay.isPending}>
          <Trans>Cambiar lo que pago</Trans>
        </Button>
      </HStack>
      <Text id={hintId} m="0" fontSize="sm" color="fg.muted">
        <Trans>Los pagos en línea nunca se guardan para después: necesitan internet en el momento.</Trans>
      </Text>
      {!online ? (
        <Text m="0" role="status">
          <Trans>Sin conexión: un pago necesita internet.</Trans>
        </Text>
      ) : null}
      {problem ? <FailureAlert>{problem}</FailureAlert> : null}
    </SectionCard>
  )
}
