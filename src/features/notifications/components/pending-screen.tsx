import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { useOutbox } from '@/shared/sync/use-outbox'
import type { OutboxItem } from '@/shared/sync/outbox-item'
import { waitingForRefused } from '@/shared/sync/rules'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { EmptyData } from '@/shared/ui/empty-data'
import { useDiscardItems, useRetryItem } from '../mutations'
import { PendingRow } from './pending-row'

/** Architecture §7: one place lists every write still waiting to reach the server. */
export function PendingScreen() {
  const { t } = useLingui()
  const items = useOutbox()
  // What follows a refused item of the same stream (a conversation) waits for the person's decision on it.
  const held = useMemo(() => waitingForRefused(items), [items])
  const retry = useRetryItem()
  const discard = useDiscardItems()
  // The items the open confirmation is about; null while it is closed.
  const [asked, setAsked] = useState<readonly OutboxItem[] | null>(null)

  const confirm = () => {
    if (!asked) return
    discard.mutate(asked, { onSettled: () => setAsked(null) })
  }

  return (
    <Stack gap="6" maxW="4xl">
      <Flex gap="4" align="center" justify="space-between" wrap="wrap">
        <Heading as="h1" size="2xl" m="0">
          <Trans>Pendientes de envío</Trans>
        </Heading>
        {items.length > 0 && (
          <Button variant="outline" colorPalette="red" onClick={() => setAsked(items)}>
            <Trans>Descartar todo</Trans>
          </Button>
        )}
      </Flex>
      {items.length === 0 ? (
        <EmptyData text={t`No tienes nada pendiente de envío.`} />
      ) : (
        <>
          <Text m="0" color="fg.muted">
            <Trans>Se enviarán solos cuando haya conexión. Lo que el servidor rechace queda aquí para que decidas qué hacer.</Trans>
          </Text>
          <Stack as="ul" m="0" p="0" gap="0" bg="bg" borderWidth="1px" borderRadius="l3">
            {items.map((item) => (
              <PendingRow key={item.id} item={item} held={held.has(item.id)} onRetry={(it) => retry.mutate(it.id)} onDiscard={(it) => setAsked([it])} />
            ))}
          </Stack>
        </>
      )}
      <ConfirmDialog
        open={asked !== null}
        tone="danger"
        title={asked?.length === 1 ? t`¿Descartar este envío?` : t`¿Descartar todo lo pendiente?`}
        description={t`No se enviará al servidor. Esta acción no se puede deshacer.`}
        confirmLabel={t`Descartar`}
        loading={discard.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={confirm}
      />
    </Stack>
  )
}
