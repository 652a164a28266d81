import { CloseButton, Drawer, Portal } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { SideNav } from './side-nav'

/** The menu as a drawer on phones; loaded the first time someone opens it. */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>
                <Trans>Menú</Trans>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body p="0" as="nav" aria-label={t`Menú principal`}>
              <SideNav onNavigate={onClose} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label={t`Cerrar menú`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
