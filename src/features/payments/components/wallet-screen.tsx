import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { SelectedStudent } from '@/contract/user'
import type { WalletCard } from '@/contract/payments'
import { refusalOf } from '@/shared/http/api-error'
import { formatDate } from '@/shared/i18n/format'
import { useOnline } from '@/shared/offline/use-online'
import { RequireStudent } from '@/shared/session/require-student'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { EmptyData } from '@/shared/ui/empty-data'
import { FailureAlert } from '@/shared/ui/load-alerts'
import { QueryView } from '@/shared/ui/query-view'
import { SectionCard } from '@/shared/ui/section-card'
import { enrolCard, removeCard } from '../api'
import { CARD_BRAND_NAME } from '../logic'
import { paymentQueries } from '../queries'
import { BackToPayments } from './back-to-payments'
import { SendButton } from '@/shared/ui/send-button'

function CardItem({ card, onRemove }: { card: WalletCard; onRemove: (card: WalletCard) => void }) {
  const { t, i18n } = useLingui()
  const name = t`${CARD_BRAND_NAME[card.brand]} terminada en ${card.last4}`
  return (
    <HStack as="li" justify="space-between" gap="3" p="3" borderWidth="1px" borderRadius="l2" flexWrap="wrap">
      <Stack gap="0">
        <Text m="0" fontWeight="semibold">
          {name}
        </Text>
        <Text m="0" fontSize="sm" color="fg.muted">
          <Trans>
            Vence {card.expiry} · guardada el {formatDate(card.addedAt, i18n.locale)}
          </Trans>
        </Text>
      </Stack>
      <Button size="sm" variant="outline" colorPalette="red" aria-label={t`Quitar ${name}`} onClick={() => onRemove(card)}>
        <Trans>Quitar</Trans>
      </Button>
    </HStack>
  )
}

/** What the screen last did with a card: the bank's page's answer on the way back, or a card removed here. */
type WalletNotice = { kind: 'added' | 'cancelled' | 'rejected' } | { kind: 'removed'; card: WalletCard }

function WalletContent({ student, onRemoved }: { student: SelectedStudent; onRemoved: (card: WalletCard) => void }) {
  const { t } = useLingui()
  const online = useOnline()
  const queryClient = useQueryClient()
  const wallet = useQuery(paymentQueries.wallet(student.accountNumber))
  const [removing, setRemoving] = useState<WalletCard | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const remove = useMutation({
    mutationFn: (card: WalletCard) => removeCard(student.accountNumber, card.id),
    meta: { silent: true },
    onSuccess: (cards, card) => {
      queryClient.setQueryData(paymentQueries.wallet(student.accountNumber).queryKey, cards)
      setRemoving(null)
      onRemoved(card)
    },
    onError: (error) => {
      setRemoving(null)
      setProblem(refusalOf(error) ?? t`No se pudo quitar la tarjeta.`)
    },
  })
  const enrol = useMutation({
    mutationFn: () => enrolCard(student.accountNumber),
    meta: { silent: true },
    // The bank's own page takes the card; it comes back here through the bank bridge.
    onSuccess: ({ providerUrl }) => window.location.assign(providerUrl),
    onError: (error) => setProblem(refusalOf(error) ?? t`No se pudo abrir la página del banco.`),
  })
  return (
    <Stack gap="4">
      <Text m="0" color="fg.muted">
        <Trans>El banco guarda tus tarjetas; el portal solo conoce la marca y los últimos 4 dígitos.</Trans>
      </Text>
      <QueryView
        query={wallet}
        notDownloaded={<Trans>Sin conexión: tu cartera digital necesita internet.</Trans>}
        failed={<Trans>No se pudo cargar tu cartera digital.</Trans>}
      >
        {(cards) =>
          cards.length === 0 ? (
            <EmptyData text={<Trans>Aún no tienes tarjetas guardadas.</Trans>} />
          ) : (
            <SectionCard title={<Trans>Tarjetas guardadas</Trans>}>
              <Stack as="ul" gap="2" m="0" p="0" listStyleType="none">
                {cards.map((card) => (
                  <CardItem key={card.id} card={card} onRemove={setRemoving} />
                ))}
              </Stack>
            </SectionCard>
          )
        }
      </QueryView>
      <HStack gap="3">
        <SendButton
          disabled={!online}
          loading={enrol.isPending}
          onSend={() => {
            setProblem(null)
            enrol.mutate()
          }}
        >
          <Trans>Agregar tarjeta</Trans>
        </SendButton>
      </HStack>
      {problem ? <FailureAlert>{problem}</FailureAlert> : null}
      <ConfirmDialog
        open={removing !== null}
        title={<Trans>¿Quitar esta tarjeta?</Trans>}
        description={removing ? t`${CARD_BRAND_NAME[removing.brand]} terminada en ${removing.last4} ya no aparecerá al pagar.` : null}
        confirmLabel={t`Quitar tarjeta`}
        tone="danger"
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  )
}

function NoticeText({ notice }: { notice: WalletNotice }) {
  const { t } = useLingui()
  switch (notice.kind) {
    case 'added':
      return <Trans>El banco guardó tu tarjeta.</Trans>
    case 'rejected':
      return <Trans>El banco no aceptó la tarjeta: no se guardó.</Trans>
    case 'cancelled':
      return <Trans>No se guardó ninguna tarjeta.</Trans>
    case 'removed': {
      const name = t`${CARD_BRAND_NAME[notice.card.brand]} terminada en ${notice.card.last4}`
      return <Trans>Quitaste la {name} de tu cartera.</Trans>
    }
  }
}

/** Spec §2 "digital wallet": the student's saved cards, added through the bank's page and removed here. */
export function WalletScreen({ returned }: { returned?: 'added' | 'cancelled' | 'rejected' }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  // The bank's answer stays until something newer happens here; a removal replaces it, and the
  // address forgets it, so neither a reload nor going back says a removed card was saved.
  const [notice, setNotice] = useState<WalletNotice | null>(returned ? { kind: returned } : null)
  const removed = (card: WalletCard) => {
    setNotice({ kind: 'removed', card })
    void navigate({ to: '/payments/wallet', search: {}, replace: true })
  }
  return (
    <Stack gap="6" maxW="3xl">
      <BackToPayments />
      <Heading as="h1" size="2xl" m="0">
        <Trans>Cartera digital</Trans>
      </Heading>
      {notice ? (
        <Text m="0" role="status" fontWeight="semibold">
          <NoticeText notice={notice} />
        </Text>
      ) : null}
      <RequireStudent message={t`Elige un alumno y su carrera para ver su cartera.`}>
        {(student) => <WalletContent student={student} onRemoved={removed} />}
      </RequireStudent>
    </Stack>
  )
}
