import { Button, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { getAccessToken } from '@/shared/auth/keycloak'
import { userDb } from '@/shared/db/user-db'
import { drainOutbox } from '@/shared/sync/drain'
import { discardAll } from '@/shared/sync/outbox'
import { useOutbox } from '@/shared/sync/use-outbox'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { Modal } from '@/shared/ui/modal'

interface SignOutDialogProps {
  open: boolean
  onCancel: () => void
  onSignOut: () => void
}

/**
 * Sign-out wipes this device, the queue included: with items still waiting the person
 * chooses to send them now, discard them, or stay (architecture §6).
 */
export function SignOutDialog({ open, onCancel, onSignOut }: SignOutDialogProps) {
  const { t } = useLingui()
  const pending = useOutbox()
  const [busy, setBusy] = useState<'send' | 'discard' | 'out' | null>(null)
  const [notSent, setNotSent] = useState(false)

  const finish = () => {
    setBusy('out')
    onSignOut()
  }
  const sendNow = async () => {
    setBusy('send')
    await drainOutbox({ db: userDb(), getToken: getAccessToken }).catch(() => undefined)
    if ((await userDb().outbox.count()) === 0) return finish()
    setNotSent(true)
    setBusy(null)
  }
  const discard = async () => {
    setBusy('discard')
    await discardAll()
    finish()
  }

  if (pending.length === 0) {
    return (
      <ConfirmDialog
        open={open}
        title={t`¿Cerrar sesión?`}
        description={t`Se borrarán de este dispositivo tus datos guardados para consultar sin conexión.`}
        confirmLabel={t`Cerrar sesión`}
        loading={busy === 'out'}
        onCancel={onCancel}
        onConfirm={finish}
      />
    )
  }
  return (
    <Modal
      open={open}
      title={t`Tienes envíos pendientes`}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy !== null}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button variant="outline" colorPalette="red" loading={busy === 'discard'} disabled={busy !== null} onClick={() => void discard()}>
            <Trans>Descartar y cerrar sesión</Trans>
          </Button>
          <Button colorPalette="brand" loading={busy === 'send'} disabled={busy !== null} onClick={() => void sendNow()}>
            <Trans>Enviar ahora</Trans>
          </Button>
        </>
      }
    >
      <Text>
        <Trans>Hay {pending.length} envíos que aún no llegan al servidor. Si cierras sesión sin enviarlos, se perderán.</Trans>
      </Text>
      {notSent && (
        <Text role="alert" mt="3" color="fg.error">
          <Trans>No se pudo enviar todo. Revisa tu conexión e inténtalo de nuevo, o descártalo.</Trans>
        </Text>
      )}
    </Modal>
  )
}
