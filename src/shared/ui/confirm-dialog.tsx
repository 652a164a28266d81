import { Button, Dialog, Portal } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useRef, type ReactNode } from 'react'
import { useOneTap } from './use-one-tap'

export interface ConfirmDialogProps {
  open: boolean
  title: ReactNode
  description?: ReactNode
  /** Defaults to "Aceptar". */
  confirmLabel?: string
  /** Defaults to "Cancelar". */
  cancelLabel?: string
  onConfirm: () => void
  onCancel: () => void
  /** `danger` paints the confirm button red for actions that cannot be undone. */
  tone?: 'neutral' | 'danger'
  /** Shows a spinner on the confirm button while the action runs. */
  loading?: boolean
}

/**
 * Asks the person to confirm an action (spec §4): closes only through its buttons (the focus
 * starts on Cancelar), and a second click on confirm while it runs or within
 * `CONFIRM_GUARD_MS` is ignored.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'neutral',
  loading = false,
}: ConfirmDialogProps) {
  const { t } = useLingui()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const [guardedConfirm] = useOneTap(onConfirm)

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      // Only its buttons close it (spec §4): neither Escape nor a click outside.
      closeOnEscape={false}
      closeOnInteractOutside={false}
      initialFocusEl={() => cancelRef.current}
      placement="center"
      size="sm"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {description ? (
              <Dialog.Body>
                <Dialog.Description>{description}</Dialog.Description>
              </Dialog.Body>
            ) : null}
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel}>
                {cancelLabel ?? t`Cancelar`}
              </Button>
              <Button
                colorPalette={tone === 'danger' ? 'red' : 'brand'}
                loading={loading}
                onClick={() => guardedConfirm()}
              >
                {confirmLabel ?? t`Aceptar`}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
