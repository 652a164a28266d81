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
  /** When given, a "Cerrar" button is shown in the header. */
  onClose?: () => void
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'full'
}

/**
 * Generic dialog for content. Like every dialog of the portal (spec §4) it closes only through
 * its buttons: neither a click outside it nor Escape closes it, so nothing typed or chosen in it
 * is lost to a stray key. Focus stays inside, where Tab reaches its buttons.
 */
export function Modal({ open, title, children, footer, onClose, size = 'md' }: ModalProps) {
  const { t } = useLingui()

  return (
    <Dialog.Root
      open={open}
      closeOnEscape={false}
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
