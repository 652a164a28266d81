import { HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useRef } from 'react'
import type { FormalityType } from '@/contract/online-window'
import { formatCents } from '@/shared/i18n/format'
import { SectionCard } from '@/shared/ui/section-card'
import { ServerText } from '@/shared/ui/server-text'
import { showAlert } from '@/shared/ui/toaster'
import { requestFormality, type Career } from '../api'
import type { ActionBlock } from '../logic'
import { onlineWindowQueries } from '../queries'
import { ActionNote } from './action-note'
import { SendButton } from '@/shared/ui/send-button'

/** The documents that can be requested; a paid one says its cost and that its order goes to payments. */
export function FormalityCatalog({ career, catalog, block }: { career: Career; catalog: FormalityType[]; block: ActionBlock }) {
  const { t, i18n } = useLingui()
  const noteId = useId()
  const client = useQueryClient()
  // One key per document until the server answers it: a double click or a lost answer asks once.
  const keys = useRef(new Map<number, string>())
  const ask = useMutation({
    mutationFn: (type: FormalityType) => {
      let key = keys.current.get(type.id)
      if (!key) keys.current.set(type.id, (key = crypto.randomUUID()))
      return requestFormality({ ...career, typeId: type.id }, key)
    },
    onSuccess: (made, type) => {
      keys.current.delete(type.id)
      showAlert({
        type: 'success',
        message: made.status === 'awaiting-payment'
          ? t`Solicitaste ${made.name}. Págalo en Pagos para que se emita.`
          : t`Solicitaste ${made.name}. Llegará a tu expediente digital.`,
      })
      return client.invalidateQueries({ queryKey: onlineWindowQueries.state(career).queryKey })
    },
  })
  return (
    <SectionCard title={<Trans>Documentos que puedes solicitar</Trans>}>
      <ActionNote block={block} id={noteId} />
      <Stack as="ul" gap="3" m="0" p="0" listStyleType="none">
        {catalog.map((type) => (
          <Stack as="li" key={type.id} gap="1" p="3" borderWidth="1px" borderRadius="l2">
            <HStack justify="space-between" gap="3" flexWrap="wrap">
              <Text m="0" fontWeight="semibold">
                <ServerText>{type.name}</ServerText>
              </Text>
              <Text m="0">{type.priceCents > 0 ? formatCents(type.priceCents, i18n.locale) : <Trans>Sin costo</Trans>}</Text>
            </HStack>
            <Text m="0" fontSize="sm" color="fg.muted">
              <ServerText>{type.description}</ServerText>
            </Text>
            <SendButton
              alignSelf="start"
              size="sm"
              disabled={block !== null || ask.isPending}
              loading={ask.isPending && ask.variables.id === type.id}
              aria-describedby={block !== null ? noteId : undefined}
              // The name starts with the visible words (WCAG 2.5.3) and says which document.
              aria-label={type.priceCents > 0 ? t`Solicitar y generar orden de pago: ${type.name}` : t`Solicitar ${type.name}`}
              onSend={() => ask.mutate(type)}
            >
              {type.priceCents > 0 ? <Trans>Solicitar y generar orden de pago</Trans> : <Trans>Solicitar</Trans>}
            </SendButton>
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  )
}
