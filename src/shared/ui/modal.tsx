import { Dialog, IconButton, Portal } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { CloseIcon } from './alert-type-icon'

export interface ModalProps {
  open: boolean
  title: ReactNode
  children: ReactNode
  /** Buttons shown at the bottom. */
  footer?: ReactNode
  /** When given, a "Cerrar" button is shown in the header, and Escape does the same. */
  onClose?: () => void
  /** What Escape does when the dialog has no "Cerrar" button: its cancel button's action. */
  onEscape?: () => void
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'full'
}

/**
 * Generic dialog for content. Like every dialog of the portal (spec §4) it does not close on a
 * click outside it; Escape does what its close or cancel button does.
 */
export function Modal({ open, title, children, footer, onClose, onEscape, size = 'md' }: ModalProps) {
  const { t } = useLingui()
  const escape = onEscape ?? onClose

  return (
    <Dialog.Root
      open={open}
      closeOnEscape={escape !== undefined}
      // Escape in an open list of suggestions (the forms kit's autocomplete) closes the list, not the dialog.
      onEscapeKeyDown={(event) => {
        const target = event.target
        if (target instanceof HTMLElement && target.getAttribute('role') === 'combobox' && target.getAttribute('aria-expanded') === 'true') event.preventDefault()
      }}
      onOpenChange={(details) => {
        if (!details.open) escape?.()
      }}
      closeOnInteractOutside={false}
      placement="center"
      scrollBehavior="inside"
      size={size}
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
            {onClose ? (
              <IconButton
                aria-label={t`Cerrar`}
                variant="ghost"
                size="sm"
                position="absolute"
                top="2"
                insetEnd="2"
                onClick={onClose}
              >
                <CloseIcon />
              </IconButton>
            ) : null}
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
